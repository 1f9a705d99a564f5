import type { SubgraphContext } from "../../kit/context.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { factsByCik } from "../data/facts.js";

export async function factsOf(ctx: SubgraphContext, instrument: InstrumentRow) {
  return instrument.cik ? ctx.loaders.get(factsByCik).load(instrument.cik) : null;
}
