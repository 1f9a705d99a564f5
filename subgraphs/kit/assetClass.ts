import { registerEnumType } from "type-graphql";

/**
 * The `assetClass` argument of a bare symbol. Declared in the kit because the instrument roots
 * (kit/instrumentRoots.ts) take it in more than one subgraph, and composition needs one enum.
 */
export enum AssetClass {
  equity = "equity",
  crypto = "crypto",
}
registerEnumType(AssetClass, {
  name: "AssetClass",
  description: "Which listing a bare symbol means: the equity unless crypto is asked for (spec/01).",
  valuesConfig: {
    equity: { description: "The listed equity (or ETF) of that symbol." },
    crypto: { description: "The crypto pair of that symbol." },
  },
});
