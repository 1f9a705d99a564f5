/**
 * Which real database failures count as a read that took too long. PostgreSQL's statement and
 * lock timeouts are produced for real in test/e2e/intelReadFaults.e2e.test.ts; SQLite's lock wait is
 * produced here with two connections on one file (a lock held past the reader's busy timeout),
 * because in the service it would block the whole process for the connection's 10 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { ServiceError } from "../../../core/errors.js";
import { archiveFailure, isReadTimeout } from "./readFailures.js";

const dir = mkdtempSync(join(tmpdir(), "read-failures-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("a read that took too long", () => {
  it("SQLite: a lock held past the busy timeout (SQLITE_BUSY) is a timeout; a missing table is not", () => {
    const file = join(dir, "locked.sqlite");
    const writer = new SqliteDatabase(file);
    writer.exec("create table t (x integer); insert into t values (1)");
    const reader = new SqliteDatabase(file);
    reader.pragma("busy_timeout = 0");
    writer.exec("begin exclusive");
    try {
      const busy = thrown(() => reader.prepare("select x from t").all());
      expect((busy as { code: string }).code).toBe("SQLITE_BUSY");
      expect(isReadTimeout(busy)).toBe(true);
    } finally {
      writer.exec("rollback");
    }
    const missing = thrown(() => reader.prepare("select x from gone").all());
    expect(isReadTimeout(missing)).toBe(false);
    writer.close();
    reader.close();
  });

  it("is answered archive_read_timeout; anything else archive_read_failed; a 404 passes through", () => {
    const busy = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    expect(thrown(() => archiveFailure(busy))).toMatchObject({ errorCode: "archive_read_timeout" });
    const gone = new Error("no such table: sec13f_holdings");
    const failed = thrown(() => archiveFailure(gone)) as ServiceError;
    expect(failed).toMatchObject({ errorCode: "archive_read_failed", status: 503, billing: "not_billed" });
    expect(failed.message).not.toContain("sec13f_holdings");
    const unknown = new ServiceError("unknown_ticker", "no such symbol");
    expect(thrown(() => archiveFailure(unknown))).toBe(unknown);
  });
});
