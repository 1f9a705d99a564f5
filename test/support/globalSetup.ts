/**
 * Builds the warehouse from data/sample once per test run; each end-to-end test starts its
 * service on a private copy (so keys and writes never leak between files).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { derivedProductsOf } from "../../gateway/subgraphs.js";
import { ensureWarehouse } from "../../warehouse/ensure.js";

let dir: string | undefined;

export async function setup({ provide }: { provide: (key: "templateDb", value: string) => void }) {
  dir = await mkdtemp(join(tmpdir(), "qf-template-"));
  const file = join(dir, "warehouse.sqlite");
  const warehouse = await ensureWarehouse(`sqlite:${file}`, {
    onProgress: () => {},
    derived: derivedProductsOf(),
    log: () => {},
  });
  // Closing the last connection checkpoints the WAL, so a plain copy of the file holds everything.
  await warehouse.close();
  provide("templateDb", file);
}

export async function teardown() {
  if (dir) await rm(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: string;
  }
}
