/**
 * Signals' view of the shared entity: the key plus market's close history, declared `@external` so the
 * `@requires` on momentum can name it; the gateway fetches it from market and hands it over.
 */
import { Directive, Field, ObjectType } from "type-graphql";
import { CloseHistory } from "../../kit/closeHistory.js";
import { INSTRUMENT_KEY, InstrumentKey } from "../../kit/instrument.js";

@ObjectType("Instrument")
@Directive(INSTRUMENT_KEY)
export class Instrument extends InstrumentKey {
  // Nullable like market's own field: market can fail to answer it, and the resolver then has none.
  @Field(() => CloseHistory, { nullable: true })
  @Directive("@external")
  closeHistory?: CloseHistory | null;
}
