// `npm start`: the service compiled (bin/build.mjs builds dist/ first when it is missing or
// stale), run in this process, so the signals npm forwards reach the server itself
// (bin/serve.ts: SIGTERM/SIGINT drain). Its options are bin/serve.ts's.
import { ensureBuilt } from "./build.mjs";

await ensureBuilt();
await import("../dist/bin/serve.js");
