/** The list bounds generate checks (schema/pricing.yaml `lists`), on small schemas. */
import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import { checkListBounds, parseListBounds } from "./listBounds.js";
import { pricing, schema } from "./testing/pricedSchema.js";

const LISTS = {
  "Query.instruments": "Query.instruments(tickers)",
  "Screener.items": "Query.screener(limit)",
};

describe("list bounds", () => {
  it("reads Type.field(argument), and refuses anything else", () => {
    expect(parseListBounds(LISTS)).toEqual(pricing.lists);
    expect(() => parseListBounds({ "Screener.items": "Query.screener" })).toThrow(
      /is not Type.field\(argument\)/,
    );
  });

  it("accepts a schema whose every list reaching Instrument is bounded from above it", () => {
    expect(() => checkListBounds(schema, "Instrument", parseListBounds(LISTS))).not.toThrow();
  });

  it("refuses a list reaching Instrument without a bound, or with one it cannot read", () => {
    const { "Screener.items": _, ...withoutScreener } = LISTS;
    expect(() => checkListBounds(schema, "Instrument", parseListBounds(withoutScreener))).toThrow(
      /Screener.items is a list on the way to Instrument: give its bound/,
    );
    const elsewhere = { ...LISTS, "Screener.items": "Query.instruments(tickers)" };
    expect(() => checkListBounds(schema, "Instrument", parseListBounds(elsewhere))).toThrow(
      /Screener.items is bounded by Query.instruments, which is not above it on Query.screener > Screener.items/,
    );
    const nullable = buildSchema(`
      type Query { screener(limit: Int): Screener! }
      type Screener { items: [Row!]! }
      type Row { instrument: Instrument! }
      type Instrument { ticker: ID! }`);
    expect(() =>
      checkListBounds(nullable, "Instrument", parseListBounds({ "Screener.items": "Query.screener(limit)" })),
    ).toThrow(/must be a non-null list or Int/);
  });

  it("refuses a bound no list uses, and an abstract type on the way to Instrument", () => {
    expect(() =>
      checkListBounds(
        schema,
        "Instrument",
        parseListBounds({ ...LISTS, "Query.rows": "Query.screener(limit)" }),
      ),
    ).toThrow(/lists.Query.rows: no list by that name reaches Instrument/);
    const abstract = buildSchema(`
      type Query { lookup: Found! }
      union Found = Hit | Miss
      type Hit { instrument: Instrument! }
      type Miss { reason: String }
      type Instrument { ticker: ID! }`);
    expect(() => checkListBounds(abstract, "Instrument", {})).toThrow(/Query.lookup: Found is abstract/);
  });
});
