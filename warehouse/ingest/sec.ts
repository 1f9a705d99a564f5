/** Field checks shared by the SEC JSON adapters; errors name the JSON path of the bad value. */
import { IngestError } from "./errors.js";
import { isIsoDate } from "./values.js";

/** SEC files give the CIK as an integer (320193) or a zero-padded string ("0000320193"). */
export function secCik(value: unknown, file: string, field: string): string {
  if (typeof value === "number" && Number.isInteger(value) && value > 0 && value < 1e10) {
    return String(value).padStart(10, "0");
  }
  if (typeof value === "string" && /^\d{1,10}$/.test(value)) return value.padStart(10, "0");
  throw new IngestError(file, null, field, `${JSON.stringify(value)} is not a CIK`);
}

export class JsonFields {
  constructor(
    private readonly file: string,
    private readonly path: string,
  ) {}

  error(name: string, detail: string): IngestError {
    return new IngestError(this.file, null, name === "" ? this.path : `${this.path}.${name}`, detail);
  }

  date(name: string, value: unknown): string {
    if (typeof value !== "string" || !isIsoDate(value))
      throw this.error(name, `${JSON.stringify(value)} is not a YYYY-MM-DD date`);
    return value;
  }

  /** Absent, null and "" all mean "not given" in SEC output. */
  optionalDate(name: string, value: unknown): string | null {
    return value === undefined || value === null || value === "" ? null : this.date(name, value);
  }

  optionalText(name: string, value: unknown): string | null {
    if (value === undefined || value === null || value === "") return null;
    if (typeof value !== "string") throw this.error(name, `${JSON.stringify(value)} is not a string`);
    return value;
  }

  number(name: string, value: unknown): number {
    if (typeof value !== "number" || !Number.isFinite(value))
      throw this.error(name, `${JSON.stringify(value)} is not a number`);
    return value;
  }

  optionalInteger(name: string, value: unknown): number | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== "number" || !Number.isInteger(value))
      throw this.error(name, `${JSON.stringify(value)} is not an integer`);
    return value;
  }
}
