/**
 * Fields the gateway serves itself, next to the supergraph: the caller's usage, the per-user
 * event stream, the platform's streams and its monitoring (docs/ROUTES.md, gateway).
 */
import { Kind, parse } from "graphql";
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import type { Access } from "./access/index.js";
import { USAGE_TYPE_DEFS, usageResolvers } from "./access/usage.js";
import { USER_EVENTS_TYPE_DEFS, userEventsResolvers } from "./access/userEvents.js";
import type { Monitor } from "./monitoring/monitor.js";
import { monitoringResolvers } from "./monitoring/resolvers.js";
import { MONITORING_TYPE_DEFS } from "./monitoring/schema.js";
import { PLATFORM_STREAMS_TYPE_DEFS, platformStreamsResolvers } from "./platformStreams.js";

/**
 * Fields the gateway serves itself: the caller's usage, the per-user event stream, the
 * platform's streams and, given a monitor, its monitoring (gateway/monitoring/). bin/generate.ts
 * adds the same type definitions (GATEWAY_TYPE_DEFS) to the public schema, so the REST shim can
 * route to them.
 *
 * Each extends a root type (`extend type Query`, `extend type Subscription`), which must exist:
 * over a supergraph without that root type (a graph with no subscriptions, served with
 * `--supergraph`) its fields are left out rather than failing the schema build.
 */
export function gatewayFields(
  access: Access | null,
  bus: EventBus | undefined,
  supergraph: string,
  monitor?: Monitor | null,
) {
  const roots = objectTypeNames(supergraph);
  const parts = [
    { root: "Subscription", typeDefs: PLATFORM_STREAMS_TYPE_DEFS, resolvers: platformStreamsResolvers(bus) },
    ...(access ? [{ root: "Query", typeDefs: USAGE_TYPE_DEFS, resolvers: usageResolvers(access) }] : []),
    ...(bus
      ? [{ root: "Subscription", typeDefs: USER_EVENTS_TYPE_DEFS, resolvers: userEventsResolvers(bus) }]
      : []),
    ...(monitor
      ? [{ root: "Query", typeDefs: MONITORING_TYPE_DEFS, resolvers: monitoringResolvers(monitor, access) }]
      : []),
  ].filter((part) => roots.has(part.root));
  return {
    additionalTypeDefs: parts.map((part) => part.typeDefs),
    additionalResolvers: parts.map((part) => part.resolvers),
  };
}

/** The object types a supergraph defines (a supergraph defines, never extends, its root types). */
function objectTypeNames(supergraph: string): Set<string> {
  return new Set(
    parse(supergraph, { noLocation: true })
      .definitions.filter((definition) => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map((definition) => definition.name.value),
  );
}

export const GATEWAY_TYPE_DEFS = [
  PLATFORM_STREAMS_TYPE_DEFS,
  USAGE_TYPE_DEFS,
  USER_EVENTS_TYPE_DEFS,
  MONITORING_TYPE_DEFS,
].join("\n");
