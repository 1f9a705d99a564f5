/** The access layer's public surface: build it once per gateway and hand it to the runtime. */
import { readFileSync } from "node:fs";
import type { EventBus } from "../../subgraphs/kit/eventBus.js";
import type { Warehouse } from "../../warehouse/connection.js";
import { type Access, createAccess } from "./access.js";
import type { AccessBackend } from "./backend.js";
import { embeddedBackend } from "./embedded.js";
import type { PricingTable } from "./pricingTable.js";

export type { Access, Admission, Settlement } from "./access.js";
export { createAccess, rateLimitHeaders } from "./access.js";
export type { AccessBackend } from "./backend.js";
export type { AccessState } from "./context.js";
export { embeddedBackend } from "./embedded.js";
export { useAccess } from "./plugin.js";
export { ResponseHeaders } from "./responseHeaders.js";

export const PRICING_PATH = new URL("../../schema/pricing.json", import.meta.url);

/** schema/pricing.json, written by `npm run generate`. */
export function loadPricing(): PricingTable {
  return JSON.parse(readFileSync(PRICING_PATH, "utf8")) as PricingTable;
}

export interface AccessConfig {
  /** Where each account's own events are published (the per-user stream). */
  events?: EventBus;
  /** Redis URL for the shared backend; absent: the embedded backend on the warehouse. */
  redisUrl?: string;
  now?: () => number;
  upgradeUrl?: string;
  /** Subscriptions open at once per key (default 20). */
  maxStreamsPerKey?: number;
  /** How long a hold may stay unsettled before a sweep releases it (default 2 minutes). */
  holdTtlMs?: number;
  /** How often to sweep expired holds (default 15 s). */
  holdSweepEveryMs?: number;
  /** How often the keys of open streams are read again (default 2 s; 0: the bus's announcements only). */
  streamRecheckEveryMs?: number;
}

/** The backend the configuration asks for: Redis when a URL is given, else embedded. */
export async function openBackend(keys: Warehouse, config: AccessConfig): Promise<AccessBackend> {
  if (!config.redisUrl) return embeddedBackend(keys);
  const { redisBackend } = await import("./redis.js");
  return redisBackend(config.redisUrl);
}

export async function openAccess(keys: Warehouse, config: AccessConfig = {}): Promise<Access> {
  return createAccess({
    keys,
    backend: await openBackend(keys, config),
    pricing: loadPricing(),
    ...(config.now ? { now: config.now } : {}),
    ...(config.upgradeUrl ? { upgradeUrl: config.upgradeUrl } : {}),
    ...(config.events ? { events: config.events } : {}),
    ...(config.maxStreamsPerKey ? { maxStreamsPerKey: config.maxStreamsPerKey } : {}),
    ...(config.holdTtlMs !== undefined ? { holdTtlMs: config.holdTtlMs } : {}),
    ...(config.holdSweepEveryMs !== undefined ? { holdSweepEveryMs: config.holdSweepEveryMs } : {}),
    ...(config.streamRecheckEveryMs !== undefined
      ? { streamRecheckEveryMs: config.streamRecheckEveryMs }
      : {}),
  });
}
