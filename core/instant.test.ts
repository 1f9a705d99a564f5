import { describe, expect, it } from "vitest";
import { httpDate, readHttpDate, readInstant } from "./instant.js";
import { pointInTimeOf } from "./pointInTime.js";

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe("readInstant", () => {
  it("reads an ISO 8601 instant with its zone", () => {
    expect(iso(readInstant("2023-11-03T22:00:00-04:00"))).toBe("2023-11-04T02:00:00.000Z");
    expect(iso(readInstant("2021-12-31T17:00:00Z"))).toBe("2021-12-31T17:00:00.000Z");
    expect(iso(readInstant("2021-12-31T17:00Z"))).toBe("2021-12-31T17:00:00.000Z");
    expect(iso(readInstant("2021-12-31T17:00:00.25+01:00"))).toBe("2021-12-31T16:00:00.250Z");
  });

  it("reads a bare date as its New York day's end, EST and EDT alike", () => {
    expect(iso(readInstant("2021-12-31"))).toBe("2022-01-01T04:59:59.999Z");
    expect(iso(readInstant("2023-11-03"))).toBe("2023-11-04T03:59:59.999Z");
  });

  it("reads nothing else: no zone, off the calendar, out of range, other spellings", () => {
    for (const text of [
      "2021-12-31T17:00:00",
      "2021-02-30",
      "2021-02-30T17:00:00Z",
      "2021-12-31T24:00:00Z",
      "2021-12-31T17:60:00Z",
      "2021-12-31T17:00:00+25:00",
      "20211231",
      "yesterday",
      "",
      " 2021-12-31",
      "Thu, 29 Jun 2016 19:00:00 GMT",
    ]) {
      expect(readInstant(text), text).toBeNull();
    }
  });
});

describe("HTTP-dates (RFC 7089 Accept-Datetime, Memento-Datetime)", () => {
  it("reads the IMF-fixdate form only, on the calendar (its day name not held against it)", () => {
    expect(iso(readHttpDate("Wed, 29 Jun 2016 19:00:00 GMT"))).toBe("2016-06-29T19:00:00.000Z");
    expect(iso(readHttpDate("Thu, 29 Jun 2016 19:00:00 GMT"))).toBe("2016-06-29T19:00:00.000Z");
    expect(readHttpDate("Thu, 31 Jun 2016 19:00:00 GMT")).toBeNull();
    expect(readHttpDate("Thu, 29 jun 2016 19:00:00 GMT")).toBeNull();
    expect(readHttpDate("2016-06-29T19:00:00Z")).toBeNull();
    expect(readHttpDate("Thursday, 29-Jun-16 19:00:00 GMT")).toBeNull();
    expect(readHttpDate("Thu, 29 Jun 2016 19:00:00 +0000")).toBeNull();
  });

  it("writes one, to the second", () => {
    expect(httpDate(new Date("2023-11-04T03:59:59.999Z"))).toBe("Sat, 04 Nov 2023 03:59:59 GMT");
  });
});

describe("pointInTimeOf", () => {
  const now = new Date("2026-11-17T15:00:00Z");

  it("is null when nothing was asked, the instant when one was", () => {
    expect(pointInTimeOf([], now)).toBeNull();
    expect(iso(pointInTimeOf([{ source: "as_of", text: "2021-12-31T17:00:00Z" }], now))).toBe(
      "2021-12-31T17:00:00.000Z",
    );
    // Before any data: allowed (the answers say nothing is held).
    expect(iso(pointInTimeOf([{ source: "as_of", text: "1900-01-01" }], now))).toBe(
      "1900-01-02T04:59:59.999Z",
    );
  });

  it("refuses with invalid_date, naming the parameter and what is accepted", () => {
    const refusal = (asked: Parameters<typeof pointInTimeOf>[0]) => {
      try {
        pointInTimeOf(asked, now);
      } catch (error) {
        return error as { extensions: Record<string, unknown>; message: string };
      }
      throw new Error("not refused");
    };
    const unreadable = refusal([{ source: "as_of", text: "2021-13-01" }]);
    expect(unreadable.extensions).toMatchObject({ code: "invalid_date", extra: { parameter: "as_of" } });
    expect(unreadable.message).toMatch(/cannot be read; accepted: an ISO 8601 instant/);
    const future = refusal([{ source: "Accept-Datetime", text: "Wed, 18 Nov 2026 15:00:00 GMT" }]);
    expect(future.extensions).toMatchObject({
      code: "invalid_date",
      extra: { parameter: "Accept-Datetime" },
    });
    expect(future.message).toMatch(/after the service's clock \(2026-11-17T15:00:00.000Z\)/);
    const disagree = refusal([
      { source: "as_of", text: "2021-12-31T17:00:00Z" },
      { source: "Accept-Datetime", text: "Fri, 31 Dec 2021 17:00:01 GMT" },
    ]);
    expect(disagree.extensions).toMatchObject({
      code: "invalid_date",
      extra: { parameter: "Accept-Datetime" },
    });
    expect(disagree.message).toMatch(/ask one instant, one way/);
  });

  it("takes two ways of asking that name the same instant", () => {
    const asked = [
      { source: "as_of" as const, text: "2021-12-31T12:00:00-05:00" },
      { source: "Accept-Datetime" as const, text: "Fri, 31 Dec 2021 17:00:00 GMT" },
    ];
    expect(iso(pointInTimeOf(asked, now))).toBe("2021-12-31T17:00:00.000Z");
  });
});
