/** Intel's view of the shared entity: just the key; filingNews and optionsVolume come from field resolvers. */
import { Directive, ObjectType } from "type-graphql";
import { INSTRUMENT_KEY, InstrumentKey } from "../../kit/instrument.js";

@ObjectType("Instrument")
@Directive(INSTRUMENT_KEY)
export class Instrument extends InstrumentKey {}
