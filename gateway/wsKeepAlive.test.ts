import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { keepSocketsAlive } from "./wsKeepAlive.js";

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const wss of servers.splice(0)) {
    for (const client of wss.clients) client.terminate();
    await new Promise((resolve) => wss.close(resolve));
  }
});

async function serverWithKeepAlive(intervalMs: number) {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  servers.push(wss);
  await new Promise((resolve) => wss.once("listening", resolve));
  const stop = keepSocketsAlive(wss, intervalMs);
  return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, stop };
}

function connect(url: string, options: { autoPong: boolean }) {
  const socket = new WebSocket(url, options);
  const pings: number[] = [];
  socket.on("ping", () => pings.push(Date.now()));
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  const opened = new Promise((resolve) => socket.once("open", resolve));
  return { socket, pings, closed, opened };
}

describe("one keep-alive timer for every graphql-ws socket", () => {
  it("pings every socket each sweep and cuts the one that never answers, keeping those that do", async () => {
    const { url, stop } = await serverWithKeepAlive(50);
    const answering = connect(url, { autoPong: true });
    const silent = connect(url, { autoPong: false });
    await Promise.all([answering.opened, silent.opened]);
    // Cut at the sweep after its first unanswered ping: 1006, the connection dropped without a close frame.
    expect(await silent.closed).toBe(1006);
    expect(silent.pings.length).toBeGreaterThanOrEqual(1);
    const before = answering.pings.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answering.socket.readyState).toBe(WebSocket.OPEN);
    expect(answering.pings.length).toBeGreaterThan(before);
    stop();
    answering.socket.close();
    await answering.closed;
  });

  it("stops pinging once stopped", async () => {
    const { url, stop } = await serverWithKeepAlive(30);
    const client = connect(url, { autoPong: true });
    await client.opened;
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    const pinged = client.pings.length;
    expect(pinged).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(client.pings.length).toBe(pinged);
    client.socket.close();
    await client.closed;
  });
});
