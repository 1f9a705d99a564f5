/**
 * Keep-alive of the graphql-ws sockets (gateway/host.ts): one timer for every socket of the server
 * rather than graphql-ws's own per socket (an interval, and a timeout for each ping, per
 * connection: 1,000 subscribers kept 2,000 timers). Each sweep terminates a socket that has not
 * answered the previous sweep's ping (its peer is gone, or too slow to read a pong's worth), and
 * pings the others: a dead peer is cut within two intervals, as with graphql-ws's (ping, then
 * `intervalMs` to answer).
 */
import type { WebSocket, WebSocketServer } from "ws";

/** graphql-ws's own default (use/ws: 12 s). */
export const WS_KEEP_ALIVE_MS = 12_000;

export function keepSocketsAlive(wss: WebSocketServer, intervalMs: number = WS_KEEP_ALIVE_MS): () => void {
  const unanswered = new WeakSet<WebSocket>();
  const onPong = function (this: WebSocket) {
    unanswered.delete(this);
  };
  const onConnection = (socket: WebSocket) => socket.on("pong", onPong);
  wss.on("connection", onConnection);
  const timer = setInterval(() => {
    for (const socket of wss.clients) {
      if (socket.readyState !== socket.OPEN) continue;
      if (unanswered.has(socket)) {
        socket.terminate();
        continue;
      }
      unanswered.add(socket);
      socket.ping();
    }
  }, intervalMs);
  // Never what keeps the process alive: the sockets (and the server) are.
  timer.unref();
  return () => {
    clearInterval(timer);
    wss.off("connection", onConnection);
  };
}
