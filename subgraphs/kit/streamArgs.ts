/**
 * What every symbol-filtered stream field declares the same way (market's ticks, bars and market
 * events; intel's news; signals' signals and decisions): its arguments and, for a stream with no
 * more to its subscribe side than kit/streams.ts openStream, the subscribe function. quotes, whose
 * symbols are required and capped, declares its own arguments.
 */
import { ArgsType, Field, type SubscribeResolverData } from "type-graphql";
import type { WarehouseView } from "../../warehouse/schema.js";
import type { SubgraphContext } from "./context.js";
import type { Capability } from "./producers.js";
import { openStream, type StreamArgs } from "./streams.js";

// Declared in the order the schema has always listed them (since, then symbols).
@ArgsType()
export class StreamFilterArgs implements StreamArgs {
  @Field(() => String, {
    nullable: true,
    description: "Resume after this stream id (- for the oldest retained).",
  })
  since!: string | null;

  @Field(() => [String], { nullable: true, description: "Tickers to keep; all when omitted." })
  symbols!: string[] | null;
}

/** A stream field's subscribe input, its context typed to the view of the domain serving it. */
export type StreamSubscribeData<V extends WarehouseView> = SubscribeResolverData<
  unknown,
  StreamArgs,
  SubgraphContext<V>
>;

/** The subscribe function of a field streaming `capability`'s frames as kit/streams.ts opens them. */
export function subscribeTo<P extends { ticker?: string | null }>(capability: Capability) {
  return async ({ args, context }: StreamSubscribeData<"shared">) =>
    (await openStream<P>(context, capability, args)).events;
}
