/**
 * A cache's memory budget from its environment variable, in whole megabytes: the data caches'
 * (DATA_CACHE_MB, dataCache.ts) and the gateway's kept answers' (ANSWER_CACHE_MB,
 * gateway/answerCache.ts). A malformed value stops the start, naming the variable and what it takes.
 */
export interface MemoryBudgetRule {
  /** The budget when the variable is unset or empty. */
  defaultMb: number;
  /** The least value accepted (0 where 0 turns the cache off). */
  leastMb: number;
  /** What the least value means, said in the refusal: e.g. " (0 turns the answer cache off)". */
  leastMeans?: string;
}

/** The budget in bytes. */
export function memoryBudgetFromEnv(env: NodeJS.ProcessEnv, name: string, rule: MemoryBudgetRule): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return rule.defaultMb * 1024 * 1024;
  const megabytes = Number(raw);
  if (!Number.isInteger(megabytes) || megabytes < rule.leastMb) {
    throw new Error(
      `${name} must be a whole number of megabytes, at least ${rule.leastMb}${rule.leastMeans ?? ""}, got "${raw}"`,
    );
  }
  return megabytes * 1024 * 1024;
}
