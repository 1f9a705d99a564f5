/** One GET timed to its last byte, and the median of such times: the single-route benches' unit. */

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Milliseconds from the request to the answer's last byte; anything but a 200 stops the bench. */
export async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text.slice(0, 300)}`);
  return performance.now() - started;
}
