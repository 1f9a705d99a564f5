/**
 * The shared entity. Every subgraph declares its own `Instrument` class (so it can add
 * `@external` fields for `@requires`) by extending this key, and contributes fields to it with
 * type-graphql field resolvers. The gateway joins them on `ticker`.
 */
import { Field, ID, ObjectType } from "type-graphql";

export const INSTRUMENT_KEY = '@key(fields: "ticker")';

@ObjectType({ description: "Base of every subgraph's Instrument; never emitted on its own." })
export abstract class InstrumentKey {
  @Field(() => ID, { description: "Normalised symbol: AAPL, BRK.B, X:BTCUSD." })
  ticker!: string;
}
