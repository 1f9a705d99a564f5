/**
 * Summarises a V8 .cpuprofile (node --cpu-prof; `BENCH_PROFILE=<dir> npm run bench` writes one per
 * server child and thread): self time by package or project folder, and by function.
 *   tsx bench/profileSummary.ts <file.cpuprofile> [top=25]
 * The largest file of a child is its main thread; the small one is tsx's module loader thread.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: tsx bench/profileSummary.ts <file.cpuprofile> [top]");
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

const selfMicros = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

function ownerOf(url: string, functionName: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (dependency) return dependency;
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0]}`;
  if (!url) return `(${functionName})`;
  return url
    .replace(/^file:\/\/.*?\/(bench|bin|gateway|rest-shim|schema|subgraphs|warehouse)\//, "$1/")
    .split("/")
    .slice(0, 2)
    .join("/");
}

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, micros] of selfMicros) {
  const node = nodes.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  total += micros;
  if (functionName === "(idle)") idle += micros;
  const owner = ownerOf(url, functionName);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
  const where = url.replace(/^file:\/\/.*?\/node_modules\//, "").replace(/^file:\/\//, "");
  const key = `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}

const busy = total - idle;
function print(title: string, entries: Map<string, number>) {
  console.log(`-- ${title} (share of busy time)`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    if (name === "((idle))" || name.startsWith("(idle)")) continue;
    console.log(
      `${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
}
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled, ${(busy / 1000).toFixed(0)} ms busy`);
print("by package / folder", byOwner);
print("by function", byFunction);
