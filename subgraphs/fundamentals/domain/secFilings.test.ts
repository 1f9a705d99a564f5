import { describe, expect, it } from "vitest";
import { easternWallClock, edgarUrls, filingsIndex, type HeldFiling } from "./secFilings.js";

const filing = (
  accession: string,
  form: string,
  filingDate: string,
  accepted: string | null,
): HeldFiling => ({
  accession,
  form,
  filingDate,
  reportDate: null,
  acceptanceDatetime: accepted,
  primaryDocument: "doc.htm",
  primaryDocDescription: null,
  items: null,
  size: null,
});

describe("easternWallClock", () => {
  it("follows daylight saving time (EDT -4h, EST -5h)", () => {
    expect(easternWallClock("2025-10-31T10:01:26.000Z")).toBe("2025-10-31T06:01:26");
    expect(easternWallClock("2026-01-22T18:55:07.000Z")).toBe("2026-01-22T13:55:07");
    expect(easternWallClock("2025-11-02T05:59:59Z")).toBe("2025-11-02T01:59:59");
    expect(easternWallClock("2025-11-02T06:00:00Z")).toBe("2025-11-02T01:00:00");
    expect(easternWallClock("not a time")).toBeNull();
  });
});

describe("filingsIndex", () => {
  it("orders by acceptance, filters the exact form, and is partial only at EDGAR's recent-page size", () => {
    const held = [
      filing("0000000001-25-000001", "10-K", "2025-01-02", "2025-01-02T12:00:00Z"),
      filing("0000000001-25-000002", "10-K/A", "2025-02-02", "2025-02-02T12:00:00Z"),
      filing("0000000001-25-000003", "10-k", "2025-03-02", null),
    ];
    const index = filingsIndex("0000000001", held, { formType: "10-K", limit: 5 });
    expect(index.items.map((i) => i.accession)).toEqual(["0000000001-25-000003", "0000000001-25-000001"]);
    expect(index.items[0]).toMatchObject({
      acceptedDate: null,
      acceptedDateReason: "acceptance_time_missing",
    });
    expect(index).toMatchObject({ total: 2, isPartial: false, searchedBackTo: "2025-01-02" });
    const many = Array.from({ length: 1000 }, (_, i) =>
      filing(`0000000001-25-${String(i).padStart(6, "0")}`, "4", "2025-01-02", null),
    );
    expect(filingsIndex("1", many, { formType: null, limit: 1 }).isPartial).toBe(true);
  });

  it("forms EDGAR archive links from the CIK without its zero padding", () => {
    expect(edgarUrls("0000320193", { accession: "0000320193-25-000079", primaryDocument: "a.htm" })).toEqual({
      filingIndexUrl:
        "https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/0000320193-25-000079-index.htm",
      documentUrl: "https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/a.htm",
    });
  });
});
