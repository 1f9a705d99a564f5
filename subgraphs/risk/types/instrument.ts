/**
 * Risk's view of the shared entity: only its key. Risk reads prices through market's read-only
 * readers (subgraphs/market/readers/, docs/DESIGN.md §3), so it requires nothing of market through the gateway.
 */
import { Directive, ObjectType } from "type-graphql";
import { INSTRUMENT_KEY, InstrumentKey } from "../../kit/instrument.js";

@ObjectType("Instrument")
@Directive(INSTRUMENT_KEY)
export class Instrument extends InstrumentKey {}
