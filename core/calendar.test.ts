import { describe, expect, it } from "vitest";
import {
  countTradingDays,
  easternDate,
  easternTime,
  holidayOn,
  isHalfDay,
  isTradingDay,
  lastFinalCloseDate,
  nextTradingDay,
  previousTradingDay,
  regularCloseInstant,
  sessionAt,
  sessionHours,
} from "./calendar.js";
import { fixedClock, systemClock } from "./clock.js";

/** Every date of a year for which `keep` holds, as 'MM-DD'. */
function datesIn(year: number, keep: (date: string) => boolean): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(year, 0, 1); new Date(t).getUTCFullYear() === year; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (keep(date)) out.push(date.slice(5));
  }
  return out;
}

const at = (iso: string) => sessionAt(new Date(iso));

describe("full-day closures by year", () => {
  // Published NYSE schedules; observed dates in place of weekend holidays.
  it.each([
    [2015, ["01-01", "01-19", "02-16", "04-03", "05-25", "07-03", "09-07", "11-26", "12-25"]],
    [2018, ["01-01", "01-15", "02-19", "03-30", "05-28", "07-04", "09-03", "11-22", "12-05", "12-25"]],
    [2020, ["01-01", "01-20", "02-17", "04-10", "05-25", "07-03", "09-07", "11-26", "12-25"]],
    [2021, ["01-01", "01-18", "02-15", "04-02", "05-31", "07-05", "09-06", "11-25", "12-24"]],
    [2022, ["01-17", "02-21", "04-15", "05-30", "06-20", "07-04", "09-05", "11-24", "12-26"]],
    [2023, ["01-02", "01-16", "02-20", "04-07", "05-29", "06-19", "07-04", "09-04", "11-23", "12-25"]],
    [2024, ["01-01", "01-15", "02-19", "03-29", "05-27", "06-19", "07-04", "09-02", "11-28", "12-25"]],
    [
      2025,
      ["01-01", "01-09", "01-20", "02-17", "04-18", "05-26", "06-19", "07-04", "09-01", "11-27", "12-25"],
    ],
    [2026, ["01-01", "01-19", "02-16", "04-03", "05-25", "06-19", "07-03", "09-07", "11-26", "12-25"]],
  ])("%i", (year, expected) => {
    expect(datesIn(year, (d) => holidayOn(d) !== null)).toEqual(expected);
    // Holidays are exactly the weekdays that do not trade.
    expect(
      datesIn(year, (d) => !isTradingDay(d) && ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())),
    ).toEqual(expected);
  });

  it("names each holiday", () => {
    expect(holidayOn("2024-01-01")).toBe("New Year's Day");
    expect(holidayOn("2024-01-15")).toBe("Martin Luther King Jr. Day");
    expect(holidayOn("2024-02-19")).toBe("Washington's Birthday");
    expect(holidayOn("2024-03-29")).toBe("Good Friday");
    expect(holidayOn("2024-05-27")).toBe("Memorial Day");
    expect(holidayOn("2024-06-19")).toBe("Juneteenth National Independence Day");
    expect(holidayOn("2024-07-04")).toBe("Independence Day");
    expect(holidayOn("2024-09-02")).toBe("Labor Day");
    expect(holidayOn("2024-11-28")).toBe("Thanksgiving Day");
    expect(holidayOn("2024-12-25")).toBe("Christmas Day");
    expect(holidayOn("2025-01-09")).toBe("National Day of Mourning for Jimmy Carter");
    expect(holidayOn("2018-12-05")).toBe("National Day of Mourning for George H. W. Bush");
    expect(holidayOn("2012-10-29")).toBe("Hurricane Sandy");
    expect(holidayOn("2012-10-30")).toBe("Hurricane Sandy");
    expect(holidayOn("2024-03-28")).toBeNull();
  });

  it("Juneteenth only from 2022, shifted off weekends", () => {
    expect(holidayOn("2021-06-18")).toBeNull();
    expect(isTradingDay("2021-06-18")).toBe(true);
    expect(holidayOn("2022-06-20")).toBe("Juneteenth National Independence Day");
    expect(isTradingDay("2022-06-20")).toBe(false);
    expect(holidayOn("2027-06-18")).toBe("Juneteenth National Independence Day");
  });

  it("New Year's Day: Sunday observed Monday, Saturday not observed", () => {
    expect(holidayOn("2017-01-02")).toBe("New Year's Day");
    expect(isTradingDay("2017-01-02")).toBe(false);
    expect(holidayOn("2023-01-02")).toBe("New Year's Day");
    expect(isTradingDay("2021-12-31")).toBe(true);
    expect(holidayOn("2021-12-31")).toBeNull();
    expect(isTradingDay("2022-01-01")).toBe(false);
    expect(holidayOn("2022-01-01")).toBeNull();
    expect(isTradingDay("2022-01-03")).toBe(true);
  });

  it("Good Friday from Easter", () => {
    for (const date of ["2015-04-03", "2016-03-25", "2019-04-19", "2024-03-29", "2025-04-18", "2026-04-03"]) {
      expect(holidayOn(date)).toBe("Good Friday");
    }
  });

  it("MLK Day only from 1998", () => {
    expect(holidayOn("1997-01-20")).toBeNull();
    expect(holidayOn("1998-01-19")).toBe("Martin Luther King Jr. Day");
  });

  it("weekends are closed but are not holidays", () => {
    expect(isTradingDay("2024-03-09")).toBe(false);
    expect(isTradingDay("2024-03-10")).toBe(false);
    expect(holidayOn("2024-03-09")).toBeNull();
    expect(isTradingDay("2024-03-11")).toBe(true);
  });
});

