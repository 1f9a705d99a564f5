/**
 * The one REST client of the tests: GET or POST a path of a running service with a key, and read
 * the answer as `{ status, headers, body }`. Files build it once over their service:
 *
 *   const { get, post } = restClient(() => service);
 *   await get("/api/v3/fundamentals/prices?ticker=AAPL");          // with the service's key
 *   await get(path, otherKey);                                      // another key
 *   await get(path, null);                                          // no key at all
 *   await get(path, { key: null, headers: { "x-api-key": key } });  // headers of your own
 *
 * The key goes as `Authorization: Bearer <key>`. `body` is the parsed JSON (the text when the
 * answer is not JSON); its type is `RestBody` unless the caller names one: `get<Answer>(…)`.
 */

/** What a test reads from a JSON answer without declaring its shape first. */
// biome-ignore lint/suspicious/noExplicitAny: known-answer assertions read JSON bodies freely
export type RestBody = any;

export interface RestAnswer<T = RestBody> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RestOptions {
  /** The key sent as Bearer; null sends none. Default: the target's key. */
  key?: string | null;
  /** Extra request headers (sent after the key, so they can replace its Authorization). */
  headers?: Record<string, string>;
}

/** A key, null for none, or the full options. */
export type KeyOrOptions = string | null | RestOptions;

export interface RestTarget {
  url: string;
  key: string;
}

export interface RestClient {
  get<T = RestBody>(path: string, options?: KeyOrOptions): Promise<RestAnswer<T>>;
  post<T = RestBody>(path: string, body: unknown, options?: KeyOrOptions): Promise<RestAnswer<T>>;
}

function optionsOf(options: KeyOrOptions | undefined): RestOptions {
  if (options === undefined) return {};
  if (options === null || typeof options === "string") return { key: options };
  return options;
}

async function answerOf<T>(response: Response): Promise<RestAnswer<T>> {
  const text = await response.text();
  const json = (response.headers.get("content-type") ?? "").includes("json");
  return { status: response.status, headers: response.headers, body: (json ? JSON.parse(text) : text) as T };
}

/** `target` is read on each call, so the client can be made before the service starts. */
export function restClient(target: () => RestTarget): RestClient {
  function headersFor(options: RestOptions): Record<string, string> {
    const key = options.key === undefined ? target().key : options.key;
    return { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...options.headers };
  }
  return {
    async get<T = RestBody>(path: string, options?: KeyOrOptions) {
      const response = await fetch(`${target().url}${path}`, { headers: headersFor(optionsOf(options)) });
      return answerOf<T>(response);
    },
    async post<T = RestBody>(path: string, body: unknown, options?: KeyOrOptions) {
      const response = await fetch(`${target().url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headersFor(optionsOf(options)) },
        body: JSON.stringify(body),
      });
      return answerOf<T>(response);
    },
  };
}
