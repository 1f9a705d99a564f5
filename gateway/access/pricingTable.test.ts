import { buildSchema } from "graphql";
import { describe, expect, it } from "vitest";
import type { CatalogueEntry } from "../../catalogue/catalogue.js";
import { buildPricingTable } from "./pricingTable.js";

describe("a route's work (catalogue `work`) in the pricing table", () => {
  const route: CatalogueEntry = {
    name: "svc_v3_cpcv",
    method: "POST",
    path: "/api/v3/validation/cpcv",
    group: "v3",
    product: "risk_analytics",
    credits: 5,
    field: "cpcv",
    flags: ["heavy"],
    work: 2500,
    display_name: "CPCV",
    description: "Splits.",
  };

  it("is carried by the pricing table beside the root field's credits", () => {
    const schema = buildSchema("type Query { cpcv: Int }");
    expect(buildPricingTable([route], schema, "").roots["Query.cpcv"]).toEqual({
      operation: "svc_v3_cpcv",
      product: "risk_analytics",
      credits: 5,
      work: 2500,
    });
  });

  it("is refused on a field an Instrument reaches too, where a document does not say how often it runs", () => {
    const schema = buildSchema("type Query { cpcv: Int } type Instrument { ticker: String cpcv: Int }");
    expect(() => buildPricingTable([route], schema, "")).toThrow(
      "catalogue svc_v3_cpcv: Instrument.cpcv is heavy work (work 2500), which only a root field may be",
    );
  });
});
