/** Imports `source` (a .ts URL), or its .js sibling when the source is not there (compiled). */
export function importSource(source: URL): Promise<unknown>;
