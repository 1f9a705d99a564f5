/**
 * A private copy of the template warehouse the e2e project's global setup builds from data/sample
 * (test/support/globalSetup.ts), so a test file never re-ingests and never sees another's writes.
 */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

export interface TemplateCopy {
  /** DATABASE_URL of the copy: `sqlite:<file>`. */
  url: string;
  file: string;
  remove(): Promise<void>;
}

export async function copyTemplate(prefix = "qf-e2e-"): Promise<TemplateCopy> {
  const template = inject("templateDb");
  if (!template) {
    throw new Error(
      "No template warehouse was provided: this file needs the e2e project's global setup (see vitest.config.ts).",
    );
  }
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const file = join(dir, "warehouse.sqlite");
  await copyFile(template, file);
  return { url: `sqlite:${file}`, file, remove: () => rm(dir, { recursive: true, force: true }) };
}
