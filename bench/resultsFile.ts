/**
 * Where a single-purpose bench writes its section of bench/RESULTS.md, between its own markers
 * (its figures go to bench/results.json through bench/results.ts `recordFigures`).
 */
import { readFileSync, writeFileSync } from "node:fs";

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
