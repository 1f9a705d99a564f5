/**
 * One HTTP request written as given (node:http, no URL normalisation: `..`, `%2F` and raw bytes in
 * the path reach the server as they are, which fetch would resolve or refuse first), read as
 * `{ status, headers, body }`. An event stream is read for its first frame (or `streamMs`) and
 * then closed, so a test can send to stream routes without holding them open.
 */
import { request } from "node:http";

export interface RawAnswer {
  status: number;
  headers: Headers;
  /** The body text (an event stream: what arrived before it was closed). */
  text: string;
  /** The body's bytes as they arrived (a compressed answer: still compressed). */
  bytes: Buffer;
  /** The parsed JSON body, when the answer says JSON and parses; else undefined. */
  json: unknown;
  /** No complete answer within the request's timeoutMs. */
  timedOut?: boolean;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** How long to read an event stream before closing it. */
  streamMs?: number;
  /**
   * Give up after this long without a complete answer: the answer is then status 0 with
   * `timedOut` set (what arrived so far in `text`), so a caller can report a hang, not wait on it.
   */
  timeoutMs?: number;
}

export function rawRequest(baseUrl: string, req: RawRequest): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.path,
        headers: {
          ...(req.body !== undefined ? { "content-length": String(Buffer.byteLength(req.body)) } : {}),
          ...req.headers,
        },
        // The server's own refusal of a path is the point; the client must not check it first.
        insecureHTTPParser: true,
      },
      (response) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (value === undefined) continue;
          for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
        }
        const chunks: Buffer[] = [];
        const stream = (headers.get("content-type") ?? "").includes("text/event-stream");
        const done = () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString("utf8");
          let json: unknown;
          if ((headers.get("content-type") ?? "").includes("json")) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: response.statusCode ?? 0, headers, text, bytes, json });
        };
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          if (stream && Buffer.concat(chunks).includes("\n\n")) response.destroy();
        });
        response.on("end", done);
        response.on("close", done);
        response.on("error", () => done());
        if (stream) setTimeout(() => response.destroy(), req.streamMs ?? 1_000).unref();
      },
    );
    if (req.timeoutMs !== undefined) {
      const timer = setTimeout(() => {
        resolve({
          status: 0,
          headers: new Headers(),
          text: "",
          bytes: Buffer.alloc(0),
          json: undefined,
          timedOut: true,
        });
        outgoing.destroy();
      }, req.timeoutMs);
      timer.unref();
      outgoing.on("close", () => clearTimeout(timer));
    }
    outgoing.on("error", reject);
    if (req.body !== undefined) outgoing.write(req.body);
    outgoing.end();
  });
}
