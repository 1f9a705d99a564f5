/**
 * Fields the gateway serves itself, next to the supergraph: the caller's usage, the per-user
 * event stream and the platform's streams (OWNERSHIP: platform).
 */
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import type { Access } from "./access/index.js";
import { USAGE_TYPE_DEFS, usageResolvers } from "./access/usage.js";
import { USER_EVENTS_TYPE_DEFS, userEventsResolvers } from "./access/userEvents.js";
import { PLATFORM_STREAMS_TYPE_DEFS, platformStreamsResolvers } from "./platformStreams.js";

/**
 * Fields the gateway serves itself: the caller's usage, the per-user event stream and the
 * platform's streams. bin/generate.ts adds the same type definitions (GATEWAY_TYPE_DEFS) to the
 * public schema, so the REST shim can route to them.
 */
export function gatewayFields(access: Access | null, bus: EventBus | undefined) {
  const typeDefs = [
    PLATFORM_STREAMS_TYPE_DEFS,
    ...(access ? [USAGE_TYPE_DEFS] : []),
    ...(bus ? [USER_EVENTS_TYPE_DEFS] : []),
  ];
  const resolvers = [
    platformStreamsResolvers,
    ...(access ? [usageResolvers(access)] : []),
    ...(bus ? [userEventsResolvers(bus)] : []),
  ];
  return { additionalTypeDefs: typeDefs, additionalResolvers: resolvers };
}

export const GATEWAY_TYPE_DEFS = [PLATFORM_STREAMS_TYPE_DEFS, USAGE_TYPE_DEFS, USER_EVENTS_TYPE_DEFS].join(
  "\n",
);
