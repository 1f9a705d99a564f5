/**
 * Typed access to the records of a headed CSV file: columns are found by header name (so column
 * order may change upstream), every record must have the header's field count, and each accessor
 * raises an IngestError naming file, line and column when a value does not parse.
 */
import { type CsvRecord, readCsv, recordPieces } from "./csv.js";
import { IngestError } from "./errors.js";
import { isIsoDate, parseDecimal, parseOffsetTimestamp } from "./values.js";

export class CsvRow {
  constructor(
    readonly file: string,
    readonly line: number,
    private readonly fields: string[],
    private readonly index: ReadonlyMap<string, number>,
  ) {}

  text(column: string): string {
    const value = this.raw(column);
    if (value === "") throw this.error(column, "is empty");
    return value;
  }

  optionalText(column: string): string | null {
    const value = this.raw(column);
    return value === "" ? null : value;
  }

  number(column: string): number {
    const raw = this.raw(column);
    const value = parseDecimal(raw);
    if (value === undefined) throw this.error(column, `"${raw}" is not a number`);
    return value;
  }

  optionalNumber(column: string): number | null {
    return this.raw(column) === "" ? null : this.number(column);
  }

  date(column: string): string {
    const raw = this.raw(column);
    if (!isIsoDate(raw)) throw this.error(column, `"${raw}" is not a YYYY-MM-DD date`);
    return raw;
  }

  /** ISO 8601 timestamp with offset -> epoch milliseconds. */
  timestamp(column: string): number {
    const raw = this.raw(column);
    const value = parseOffsetTimestamp(raw);
    if (value === undefined) throw this.error(column, `"${raw}" is not an ISO 8601 timestamp with offset`);
    return value;
  }

  error(column: string, detail: string): IngestError {
    return new IngestError(this.file, this.line, column, detail);
  }

  private raw(column: string): string {
    const i = this.index.get(column);
    if (i === undefined) throw new Error(`column "${column}" was not declared when reading ${this.file}`);
    return this.fields[i] ?? "";
  }
}

interface Header {
  names: string[];
  index: ReadonlyMap<string, number>;
}

/** Records after the header; `columns` must all be present in the header (extra ones are ignored). */
export function* readTable(text: string, file: string, columns: readonly string[]): Generator<CsvRow> {
  const records = readCsv(text, file);
  const header = records.next();
  if (header.done) throw emptyFile(file);
  const found = headerOf(header.value, file, columns);
  for (const record of records) yield rowOf(record, found, file);
}

/**
 * readTable over a stream of text (e.g. a gunzip's): the same rows and errors, a piece of records
 * at a time, so a file longer than one string may be is read in bounded memory.
 */
export async function* readTableStream(
  chunks: AsyncIterable<string>,
  file: string,
  columns: readonly string[],
): AsyncGenerator<CsvRow[]> {
  let header: Header | undefined;
  let line = 1;
  for await (const piece of recordPieces(chunks)) {
    const records = readCsv(piece, file, line);
    const rows: CsvRow[] = [];
    for (let next = records.next(); ; next = records.next()) {
      if (next.done) {
        line = next.value;
        break;
      }
      if (header === undefined) header = headerOf(next.value, file, columns);
      else rows.push(rowOf(next.value, header, file));
    }
    if (rows.length > 0) yield rows;
  }
  if (header === undefined) throw emptyFile(file);
}

const emptyFile = (file: string) => new IngestError(file, 1, null, "file is empty (expected a header row)");

function headerOf({ line, fields }: CsvRecord, file: string, columns: readonly string[]): Header {
  const names = fields.map((name) => name.trim());
  const index = new Map<string, number>();
  for (const column of columns) {
    const i = names.indexOf(column);
    if (i === -1) throw new IngestError(file, line, column, `missing column (header: ${names.join(",")})`);
    index.set(column, i);
  }
  return { names, index };
}

function rowOf({ line, fields }: CsvRecord, { names, index }: Header, file: string): CsvRow {
  if (fields.length !== names.length) {
    // Name the first column that is missing, or the first surplus position.
    const field = fields.length < names.length ? (names[fields.length] ?? null) : `#${names.length + 1}`;
    throw new IngestError(file, line, field, `expected ${names.length} fields, found ${fields.length}`);
  }
  return new CsvRow(file, line, fields, index);
}
