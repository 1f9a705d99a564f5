// How a worker thread loads its TypeScript side. Under tsx (`npm run serve`, tests) a worker
// starts without the loader the main thread runs under (Node 20 passes no --import hooks to
// workers), so the .ts source is imported through tsx, registered here. Under the compiled start
// (`npm start` runs dist/, bin/build.ts) no .ts file sits beside the entry and its compiled .js
// sibling is imported as is, with no loader.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

let registered = false;

/** Imports `source` (a .ts URL), or its .js sibling when the source is not there (compiled). */
export async function importSource(source) {
  if (!existsSync(fileURLToPath(source))) return import(source.href.replace(/\.ts$/, ".js"));
  if (!registered) {
    const { register } = await import("tsx/esm/api");
    register();
    registered = true;
  }
  return import(source.href);
}
