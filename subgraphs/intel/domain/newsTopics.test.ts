import { describe, expect, it } from "vitest";
import { ServiceError } from "../../../core/errors.js";
import { checkTopics, NEWS_TOPICS, topicsOf } from "./newsTopics.js";

describe("topicsOf", () => {
  it("reads the earnings topic from an 8-K item 2.02 and from periodic reports", () => {
    // data/sample/news/sec_filing_events.csv line 121 (AAPL 8-K of 2023-11-02) and line 122 (its 10-K).
    expect(
      topicsOf(
        "Current report (8-K): Results of Operations and Financial Condition | Financial Statements and Exhibits",
        null,
      ),
    ).toEqual(["earnings"]);
    expect(topicsOf("Annual report (10-K)", null)).toEqual(["earnings"]);
    expect(
      topicsOf("Current report (8-K): Completion of Acquisition or Disposition of Assets", null),
    ).toEqual(["mergers"]);
    expect(topicsOf("Current report (8-K): Other Events | Financial Statements and Exhibits", null)).toEqual(
      [],
    );
  });

  it("reads the teaser too, and never reads paywall from words", () => {
    expect(topicsOf("Oil major names new CEO", "Crude futures slip; the podcast discusses it")).toEqual([
      "ceo",
      "podcast",
      "oil",
      "futures",
    ]);
    expect(topicsOf("paywall", null)).toEqual([]);
  });
});

describe("checkTopics", () => {
  it("accepts the 14 topics of spec/02 in any case", () => {
    expect(checkTopics("topic", [...NEWS_TOPICS])).toEqual([...NEWS_TOPICS]);
    expect(checkTopics("topic", ["Earnings"])).toEqual(["earnings"]);
  });

  it("refuses anything else with 422 invalid_topic naming the parameter", () => {
    try {
      checkTopics("topic_or", ["earnings", "x"]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).errorCode).toBe("invalid_topic");
      expect((error as ServiceError).status).toBe(422);
      expect((error as ServiceError).extra).toMatchObject({ parameter: "topic_or" });
    }
  });
});
