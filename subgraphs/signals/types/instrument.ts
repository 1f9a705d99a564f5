/** Signals' view of the shared entity: the key; what signals adds reads the warehouse through readers. */
import { Directive, ObjectType } from "type-graphql";
import { INSTRUMENT_KEY, InstrumentKey } from "../../kit/instrument.js";

@ObjectType("Instrument")
@Directive(INSTRUMENT_KEY)
export class Instrument extends InstrumentKey {}
