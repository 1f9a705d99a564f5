import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { danglingCitations } from "./docCitations.js";

// Document names are assembled here, so this file cites nothing itself.
const md = (name: string) => `${name}.md`;

describe("citations of the repository's documents", () => {
  it("all lead to a file and, where they name one, to a section of it", () => {
    expect(danglingCitations()).toEqual([]);
  });

  const root = mkdtempSync(join(tmpdir(), "doc-citations-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("finds a missing file or section, a section number that is only a prefix, a bare name", () => {
    mkdirSync(join(root, "docs"));
    mkdirSync(join(root, "core"));
    writeFileSync(
      join(root, "docs", md("GUIDE")),
      "# Guide\n\n## §10 Caching\n\n## Layers\n\n**Drift (svc_v2_drift).** text\n",
    );
    writeFileSync(
      join(root, "core", "a.ts"),
      [
        `// ${md("docs/GUIDE")} "Layers" and ${md("GUIDE")}, "Drift" hold;`,
        `// ${md("docs/GUIDE")} §1 does not (only §10 exists), nor ${md("GUIDE")} "Streams",`,
        `// nor ${md("docs/ELSEWHERE")}, nor ${"DESIGN"} §3.`,
      ].join("\n"),
    );
    expect(danglingCitations(root)).toEqual([
      {
        file: "core/a.ts",
        line: 2,
        cited: `${md("docs/GUIDE")} "§1"`,
        why: `${md("docs/GUIDE")} has no such heading`,
      },
      {
        file: "core/a.ts",
        line: 2,
        cited: `${md("GUIDE")} "Streams"`,
        why: `${md("docs/GUIDE")} has no such heading`,
      },
      { file: "core/a.ts", line: 3, cited: md("docs/ELSEWHERE"), why: "no such file in the repository" },
      {
        file: "core/a.ts",
        line: 3,
        cited: `${"DESIGN"} §3`,
        why: "a section of no file: cite the document by its path",
      },
    ]);
  });
});