describe("half days", () => {
  it.each([
    [2015, ["11-27", "12-24"]],
    [2018, ["07-03", "11-23", "12-24"]],
    [2019, ["07-03", "11-29", "12-24"]],
    [2020, ["11-27", "12-24"]],
    [2021, ["11-26"]],
    [2022, ["11-25"]],
    [2023, ["07-03", "11-24"]],
    [2024, ["07-03", "11-29", "12-24"]],
    [2025, ["07-03", "11-28", "12-24"]],
    [2026, ["11-27", "12-24"]],
  ])("%i", (year, expected) => {
    expect(datesIn(year, isHalfDay)).toEqual(expected);
  });

  it("named examples", () => {
    for (const date of ["2023-07-03", "2023-11-24", "2024-07-03", "2024-12-24", "2015-12-24", "2018-12-24"]) {
      expect(isHalfDay(date)).toBe(true);
    }
    // Friday before a Sunday Christmas Eve; Thursday before an observed July 3 holiday.
    expect(isHalfDay("2023-12-22")).toBe(false);
    expect(isHalfDay("2020-07-02")).toBe(false);
    // Observed holidays are closures, not half days.
    expect(isHalfDay("2020-07-03")).toBe(false);
    expect(isHalfDay("2021-12-24")).toBe(false);
  });
});

