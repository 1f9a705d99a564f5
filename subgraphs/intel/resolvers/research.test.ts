/**
 * The LLM research routes' query caps are said twice: in the catalogue's `limits` (the shim refuses
 * REST callers and OpenAPI publishes them) and in the resolver (GraphQL callers). They must agree.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUE_DIR, loadCatalogue } from "../../../catalogue/catalogue.js";
import { MAX_QUERY_LENGTH } from "./research.js";

const limits = Object.fromEntries(loadCatalogue(CATALOGUE_DIR).map((entry) => [entry.name, entry.limits]));

describe("LLM research query caps", () => {
  it("equal the catalogue's limits", () => {
    expect(limits.svc_v3_research_web_search).toEqual({ q: { max_length: MAX_QUERY_LENGTH.webSearch } });
    expect(limits.svc_v3_research_perplexity).toEqual({ q: { max_length: MAX_QUERY_LENGTH.perplexity } });
    expect(limits.svc_v3_research_x_sentiment).toEqual({ q: { max_length: MAX_QUERY_LENGTH.xSentiment } });
  });
});
