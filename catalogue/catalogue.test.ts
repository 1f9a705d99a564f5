import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadCatalogue } from "./catalogue.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A catalogue folder of one YAML file holding one entry, with `extra` lines added to it. */
function catalogueWith(extra: string): string {
  const dir = mkdtempSync(join(tmpdir(), "qf-catalogue-"));
  dirs.push(dir);
  writeFileSync(
    join(dir, "risk.yaml"),
    `- name: svc_v3_cpcv
  method: POST
  path: /api/v3/validation/cpcv
  group: v3
  product: risk_analytics
  credits: 5
  display_name: CPCV
  description: Splits.
${extra}`,
  );
  return dir;
}

describe("a route's work (catalogue `work`)", () => {
  it("is read on a heavy route of one root field", () => {
    const [entry] = loadCatalogue(catalogueWith("  field: cpcv\n  flags: [heavy]\n  work: 2500\n"));
    expect(entry?.work).toBe(2500);
  });

  it.each([
    [
      "  field: cpcv\n  flags: [heavy]\n  work: 2.5\n",
      "work must be a whole number of CPU milliseconds above 0, not 2.5",
    ],
    [
      "  field: cpcv\n  flags: [heavy]\n  work: 0\n",
      "work must be a whole number of CPU milliseconds above 0, not 0",
    ],
    ["  field: cpcv\n  work: 2500\n", 'a route with work is heavy: add "heavy" to its flags'],
    [
      "  document: copilot/cpcv.graphql\n  flags: [heavy]\n  work: 2500\n",
      'work is declared on a route of one root field ("field")',
    ],
    [
      "  field: cpcv\n  flags: [reject_unknown_args]\n  work: 2500\n",
      'a route with work is heavy: add "heavy" to its flags',
    ],
  ])("refuses %j", (extra, message) => {
    expect(() => loadCatalogue(catalogueWith(extra))).toThrow(`risk.yaml svc_v3_cpcv: ${message}`);
  });
});
