/**
 * `npm run check:engines`: which Node versions the installed dependencies accept, read from the
 * `engines.node` of every package under node_modules (nested copies included), against the LTS
 * lines the project supports: 22 and 24 by what the packages declare, 20 (the machines here) by
 * what runs — some packages' authors have dropped 20 from their engines while their code still
 * runs on it, and the test suite on Node 20 is what says so. For each line it finds the first
 * release (by minor) each package accepts, and reports:
 * - a package that refuses all of 22 or 24 (an error: the project could not be supported there);
 *   one that refuses all of 20 (a warning: it runs here only as far as the tests show);
 * - the release of each line every package accepts (the honest floor), and whether the project's
 *   own `engines.node` (package.json) admits a release below it (an error: npm would install it
 *   where a dependency says it does not run; on line 20, counted without the packages warned of).
 * Exits 1 on an error. A package without engines.node claims nothing and is not counted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LINES = [20, 22, 24] as const;
/** The line the project runs on here, whose refusals are warnings (see above). */
const RUN_HERE = 20;
/** Higher than any minor each line has reached (20.20, 22.21, 24.11 when this was written). */
const MAX_MINOR = 40;
const MAX_PATCH = 60;

interface Manifest {
  name: string;
  version: string;
  engines?: { node?: string };
}

/** Every package.json under a node_modules folder, nested ones too. */
function* manifests(modules: string): Generator<Manifest> {
  let entries: string[];
  try {
    entries = readdirSync(modules);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.startsWith(".")) continue;
    const folders = entry.startsWith("@")
      ? readdirSync(join(modules, entry)).map((name) => join(modules, entry, name))
      : [join(modules, entry)];
    for (const folder of folders) {
      try {
        yield JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as Manifest;
      } catch {
        continue;
      }
      yield* manifests(join(folder, "node_modules"));
    }
  }
}

/** The first release of `line` the range accepts (by minor, then by patch), or null for none. */
function firstAccepted(range: string, line: number): string | null {
  for (let minor = 0; minor <= MAX_MINOR; minor++) {
    if (!semver.intersects(range, `>=${line}.${minor}.0 <${line}.${minor + 1}.0`)) continue;
    for (let patch = 0; patch <= MAX_PATCH; patch++) {
      if (semver.satisfies(`${line}.${minor}.${patch}`, range)) return `${line}.${minor}.${patch}`;
    }
  }
  return null;
}

const seen = new Map<string, Manifest>();
for (const manifest of manifests(join(ROOT, "node_modules"))) {
  if (manifest.engines?.node && semver.validRange(manifest.engines.node)) {
    seen.set(`${manifest.name}@${manifest.version}`, manifest);
  }
}

const errors: string[] = [];
const warnings: string[] = [];
const floors = new Map<number, { version: string; by: string[] }>();
for (const line of LINES) floors.set(line, { version: `${line}.0.0`, by: [] });
for (const [id, manifest] of seen) {
  const range = manifest.engines?.node as string;
  for (const line of LINES) {
    const first = firstAccepted(range, line);
    const floor = floors.get(line) as { version: string; by: string[] };
    if (first === null) {
      (line === RUN_HERE ? warnings : errors).push(
        `${id} refuses every Node ${line} release (engines.node "${range}")`,
      );
    } else if (semver.gt(first, floor.version)) {
      floors.set(line, { version: first, by: [`${id} ("${range}")`] });
    } else if (semver.eq(first, floor.version) && first !== `${line}.0.0`) {
      floor.by.push(`${id} ("${range}")`);
    }
  }
}

const own = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Manifest;
const ownRange = own.engines?.node ?? "*";
console.log(`${seen.size} installed packages declare engines.node; package.json declares "${ownRange}".`);
for (const line of LINES) {
  const floor = floors.get(line) as { version: string; by: string[] };
  const needs = floor.by.length ? ` (needed by ${floor.by.slice(0, 3).join(", ")})` : "";
  console.log(`Node ${line}: every dependency accepts ${floor.version} and later${needs}`);
  const ownFirst = firstAccepted(ownRange, line);
  if (ownFirst === null) errors.push(`package.json's engines.node "${ownRange}" refuses every Node ${line}`);
  else if (semver.lt(ownFirst, floor.version)) {
    errors.push(
      `package.json's engines.node "${ownRange}" admits Node ${ownFirst}, below ${floor.version} that ${floor.by[0]} needs`,
    );
  }
}
for (const warning of warnings) console.warn(`engines: warning: ${warning}`);
for (const error of errors) console.error(`engines: ${error}`);
process.exit(errors.length > 0 ? 1 : 0);
