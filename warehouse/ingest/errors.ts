/**
 * A malformed source record. Carries the data-relative file path, the 1-based line and the field
 * so the message points at the exact spot to fix (the whole file is rolled back).
 */
export class IngestError extends Error {
  readonly file: string;
  /** 1-based line in the file; null when the format has no useful line (a JSON value). */
  readonly line: number | null;
  /** Column name (CSV) or JSON path; null when the problem is the record as a whole. */
  readonly field: string | null;
  readonly detail: string;

  constructor(file: string, line: number | null, field: string | null, detail: string) {
    const where = [file, line === null ? null : `line ${line}`, field === null ? null : `field "${field}"`];
    super(`${where.filter((part) => part !== null).join(" ")}: ${detail}`);
    this.name = "IngestError";
    this.file = file;
    this.line = line;
    this.field = field;
    this.detail = detail;
  }
}
