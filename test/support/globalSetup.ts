/**
 * Global setup of the `e2e` project: the template warehouse, built from data/sample when its
 * inputs changed and otherwise reused from the cache (test/support/templateCache.ts). Each
 * end-to-end test starts its service on a private copy of it (test/support/template.ts), so keys
 * and writes never leak between files.
 */
import { join } from "node:path";
import { buildTemplateWarehouse, cachedTemplate, templateKey } from "./templateCache.js";

const WAREHOUSE_FILE = "warehouse.sqlite";

export async function setup({ provide }: { provide: (key: "templateDb", value: string) => void }) {
  const folder = await cachedTemplate("sqlite", await templateKey(), (into) =>
    buildTemplateWarehouse(`sqlite:${join(into, WAREHOUSE_FILE)}`, into),
  );
  provide("templateDb", join(folder, WAREHOUSE_FILE));
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The template warehouse file (SQLite), never written: copy it (test/support/template.ts). */
    templateDb: string;
  }
}
