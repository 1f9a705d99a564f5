/** Intel's view of the shared entity: just the key; filingNews is contributed by a field resolver. */
import { Directive, ObjectType } from "type-graphql";
import { INSTRUMENT_KEY, InstrumentKey } from "../../kit/instrument.js";

@ObjectType("Instrument")
@Directive(INSTRUMENT_KEY)
export class Instrument extends InstrumentKey {}