describe("sessionAt", () => {
  it("EST full day (2024-01-10, UTC-5)", () => {
    expect(at("2024-01-10T08:59:59Z")).toEqual({ session: "closed", date: "2024-01-10" }); // 03:59:59
    expect(at("2024-01-10T09:00:00Z")).toEqual({ session: "pre", date: "2024-01-10" }); // 04:00
    expect(at("2024-01-10T14:29:59Z")).toEqual({ session: "pre", date: "2024-01-10" }); // 09:29:59
    expect(at("2024-01-10T14:30:00Z")).toEqual({ session: "regular", date: "2024-01-10" }); // 09:30
    expect(at("2024-01-10T20:59:00Z")).toEqual({ session: "regular", date: "2024-01-10" }); // 15:59
    expect(at("2024-01-10T21:00:00Z")).toEqual({ session: "post", date: "2024-01-10" }); // 16:00
    expect(at("2024-01-11T00:59:00Z")).toEqual({ session: "post", date: "2024-01-10" }); // 19:59
    expect(at("2024-01-11T01:00:00Z")).toEqual({ session: "closed", date: "2024-01-10" }); // 20:00
    expect(at("2024-01-11T04:59:59Z")).toEqual({ session: "closed", date: "2024-01-10" }); // 23:59:59
    expect(at("2024-01-11T05:00:00Z")).toEqual({ session: "closed", date: "2024-01-11" }); // 00:00
  });

  it("EDT full day (2024-07-10, UTC-4)", () => {
    expect(at("2024-07-10T07:59:00Z")).toEqual({ session: "closed", date: "2024-07-10" }); // 03:59
    expect(at("2024-07-10T08:00:00Z")).toEqual({ session: "pre", date: "2024-07-10" }); // 04:00
    expect(at("2024-07-10T13:29:59Z")).toEqual({ session: "pre", date: "2024-07-10" }); // 09:29:59
    expect(at("2024-07-10T13:30:00Z")).toEqual({ session: "regular", date: "2024-07-10" }); // 09:30
    expect(at("2024-07-10T19:59:00Z")).toEqual({ session: "regular", date: "2024-07-10" }); // 15:59
    expect(at("2024-07-10T20:00:00Z")).toEqual({ session: "post", date: "2024-07-10" }); // 16:00
    expect(at("2024-07-10T23:59:00Z")).toEqual({ session: "post", date: "2024-07-10" }); // 19:59
    expect(at("2024-07-11T00:00:00Z")).toEqual({ session: "closed", date: "2024-07-10" }); // 20:00
    expect(at("2024-07-11T03:30:00Z")).toEqual({ session: "closed", date: "2024-07-10" }); // 23:30
  });

  it("half day in EST (2024-11-29) and EDT (2024-07-03)", () => {
    expect(at("2024-11-29T17:59:00Z")).toEqual({ session: "regular", date: "2024-11-29" }); // 12:59
    expect(at("2024-11-29T18:00:00Z")).toEqual({ session: "post", date: "2024-11-29" }); // 13:00
    expect(at("2024-11-29T21:59:59Z")).toEqual({ session: "post", date: "2024-11-29" }); // 16:59:59
    expect(at("2024-11-29T22:00:00Z")).toEqual({ session: "closed", date: "2024-11-29" }); // 17:00
    expect(at("2024-07-03T16:59:00Z")).toEqual({ session: "regular", date: "2024-07-03" }); // 12:59
    expect(at("2024-07-03T17:00:00Z")).toEqual({ session: "post", date: "2024-07-03" }); // 13:00
    expect(at("2024-07-03T21:00:00Z")).toEqual({ session: "closed", date: "2024-07-03" }); // 17:00
  });

  it("closed all day on weekends and holidays", () => {
    expect(at("2024-03-09T15:00:00Z")).toEqual({ session: "closed", date: "2024-03-09" }); // Sat 10:00
    expect(at("2024-07-04T14:00:00Z")).toEqual({ session: "closed", date: "2024-07-04" }); // 10:00 EDT
    expect(at("2024-12-25T15:00:00Z")).toEqual({ session: "closed", date: "2024-12-25" }); // 10:00 EST
    expect(at("2025-01-09T15:00:00Z")).toEqual({ session: "closed", date: "2025-01-09" });
  });
});

