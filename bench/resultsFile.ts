/**
 * Where a single-purpose bench writes what it measured: its section of bench/RESULTS.md between
 * its own markers, and its figures into bench/results.json
 * (`{"measured_at", "load_average", "figures": {name: value}}`), merged so every other bench's
 * figures stay.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const RESULTS_JSON_PATH = fileURLToPath(new URL("./results.json", import.meta.url));
/** The end of the hand-kept analysis block, which `npm run bench` keeps when it rewrites the file. */
const ANALYSIS_END = "<!-- analysis:end -->";

/** Replaces the text between `begin` and `end`, or adds it at the end of the analysis block. */
export function replaceMarkedSection(path: string, begin: string, end: string, text: string): void {
  const results = readFileSync(path, "utf8");
  const from = results.indexOf(begin);
  const to = results.indexOf(end);
  const next =
    from >= 0 && to > from
      ? results.slice(0, from) + text + results.slice(to + end.length)
      : results.includes(ANALYSIS_END)
        ? results.replace(ANALYSIS_END, `${text}\n\n${ANALYSIS_END}`)
        : `${results.trimEnd()}\n\n${text}\n`;
  writeFileSync(path, next);
}

interface ResultsJson {
  measured_at: string;
  load_average: number[];
  figures: Record<string, number>;
}

/** Sets `figures` in bench/results.json, keeping the figures of other benches. */
export function mergeResultsJson(
  figures: Record<string, number>,
  run: { measuredAt: Date; loadAverage: number[] },
  path = RESULTS_JSON_PATH,
): void {
  const previous: ResultsJson | null = existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
  const next: ResultsJson = {
    measured_at: run.measuredAt.toISOString(),
    load_average: run.loadAverage.map((n) => Number(n.toFixed(2))),
    figures: { ...previous?.figures, ...figures },
  };
  writeFileSync(path, `${JSON.stringify(next, null, 2)}\n`);
}
