/**
 * A REST stream (SSE) in a browser: `EventSource` cannot send headers, so the key rides as the
 * `api_key` query parameter (docs/ACCESS.md "Browsers: CORS and EventSource"). Frames are the
 * REST keys (snake_case); `event: error` and `event: close` end a stream with their reason
 * (docs/STREAMS.md). docs/CLIENTS.md; run by test/e2e/clientExamples.e2e.test.ts (with the
 * eventsource package in Node, the browser's own EventSource otherwise).
 */

/** A bar as the SSE route sends it (docs/STREAMS.md). */
export interface BarEvent {
  ticker: string;
  bar_start: string;
  close: number;
  volume: number;
  replay: boolean;
}

type EventSourceConstructor = new (url: string) => EventSource;

/** The first `count` bars of `symbols` from GET /api/v3/stream/bars, then the stream is closed. */
export function firstStreamedBars(
  baseUrl: string,
  key: string,
  symbols: string[],
  count: number,
  EventSourceImpl: EventSourceConstructor = EventSource,
): Promise<BarEvent[]> {
  const url = new URL("/api/v3/stream/bars", baseUrl);
  url.searchParams.set("symbols", symbols.join(","));
  url.searchParams.set("api_key", key);
  const source = new EventSourceImpl(url.toString());
  const bars: BarEvent[] = [];
  return new Promise((resolve, reject) => {
    source.onmessage = (event) => {
      bars.push(JSON.parse(event.data) as BarEvent);
      if (bars.length < count) return;
      source.close();
      resolve(bars);
    };
    source.addEventListener("error", (event) => {
      // An `event: error` frame carries the service's reason; a failed connection carries none.
      const data = (event as MessageEvent).data;
      source.close();
      reject(new Error(typeof data === "string" ? data : "the stream could not be opened"));
    });
  });
}
