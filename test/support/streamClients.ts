/**
 * The two ways a client holds a stream open, for tests that watch one end: an SSE route read
 * frame by frame (fetch, the event-stream parsed as it arrives), and a graphql-ws subscription
 * (the graphql-ws client over ws). Each keeps everything it received and when its stream ended.
 */
import { createClient } from "graphql-ws";
import WebSocket from "ws";

export interface SseFrame {
  /** `message` for a data frame; `error`, `close` for the final ones. */
  event: string;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read frames' JSON freely
  data: any;
  /** The frame's lines exactly as received. */
  text: string;
}

export interface Watched<F> {
  frames: F[];
  /** Resolves once the server ended the stream (or the connection dropped). */
  ended: Promise<void>;
  /** Waits until `count` frames arrived, or `ms`; returns the frames so far. */
  waitFor(count: number, ms?: number): Promise<F[]>;
  close(): Promise<void>;
}

function waiter<F>(frames: F[]) {
  return async (count: number, ms = 10_000) => {
    const deadline = performance.now() + ms;
    while (frames.length < count && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return frames;
  };
}

/** Opens an SSE route; `status`/`headers` are the answer's, `frames` fill as they arrive. */
export async function sseStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<Watched<SseFrame> & { status: number; headers: Headers; body: string }> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    return {
      status: response.status,
      headers: response.headers,
      body: await response.text(),
      frames,
      ended: Promise.resolve(),
      waitFor: async () => frames,
      close: async () => {},
    };
  }
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: SseFrame = { event: "message", data: undefined, text: block };
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) frame.id = line.slice(4);
            else if (line.startsWith("event: ")) frame.event = line.slice(7);
            else if (line.startsWith("data: ")) frame.data = JSON.parse(line.slice(6));
          }
          if (frame.data !== undefined) frames.push(frame);
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped.
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    body: "",
    frames,
    ended,
    waitFor: waiter(frames),
    async close() {
      controller.abort();
      await ended;
    },
  };
}

/** A graphql-ws subscription with the key in connection_init; `frames` are its `next` payloads. */
export function wsSubscription(
  baseUrl: string,
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read results' JSON freely
): Watched<any> & { completed: Promise<"complete" | { error: unknown }> } {
  const client = createClient({
    url: `${baseUrl.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${key}` },
    retryAttempts: 0,
  });
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const frames: any[] = [];
  let dispose: () => void = () => {};
  const completed = new Promise<"complete" | { error: unknown }>((resolve) => {
    dispose = client.subscribe(
      { query, variables },
      {
        next: (value) => frames.push(value),
        error: (error) => resolve({ error }),
        complete: () => resolve("complete"),
      },
    );
  });
  return {
    frames,
    completed,
    ended: completed.then(() => {}),
    waitFor: waiter(frames),
    async close() {
      dispose();
      await client.dispose();
    },
  };
}

/**
 * graphql-ws spoken by hand over ws, to see exactly what the server answers an operation: its
 * first message for it (`next`, `error`, `complete`), or the socket's close.
 */
export async function rawWebSocketClient(baseUrl: string, key: string) {
  const socket = new WebSocket(`${baseUrl.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  // biome-ignore lint/suspicious/noExplicitAny: protocol messages read freely
  const waiting = new Map<string, (message: any) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    if (message.id) waiting.get(message.id)?.(message);
  });
  socket.on("close", (code, reason) => {
    for (const resolve of waiting.values()) resolve({ type: "closed", code, reason: String(reason) });
  });
  await new Promise((resolve) => socket.once("open", resolve));
  socket.send(JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${key}` } }));
  await new Promise<void>((resolve, reject) => {
    socket.once("message", (data) => {
      const message = JSON.parse(String(data));
      if (message.type === "connection_ack") resolve();
      else reject(new Error(`no connection_ack: ${String(data)}`));
    });
  });
  let next = 0;
  return {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    subscribe(query: string, extensions?: Record<string, unknown>): Promise<any> {
      const id = String(++next);
      const answered = new Promise((resolve) => waiting.set(id, resolve));
      socket.send(JSON.stringify({ id, type: "subscribe", payload: { query, extensions } }));
      return answered;
    },
    close() {
      socket.close();
    },
  };
}
