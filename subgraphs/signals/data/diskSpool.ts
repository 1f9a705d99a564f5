/**
 * A spool of values on disk, written once and read back in order: what a derived build computes
 * outside its write transaction and writes inside it (warehouse/derived.ts), held in a temp file
 * rather than in the heap. The signals book at 5,000 tickers × 10 years is some 11 million rows of
 * 26 values: held as insert parameters until the write, they alone outgrew the 1 GB the build may
 * use (bench/RESULTS.md, "Scale").
 *
 * Each value is one frame (a 4-byte length, then node:v8's serialisation, which keeps every double
 * bit for bit). The file is unlinked as soon as it is opened, so its space is the kernel's to free
 * when the descriptor closes: `close()`, or the process's end however it ends; nothing is left in
 * the temp directory.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";

export interface DiskSpool<T> {
  append(value: T): void;
  /** Every appended value, in order; may be read more than once until closed. */
  values(): Generator<T>;
  /** Values appended so far. */
  readonly length: number;
  close(): void;
}

const HEAD = 4;

export function diskSpool<T>(label: string): DiskSpool<T> {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  const fd = openSync(join(dir, "spool"), "w+");
  rmSync(dir, { recursive: true });
  let end = 0;
  let length = 0;
  let open = true;
  const mustBeOpen = () => {
    if (!open) throw new Error(`the ${label} spool is closed: its values were read and freed`);
  };
  return {
    append(value) {
      mustBeOpen();
      const body = serialize(value);
      const head = Buffer.alloc(HEAD);
      head.writeUInt32LE(body.length);
      writeSync(fd, head, 0, HEAD, end);
      writeSync(fd, body, 0, body.length, end + HEAD);
      end += HEAD + body.length;
      length++;
    },
    *values() {
      mustBeOpen();
      const head = Buffer.alloc(HEAD);
      for (let at = 0; at < end; ) {
        readSync(fd, head, 0, HEAD, at);
        const body = Buffer.allocUnsafe(head.readUInt32LE(0));
        const read = readSync(fd, body, 0, body.length, at + HEAD);
        if (read !== body.length)
          throw new Error(`the ${label} spool is short at byte ${at}: ${read} of ${body.length}`);
        at += HEAD + body.length;
        yield deserialize(body) as T;
      }
    },
    get length() {
      return length;
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
    },
  };
}
