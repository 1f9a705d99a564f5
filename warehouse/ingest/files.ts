/** Folder listing for adapter discovery: sorted (deterministic order), a missing folder is empty. */
import type { Dirent } from "node:fs";
import { access, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

export async function listEntries(dir: string, kind: "file" | "dir", pattern: RegExp): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((e) => (kind === "file" ? e.isFile() : e.isDirectory()) && pattern.test(e.name))
    .map((e) => e.name)
    .sort()
    .map((name) => join(dir, name));
}

/** Path relative to the data folder with '/' separators: the ledger key and the error location. */
export function dataPath(dataDir: string, file: string): string {
  return relative(dataDir, file).split(sep).join("/");
}

export function pathExists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
