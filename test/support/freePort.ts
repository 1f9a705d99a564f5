/** For servers that must be told their port (PostgreSQL, Redis) instead of binding port 0 themselves. */
import { createServer } from "node:net";

/** Asks the kernel for an unused port by binding port 0, then releases it for the server. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolvePort(port) : reject(new Error("no free port"))));
    });
  });
}
