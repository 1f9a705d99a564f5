/** The five-subgraph instrument query of (b) and (c), and a load target for it. */
import { graphqlData, type Target } from "./load.js";
import type { Child } from "./processes.js";

const INSTRUMENT_SELECTION =
  "ticker name priceSnapshot { price dayChangePercent marketCap } companyFacts { cik sector } filingNews(limit: 3) { items { title } } momentum { value } riskProfile { annualisedVolatility var95 }";
export const INSTRUMENT_QUERY = `{ instrument(ticker: "AAPL") { ${INSTRUMENT_SELECTION} } }`;
/**
 * The per-ticker query leaves filingNews (intel) out: it refuses a company whose EDGAR filings are
 * not held (503 dataset_unavailable, spec/01 rule 4), which is most of the tickers in turn, and
 * each gateway words that partial answer its own way. Four subgraphs per answer, error-free.
 */
const PER_TICKER_SELECTION = INSTRUMENT_SELECTION.replace(" filingNews(limit: 3) { items { title } }", "");
const INSTRUMENT_QUERY_VARIABLES = `query Instrument($ticker: String!) { instrument(ticker: $ticker) { ${PER_TICKER_SELECTION} } }`;

/**
 * The instrument query. With no `tickers`: exactly the query of the brief (AAPL, literal), which
 * must answer every subgraph's part. With `tickers`: the same selection with `$ticker`, one
 * request per ticker in turn, each answer checked for errors and the right ticker.
 */
export function instrumentTarget(
  label: string,
  url: string,
  server: Child,
  options: { also?: Child[]; tickers?: string[] } = {},
): Target {
  const { tickers, also } = options;
  return {
    label,
    url,
    method: "POST",
    bodies: tickers
      ? tickers.map((ticker) => JSON.stringify({ query: INSTRUMENT_QUERY_VARIABLES, variables: { ticker } }))
      : [JSON.stringify({ query: INSTRUMENT_QUERY })],
    server,
    ...(also ? { also } : {}),
    verify: (status, body) => {
      const instrument = graphqlData(status, body, "instrument");
      if (tickers) {
        if (typeof instrument.ticker !== "string" || !tickers.includes(instrument.ticker)) {
          throw new Error(`${label}: unexpected answer ${body.slice(0, 500)}`);
        }
        return instrument;
      }
      const ok =
        instrument.ticker === "AAPL" &&
        typeof instrument.name === "string" &&
        typeof (instrument.priceSnapshot as { marketCap?: unknown }).marketCap === "number" &&
        typeof (instrument.companyFacts as { cik?: unknown }).cik === "string" &&
        (instrument.filingNews as { items: unknown[] }).items.length === 3 &&
        typeof (instrument.momentum as { value?: unknown }).value === "number" &&
        typeof (instrument.riskProfile as { var95?: unknown }).var95 === "number";
      if (!ok) throw new Error(`${label}: incomplete instrument: ${body.slice(0, 800)}`);
      return instrument;
    },
    // The answers hold nothing time-dependent: every response must be byte-identical to a verified one.
    makeVerifyBody: (verifiedBodies) => {
      const expected = new Set(verifiedBodies);
      return (body) => expected.has(body);
    },
  };
}
