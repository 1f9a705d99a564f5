/**
 * Exact duplicate (ticker, date) detection for a file too large for a Set of keys (11.5 M rows at
 * 5,000 tickers × 10 years: about 1 GB of key strings). Files group a ticker's rows together (the
 * universe file is sorted by ticker, then date), so the ticker being read keeps its dates in a
 * Set and a finished ticker's are packed into a sorted Int32Array (4 bytes a date). A ticker that
 * comes back later is still checked against its packed dates: exact whatever the order, small
 * when grouped.
 */
export class TickerDates {
  private ticker: string | undefined;
  private open = new Set<number>();
  private readonly packed = new Map<string, Int32Array>();

  /** Records (ticker, date) and says whether it was new; `date` is a valid YYYY-MM-DD. */
  add(ticker: string, date: string): boolean {
    if (ticker !== this.ticker) this.switchTo(ticker);
    const day = Number(date.slice(0, 4) + date.slice(5, 7) + date.slice(8, 10));
    if (this.open.has(day) || contains(this.packed.get(ticker), day)) return false;
    this.open.add(day);
    return true;
  }

  private switchTo(ticker: string): void {
    if (this.ticker !== undefined && this.open.size > 0) {
      const earlier = this.packed.get(this.ticker) ?? new Int32Array(0);
      const merged = new Int32Array(earlier.length + this.open.size);
      merged.set(earlier);
      merged.set([...this.open], earlier.length);
      this.packed.set(this.ticker, merged.sort());
    }
    this.ticker = ticker;
    this.open = new Set();
  }
}

function contains(sorted: Int32Array | undefined, value: number): boolean {
  if (sorted === undefined) return false;
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = sorted[mid] as number;
    if (at === value) return true;
    if (at < value) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}
