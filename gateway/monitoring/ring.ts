/**
 * A bounded first-in-first-out buffer: the newest `capacity` items are kept, older ones are
 * dropped (and counted). The monitoring logs (log lines, self-healing events) are built on it, so
 * no amount of traffic can grow a process's memory through them.
 */
export class Ring<T> {
  readonly #items: (T | undefined)[];
  #next = 0;
  #size = 0;
  #dropped = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`capacity must be ≥ 1, got ${capacity}`);
    this.#items = new Array(capacity);
  }

  push(item: T): void {
    if (this.#size === this.capacity) this.#dropped += 1;
    else this.#size += 1;
    this.#items[this.#next] = item;
    this.#next = (this.#next + 1) % this.capacity;
  }

  /** Items held now. */
  get size(): number {
    return this.#size;
  }

  /** Items pushed out by newer ones since the ring was made. */
  get dropped(): number {
    return this.#dropped;
  }

  /** The newest `limit` items (all by default), newest first. */
  newest(limit = this.#size): T[] {
    const out: T[] = [];
    for (let i = 1; i <= Math.min(limit, this.#size); i++) {
      out.push(this.#items[(this.#next - i + this.capacity) % this.capacity] as T);
    }
    return out;
  }
}
