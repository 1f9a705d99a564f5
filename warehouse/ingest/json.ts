/** JSON sources: a syntax error becomes an IngestError with the line it occurred on. */
import { IngestError } from "./errors.js";

export function parseJsonFile(content: Buffer, file: string): unknown {
  const text = content.toString("utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new IngestError(file, syntaxErrorLine(text, message), null, `invalid JSON: ${message}`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** V8 reports either "(line L column C)" or "at position P" depending on the version. */
function syntaxErrorLine(text: string, message: string): number | null {
  const line = /line (\d+) column \d+/.exec(message);
  if (line) return Number(line[1]);
  const position = /position (\d+)/.exec(message);
  if (!position) return null;
  let n = 1;
  const end = Math.min(Number(position[1]), text.length);
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
