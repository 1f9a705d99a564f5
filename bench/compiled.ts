/**
 * What a benchmark's server child runs: the compiled JavaScript `npm start` runs (dist/, built by
 * that checkout's own bin/build.mjs when missing or stale), not the sources under tsx, whose loader
 * alone holds some 140 MB of RSS and costs CPU no deployment pays. A bench entry outside the
 * server tree (bench/service.ts, bench/monolith.ts, the gateways of section b) is transpiled the
 * same way (bin/build.mjs's transpile) into the checkout's dist/bench/, so its imports reach the
 * compiled modules beside it. BENCH_TSX=1 runs the sources under tsx instead, to compare.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import { promisify } from "node:util";
import { transpile } from "../bin/build.mjs";

export const UNDER_TSX = process.env.BENCH_TSX === "1";

/** Per checkout, its dist/ built once per run; per entry, its transpile. */
const trees = new Map<string, Promise<unknown>>();
const entries = new Map<string, Promise<string>>();

/** The checkout a script belongs to: the nearest folder above it with a bin/build.mjs. */
function checkoutOf(script: string): string {
  let dir = dirname(script);
  while (!existsSync(join(dir, "bin", "build.mjs"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${script} is in no checkout with a bin/build.mjs`);
    dir = parent;
  }
  return dir;
}

/** `script` (a .ts entry, relative to `root` or absolute) as the compiled file a child runs, and its checkout. */
export async function compiledEntry(root: string, script: string): Promise<{ root: string; entry: string }> {
  const checkout = isAbsolute(script) ? checkoutOf(script) : root;
  const source = relative(checkout, isAbsolute(script) ? script : join(root, script));
  if (!trees.has(checkout)) {
    trees.set(
      checkout,
      promisify(execFile)(process.execPath, [join(checkout, "bin", "build.mjs")], { cwd: checkout }),
    );
  }
  await trees.get(checkout);
  const entry = join(checkout, "dist", source.replace(/\.ts$/, ".js"));
  // The server tree's entries (bin/serve.ts) are built with it; a bench entry is transpiled beside it.
  if (!source.startsWith("bench/")) return { root: checkout, entry };
  if (!entries.has(entry)) {
    entries.set(
      entry,
      transpile(checkout, [source], join(checkout, "dist")).then(() => entry),
    );
  }
  return { root: checkout, entry: await (entries.get(entry) as Promise<string>) };
}
