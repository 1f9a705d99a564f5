/** The part of autocannon 8's programmatic API the benchmark uses (the package ships no types). */
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  interface Result {
    title?: string;
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    connections: number;
    pipelining: number;
    start: Date;
    finish: Date;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Options {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    title?: string;
    verifyBody?: (body: string) => boolean;
    /**
     * setupRequest runs before every request and returns the request to send; onResponse gets every
     * response with its headers (names as the server sent them).
     */
    requests?: {
      setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string | string[]>,
      ) => void;
    }[];
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
    on(event: "done", listener: (result: Result) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Options, Result, Instance };
}
