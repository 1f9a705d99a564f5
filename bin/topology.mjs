// `npm run topology`: bin/topology.ts compiled, as `npm start` runs the service (bin/build.mjs
// builds dist/ first when it is missing or stale); the services it starts run compiled too.
import { ensureBuilt } from "./build.mjs";

await ensureBuilt();
// A URL, not a literal: dist/ exists only once built (see bin/start.mjs).
await import(new URL("../dist/bin/topology.js", import.meta.url).href);
