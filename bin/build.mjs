// The compiled start's build (`npm run build`; `npm start` runs it when dist/ is missing or stale):
// esbuild transpiles every server source (tests excluded) file for file into dist/, the tree
// mirrored, without bundling, so each module keeps its own import.meta.url and worker threads
// their own entries (core/importSource.mjs). Files the sources read by a path relative to
// themselves (schema/, data/) are reached through links dist/schema and dist/data. esbuild
// transpiles as tsx does (experimentalDecorators from tsconfig.json; no decorator metadata, which
// tsconfig.json turns off: type-graphql is given explicit type functions). No type check here:
// `npm run typecheck` is the check. Plain JavaScript, so it runs before anything is compiled.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DIST = join(ROOT, "dist");
/** The folders whose code a server runs. */
const SOURCE_DIRS = ["app", "bin", "catalogue", "core", "gateway", "rest-shim", "subgraphs", "warehouse"];
/** What the sources read beside themselves, linked into dist/. */
const LINKED_DIRS = ["schema", "data"];
/** What else decides the output: the compiler's settings and version. */
const INPUT_FILES = ["tsconfig.json", "package-lock.json"];
const STAMP = ".source-digest";

function sources() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$|\.d\.m?ts$/.test(entry.name)) files.push(path);
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  return files.sort();
}

/** A digest of every source's path and content and of INPUT_FILES: dist/ is current when its stamp is this. */
function sourceDigest(files) {
  const hash = createHash("sha256");
  for (const file of [...files, ...INPUT_FILES])
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(ROOT, file)))
      .update("\0");
  return hash.digest("hex");
}

/**
 * Transpiles `files` (TypeScript, relative to `root`) file for file into `outdir`, the tree
 * mirrored: the one way a server source becomes JavaScript, here and for the benchmarks' own
 * server entries (bench/compiled.ts).
 */
export async function transpile(root, files, outdir) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: files,
    outdir,
    outbase: ".",
    format: "esm",
    platform: "node",
    target: "node20",
    tsconfig: join(root, "tsconfig.json"),
    sourcemap: "linked",
    logLevel: "warning",
  });
  // esbuild's service process would otherwise live as long as the server it built.
  await esbuild.stop();
}

/** Builds dist/ afresh (into a temporary folder, then moved in place); returns the files compiled. */
export async function build(files = sources(), digest = sourceDigest(files)) {
  const staging = `${DIST}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const typescript = files.filter((file) => file.endsWith(".ts"));
  await transpile(ROOT, typescript, staging);
  for (const file of files.filter((file) => file.endsWith(".mjs"))) {
    mkdirSync(dirname(join(staging, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(staging, file));
  }
  for (const dir of LINKED_DIRS) symlinkSync(join("..", dir), join(staging, dir), "dir");
  writeFileSync(join(staging, STAMP), digest);
  rmSync(DIST, { recursive: true, force: true });
  renameSync(staging, DIST);
  return typescript.length;
}

/** Builds dist/ when it is missing or was built from other sources; says which it did on stderr. */
export async function ensureBuilt() {
  const files = sources();
  const digest = sourceDigest(files);
  const stamp = join(DIST, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === digest) return;
  const started = performance.now();
  const count = await build(files, digest);
  process.stderr.write(
    `built ${relative(ROOT, DIST)}/ from ${count} sources in ${Math.round(performance.now() - started)} ms\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureBuilt();
