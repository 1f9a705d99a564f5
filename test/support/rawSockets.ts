/**
 * Clients that misbehave on purpose, over a bare TCP socket: an HTTP request that stops part way
 * (its head, or its body), and a WebSocket that sends a frame header promising more than the
 * server should accept. What the server answers, and when it hangs up, is read back as it came.
 */
import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";

export interface HangUp {
  /** Everything the server sent before it closed the connection. */
  text: string;
  /** Milliseconds from the last byte written to the connection's end. */
  afterMs: number;
  /** Still open after `giveUpMs`: the client closed it. */
  held: boolean;
}

function open(baseUrl: string): Promise<Socket> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** What the server sends until it closes the connection, or until `giveUpMs` (then `held`). */
function untilClosed(socket: Socket, giveUpMs: number): Promise<HangUp> {
  const started = performance.now();
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    const finish = (held: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString("latin1"), afterMs: performance.now() - started, held });
    };
    const timer = setTimeout(() => finish(true), giveUpMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A write the server no longer reads (it hung up) fails; the close is what counts.
    socket.on("error", () => {});
    socket.once("close", () => finish(false));
  });
}

/** Writes `bytes` (a request's head and as much of its body as wanted) and waits for the server to hang up. */
export async function stalledRequest(baseUrl: string, bytes: string, giveUpMs: number): Promise<HangUp> {
  const socket = await open(baseUrl);
  socket.write(bytes);
  return untilClosed(socket, giveUpMs);
}

export interface RawWebSocket {
  socket: Socket;
  /** The server's close code, from its close frame; null when it hung up without one. */
  closed(giveUpMs: number): Promise<{ code: number | null; held: boolean }>;
}

/** A WebSocket handshake on /graphql with graphql-ws's subprotocol; nothing sent after it. */
export async function rawWebSocket(baseUrl: string): Promise<RawWebSocket> {
  const socket = await open(baseUrl);
  const url = new URL(baseUrl);
  socket.write(
    [
      "GET /graphql HTTP/1.1",
      `Host: ${url.host}`,
      "Upgrade: websocket",
      "Connection: Upgrade",
      `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}`,
      "Sec-WebSocket-Version: 13",
      "Sec-WebSocket-Protocol: graphql-transport-ws",
      "",
      "",
    ].join("\r\n"),
  );
  let received = Buffer.alloc(0);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      socket.off("data", onData);
      const head = received.subarray(0, end).toString("latin1");
      if (!head.startsWith("HTTP/1.1 101")) reject(new Error(`no upgrade: ${head}`));
      received = received.subarray(end + 4);
      resolve();
    };
    socket.on("data", onData);
  });
  // From here on, whatever the server sends is kept until it hangs up.
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
  });
  socket.on("error", () => {});
  const hungUp = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return {
    socket,
    async closed(giveUpMs) {
      let timer: NodeJS.Timeout | undefined;
      const held = await Promise.race([
        hungUp.then(() => false),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(true), giveUpMs);
        }),
      ]);
      clearTimeout(timer);
      socket.destroy();
      // A server frame is unmasked: 0x88 (FIN, close), a length under 126, then the 2-byte code.
      const at = received.indexOf(0x88);
      const code = at >= 0 && received.length >= at + 4 ? received.readUInt16BE(at + 2) : null;
      return { code, held };
    },
  };
}

/**
 * The header of one client text frame of `length` bytes, masked with the all-zero key (so the
 * payload goes on the wire as it is, and one buffer can be sent on many sockets without a copy).
 */
export function frameHeader(length: number): Buffer {
  const header = Buffer.alloc(14);
  header[0] = 0x81;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}