describe("Eastern time and DST", () => {
  it("maps wall clock to instants on both sides of each change", () => {
    expect(easternTime("2024-03-08", "09:30").toISOString()).toBe("2024-03-08T14:30:00.000Z");
    expect(easternTime("2024-03-11", "09:30").toISOString()).toBe("2024-03-11T13:30:00.000Z");
    expect(easternTime("2024-11-01", "09:30").toISOString()).toBe("2024-11-01T13:30:00.000Z");
    expect(easternTime("2024-11-04", "09:30").toISOString()).toBe("2024-11-04T14:30:00.000Z");
  });

  it("is right on the transition days themselves", () => {
    expect(easternTime("2024-03-10", "01:59").toISOString()).toBe("2024-03-10T06:59:00.000Z");
    expect(easternTime("2024-03-10", "03:00").toISOString()).toBe("2024-03-10T07:00:00.000Z");
    expect(easternTime("2024-03-10", "04:00").toISOString()).toBe("2024-03-10T08:00:00.000Z");
    expect(easternTime("2024-11-03", "00:30").toISOString()).toBe("2024-11-03T04:30:00.000Z");
    expect(easternTime("2024-11-03", "03:00").toISOString()).toBe("2024-11-03T08:00:00.000Z");
    expect(easternTime("2024-11-03", "04:00").toISOString()).toBe("2024-11-03T09:00:00.000Z");
    expect(easternTime("2024-11-03", "23:59:59").toISOString()).toBe("2024-11-04T04:59:59.000Z");
  });

  it("easternDate uses the New York calendar day", () => {
    expect(easternDate(new Date("2024-03-10T04:59:59Z"))).toBe("2024-03-09");
    expect(easternDate(new Date("2024-03-10T05:00:00Z"))).toBe("2024-03-10");
    expect(easternDate(new Date("2024-07-11T03:59:59Z"))).toBe("2024-07-10");
    expect(easternDate(new Date("2024-07-11T04:00:00Z"))).toBe("2024-07-11");
    expect(easternDate(new Date("2025-01-01T04:59:59.999Z"))).toBe("2024-12-31");
  });

  it("round-trips every regular open of 2024 through easternDate", () => {
    for (const date of datesIn(2024, isTradingDay).map((d) => `2024-${d}`)) {
      const open = easternTime(date, "09:30");
      expect(easternDate(open)).toBe(date);
      expect(sessionAt(open).session).toBe("regular");
    }
  });

  it("rejects malformed input", () => {
    expect(() => holidayOn("2024-02-30")).toThrow(RangeError);
    expect(() => isTradingDay("2024-1-02")).toThrow(RangeError);
    expect(() => easternTime("2024-01-02", "9:30")).toThrow(RangeError);
    expect(() => easternTime("2024-01-02", "24:00")).toThrow(RangeError);
    expect(() => easternDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("sessionHours and regularCloseInstant", () => {
  it("full day after spring-forward", () => {
    expect(sessionHours("2024-03-10")).toBeNull();
    expect(sessionHours("2024-03-11")).toEqual({
      date: "2024-03-11",
      preOpen: new Date("2024-03-11T08:00:00Z"),
      regularOpen: new Date("2024-03-11T13:30:00Z"),
      regularClose: new Date("2024-03-11T20:00:00Z"),
      postClose: new Date("2024-03-12T00:00:00Z"),
      halfDay: false,
    });
  });

  it("half day in winter", () => {
    expect(sessionHours("2024-12-24")).toEqual({
      date: "2024-12-24",
      preOpen: new Date("2024-12-24T09:00:00Z"),
      regularOpen: new Date("2024-12-24T14:30:00Z"),
      regularClose: new Date("2024-12-24T18:00:00Z"),
      postClose: new Date("2024-12-24T22:00:00Z"),
      halfDay: true,
    });
  });

  it("regular close is 16:00 or 13:00 ET, null when closed", () => {
    expect(regularCloseInstant("2024-07-03")?.toISOString()).toBe("2024-07-03T17:00:00.000Z");
    expect(regularCloseInstant("2024-07-05")?.toISOString()).toBe("2024-07-05T20:00:00.000Z");
    expect(regularCloseInstant("2024-12-24")?.toISOString()).toBe("2024-12-24T18:00:00.000Z");
    expect(regularCloseInstant("2024-12-26")?.toISOString()).toBe("2024-12-26T21:00:00.000Z");
    expect(regularCloseInstant("2024-12-25")).toBeNull();
    expect(regularCloseInstant("2024-12-28")).toBeNull();
  });
});

describe("countTradingDays", () => {
  /** The walk it replaces: every day from `from` to `to`, one at a time. */
  function walked(from: string, to: string): number {
    let count = 0;
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
      if (isTradingDay(new Date(t).toISOString().slice(0, 10))) count++;
    return count;
  }
  const day = (t: number) => new Date(Date.UTC(1960, 0, 1) + t * 86_400_000).toISOString().slice(0, 10);

  it("counts what walking the days counts, over spans from one day to decades, either side of 1970", () => {
    const pairs: [string, string][] = [];
    for (let i = 0; i < 200; i++) {
      const start = (i * 7919) % 25_000;
      pairs.push([day(start), day(start + ((i * 104_729) % (i % 3 === 0 ? 12 : 4_000)))]);
    }
    for (const [from, to] of pairs)
      expect(countTradingDays(from, to), `${from}..${to}`).toBe(walked(from, to));
  });

  it("counts 2024's 252 sessions, one for a session alone, none for a holiday, a weekend or an empty span", () => {
    expect(countTradingDays("2024-01-01", "2024-12-31")).toBe(252);
    expect(countTradingDays("2024-07-03", "2024-07-03")).toBe(1);
    expect(countTradingDays("2024-07-04", "2024-07-04")).toBe(0);
    expect(countTradingDays("2024-07-06", "2024-07-07")).toBe(0);
    expect(countTradingDays("2024-07-08", "2024-07-05")).toBe(0);
  });

  it("refuses a date that is not one, as the other functions do", () => {
    expect(() => countTradingDays("2024-02-30", "2024-03-01")).toThrow(RangeError);
  });
});

describe("previous/nextTradingDay", () => {
  it("skips long weekends and holidays", () => {
    expect(nextTradingDay("2024-05-24")).toBe("2024-05-28"); // Memorial Day weekend
    expect(previousTradingDay("2024-05-28")).toBe("2024-05-24");
    expect(previousTradingDay("2024-04-01")).toBe("2024-03-28"); // Good Friday weekend
    expect(nextTradingDay("2022-12-23")).toBe("2022-12-27"); // Christmas observed Monday
    expect(previousTradingDay("2024-01-02")).toBe("2023-12-29"); // across the year end
    expect(nextTradingDay("2021-12-30")).toBe("2021-12-31"); // Saturday New Year not observed
    expect(nextTradingDay("2021-12-31")).toBe("2022-01-03");
    expect(nextTradingDay("2024-11-27")).toBe("2024-11-29"); // Thanksgiving into a half day
  });

  it("excludes the given date, whether or not it trades", () => {
    expect(nextTradingDay("2025-01-09")).toBe("2025-01-10");
    expect(previousTradingDay("2025-01-09")).toBe("2025-01-08");
    expect(nextTradingDay("2025-01-07")).toBe("2025-01-08");
    expect(previousTradingDay("2025-01-02")).toBe("2024-12-31");
  });
});

describe("clock", () => {
  it("fixedClock only moves when told", () => {
    const clock = fixedClock("2024-03-11T13:30:00Z");
    expect(clock.now().toISOString()).toBe("2024-03-11T13:30:00.000Z");
    clock.now().setTime(0);
    expect(clock.now().toISOString()).toBe("2024-03-11T13:30:00.000Z");
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe("2024-03-11T13:31:00.000Z");
    clock.set(new Date("2025-01-09T15:00:00Z"));
    expect(sessionAt(clock.now())).toEqual({ session: "closed", date: "2025-01-09" });
    expect(() => fixedClock("not a date")).toThrow(RangeError);
  });

  it("systemClock reads the wall clock", () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe("lastFinalCloseDate", () => {
  it("is today once the close is final, 5 minutes after the bell; the day before until then", () => {
    // 2022-12-29: regular close 16:00 ET = 21:00Z.
    expect(lastFinalCloseDate(new Date("2022-12-29T19:00:00Z"), "equity")).toBe("2022-12-28");
    expect(lastFinalCloseDate(new Date("2022-12-29T21:04:59Z"), "equity")).toBe("2022-12-28");
    expect(lastFinalCloseDate(new Date("2022-12-29T21:05:00Z"), "equity")).toBe("2022-12-29");
    // Half day 2022-11-25: the bell at 13:00 ET = 18:00Z.
    expect(lastFinalCloseDate(new Date("2022-11-25T18:05:00Z"), "equity")).toBe("2022-11-25");
    // A Sunday has no bell: the day before (bars on or before it give Friday's close).
    expect(lastFinalCloseDate(new Date("2023-01-01T20:00:00Z"), "equity")).toBe("2022-12-31");
    // Crypto: the last UTC day that has ended.
    expect(lastFinalCloseDate(new Date("2022-12-29T00:30:00Z"), "crypto")).toBe("2022-12-28");
  });
});
