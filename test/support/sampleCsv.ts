/**
 * The bundled CSV files of data/sample read directly, for known answers computed in a test
 * independently of the service's ingest and readers: `sampleCsv("macro/vix_daily.csv")` is the
 * file's rows as records keyed by its header (CRLF or LF line ends; no quoted fields in these files).
 */
import { readFileSync } from "node:fs";

export function sampleCsv(path: string): Record<string, string>[] {
  const text = readFileSync(new URL(`../../data/sample/${path}`, import.meta.url), "utf8");
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const names = (header as string).split(",");
  return lines.map((line) => {
    const fields = line.split(",");
    return Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ""]));
  });
}

/** One numeric column with its date column, oldest first, rows with an empty value left out. */
export function sampleSeries(path: string, dateColumn: string, valueColumn: string) {
  return sampleCsv(path)
    .filter((row) => row[valueColumn] !== "")
    .map((row) => ({ date: row[dateColumn] as string, value: Number(row[valueColumn]) }));
}
