import { Directive, ObjectType } from "type-graphql";
import { INSTRUMENT_KEY, InstrumentKey } from "../../kit/instrument.js";

@ObjectType("Instrument", { description: "A tradable instrument, joined across subgraphs by ticker." })
@Directive(INSTRUMENT_KEY)
export class Instrument extends InstrumentKey {}
