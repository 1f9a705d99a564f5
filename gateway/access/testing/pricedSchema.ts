/**
 * A small schema with the pricing table's shape (priced roots, a root priced by an argument, free
 * lookups, Instrument joins, a ticker list and a bounded list reaching Instrument, a stream), for
 * the quote's and the settlement's unit tests and the quote's property test.
 */
import { buildSchema } from "graphql";
import type { PricingTable } from "../pricingTable.js";

export const schema = buildSchema(`
  type Query {
    priceSnapshot(ticker: String!): Snapshot!
    companyFacts(ticker: String!): Facts!
    instrument(ticker: String!): Instrument!
    instruments(tickers: [String!]!): [Instrument!]!
    researchDataset(dataset: String! = "fred_series", limit: Int! = 10): Rows!
    screener(limit: Int! = 3): Screener!
  }
  type Rows { count: Int }
  type Subscription { bars(symbols: [String!]): Bar! }
  type Snapshot { price: Float instrument: Instrument! }
  type Facts { name: String }
  type Bar { close: Float instrument: Instrument! }
  type Screener { total: Int items: [Row!]! }
  type Row { ticker: String instrument: Instrument! }
  type Instrument {
    ticker: ID!
    name: String
    priceSnapshot: Snapshot
    companyFacts: Facts
    momentum: Lane
    signal: Lane
    riskProfile: Lane
  }
  type Lane { value: Float }
`);

export const pricing: PricingTable = {
  roots: {
    "Query.priceSnapshot": { operation: "svc_price_snapshot", product: "market_data", credits: 1 },
    "Query.companyFacts": { operation: "svc_company_facts", product: "fundamentals", credits: 1 },
    "Query.instrument": null,
    "Query.instruments": null,
    "Query.researchDataset": {
      operation: "svc_v2_research_read",
      product: "fundamentals",
      credits: 1,
      byArgument: { argument: "dataset", products: { minute_bars: "tape", fred_series: "macro_rates_fx" } },
    },
    "Query.screener": { operation: "svc_screener", product: "fundamentals", credits: 1 },
    "Subscription.bars": { operation: "svc_stream_bars", product: "market_data", credits: 1 },
  },
  joins: {
    "Instrument.name": null,
    "Instrument.priceSnapshot": "market_data",
    "Instrument.companyFacts": "fundamentals",
    "Instrument.momentum": "quant_signals",
    "Instrument.signal": "quant_signals",
    "Instrument.riskProfile": "risk_analytics",
  },
  lists: {
    "Query.instruments": { field: "Query.instruments", argument: "tickers" },
    "Screener.items": { field: "Query.screener", argument: "limit" },
  },
};
