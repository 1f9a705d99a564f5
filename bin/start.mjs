// `npm start`: the service compiled (bin/build.mjs builds dist/ first when it is missing or
// stale), run in this process, so the signals npm forwards reach the server itself
// (bin/serve.ts: SIGTERM/SIGINT drain). Its options are bin/serve.ts's.
import { ensureBuilt } from "./build.mjs";

await ensureBuilt();
// dist/ exists only once built: a URL, not a literal, so the layer check (dependency-cruiser)
// does not look for it in a clean checkout.
await import(new URL("../dist/bin/serve.js", import.meta.url).href);
