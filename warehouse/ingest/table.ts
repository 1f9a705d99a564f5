/**
 * Typed access to the records of a headed CSV file: columns are found by header name (so column
 * order may change upstream), every record must have the header's field count, and each accessor
 * raises an IngestError naming file, line and column when a value does not parse.
 */
import { readCsv } from "./csv.js";
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

/** Records after the header; `columns` must all be present in the header (extra ones are ignored). */
export function* readTable(text: string, file: string, columns: readonly string[]): Generator<CsvRow> {
  const records = readCsv(text, file);
  const header = records.next();
  if (header.done) throw new IngestError(file, 1, null, "file is empty (expected a header row)");
  const names = header.value.fields.map((name) => name.trim());
  const index = new Map<string, number>();
  for (const column of columns) {
    const i = names.indexOf(column);
    if (i === -1)
      throw new IngestError(file, header.value.line, column, `missing column (header: ${names.join(",")})`);
    index.set(column, i);
  }
  for (const { line, fields } of records) {
    if (fields.length !== names.length) {
      // Name the first column that is missing, or the first surplus position.
      const field = fields.length < names.length ? (names[fields.length] ?? null) : `#${names.length + 1}`;
      throw new IngestError(file, line, field, `expected ${names.length} fields, found ${fields.length}`);
    }
    yield new CsvRow(file, line, fields, index);
  }
}
