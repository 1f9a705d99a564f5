/**
 * The event bus of a process: Redis Streams when a Redis URL is given (every process of a
 * deployment on the same REDIS_URL shares every stream), else the in-process bus (one process,
 * the embedded default). Retention of both: `eventBus.ts` and `redisBus.ts`.
 */
import { createInProcessBus, type EventBus } from "./eventBus.js";

export async function openBus(
  url?: string,
  options: { retention?: number; maxQueued?: number } = {},
): Promise<EventBus> {
  if (!url) return createInProcessBus(options);
  // ioredis is loaded only by processes that use Redis.
  const { createRedisBus } = await import("./redisBus.js");
  return createRedisBus(url, options);
}
