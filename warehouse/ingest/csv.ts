/**
 * Minimal RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks; CRLF and
 * LF both end a record; a UTF-8 BOM is dropped. Each record carries the line it starts on, so
 * errors can point at the source. Blank lines are skipped (a trailing newline is not a record).
 */
import { IngestError } from "./errors.js";

export interface CsvRecord {
  /** 1-based line number where the record starts. */
  line: number;
  fields: string[];
}

/**
 * The records of `text`; returns the line number after the last one. `firstLine` > 1 reads a later
 * piece of a file (see recordPieces): its numbering continues, and a BOM can only start line 1.
 */
export function* readCsv(text: string, file: string, firstLine = 1): Generator<CsvRecord, number> {
  const input = firstLine === 1 && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const length = input.length;
  let pos = 0;
  let line = firstLine;
  while (pos < length) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      if (input.charCodeAt(pos) === QUOTE) {
        const { value, end, lines } = readQuoted(input, pos, file, startLine);
        fields.push(value);
        line += lines;
        pos = end;
        const next = input.charCodeAt(pos);
        if (pos < length && next !== COMMA && next !== LF && next !== CR) {
          throw new IngestError(
            file,
            line,
            null,
            `unexpected character after closing quote of field ${fields.length}`,
          );
        }
      } else {
        let end = pos;
        while (end < length) {
          const c = input.charCodeAt(end);
          if (c === COMMA || c === LF || c === CR) break;
          end++;
        }
        fields.push(input.slice(pos, end));
        pos = end;
      }
      if (pos < length && input.charCodeAt(pos) === COMMA) {
        pos++;
        continue;
      }
      break;
    }
    if (input.charCodeAt(pos) === CR) pos++;
    if (input.charCodeAt(pos) === LF) pos++;
    line++;
    if (!(fields.length === 1 && fields[0] === "")) yield { line: startLine, fields };
  }
  return line;
}

/**
 * Cuts a stream of text into pieces that each end where a record does (after a line feed outside
 * quotes), so readCsv can read a file longer than one string may be, a piece at a time.
 */
export async function* recordPieces(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = "";
  for await (const chunk of chunks) {
    pending += chunk;
    const cut = lastRecordEnd(pending);
    if (cut > 0) {
      yield pending.slice(0, cut);
      pending = pending.slice(cut);
    }
  }
  if (pending !== "") yield pending;
}

/** The index after the last line feed with an even number of quotes before it; 0 if none. */
function lastRecordEnd(text: string): number {
  const quotes: number[] = [];
  for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) quotes.push(i);
  let before = quotes.length;
  // lastIndexOf clamps a negative start to 0, so the walk stops by itself only before index 0.
  for (let lf = text.lastIndexOf("\n"); lf !== -1; lf = lf === 0 ? -1 : text.lastIndexOf("\n", lf - 1)) {
    while (before > 0 && (quotes[before - 1] as number) > lf) before--;
    if (before % 2 === 0) return lf + 1;
  }
  return 0;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

function readQuoted(
  input: string,
  start: number,
  file: string,
  line: number,
): { value: string; end: number; lines: number } {
  let value = "";
  let pos = start + 1;
  let lines = 0;
  for (;;) {
    const close = input.indexOf('"', pos);
    if (close === -1) throw new IngestError(file, line, null, "unterminated quoted field");
    const chunk = input.slice(pos, close);
    value += chunk;
    lines += countLineBreaks(chunk);
    if (input.charCodeAt(close + 1) === QUOTE) {
      value += '"';
      pos = close + 2;
      continue;
    }
    return { value, end: close + 1, lines };
  }
}

function countLineBreaks(text: string): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  // A lone CR (old Mac line end) also starts a new line for editors.
  for (let i = text.indexOf("\r"); i !== -1; i = text.indexOf("\r", i + 1))
    if (text.charCodeAt(i + 1) !== LF) n++;
  return n;
}
