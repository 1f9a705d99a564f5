/**
 * The gateway's settings about its remote subgraphs (fetch timeout, breaker, concurrency), read
 * from the environment one way: a positive integer, the first of its names that is set, else the
 * default; anything else stops the start with the setting's name and what it accepts.
 */

/** `<BASE>_<SUBGRAPH>` (e.g. SUBGRAPH_TIMEOUT_MS_INTEL) first, then `<BASE>`: one subgraph's own value wins. */
export function perSubgraph(base: string, subgraph?: string): string[] {
  return subgraph ? [`${base}_${subgraph.toUpperCase()}`, base] : [base];
}

export function positiveIntegerSetting(
  env: NodeJS.ProcessEnv,
  names: readonly string[],
  fallback: number,
  unit?: string,
): number {
  for (const name of names) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      throw new Error(`${name} must be a positive integer${unit ? ` (${unit})` : ""}, got "${raw}"`);
    }
    return value;
  }
  return fallback;
}
