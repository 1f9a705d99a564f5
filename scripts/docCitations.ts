/**
 * Citations of the repository's documents that lead nowhere: every `<doc>.md` a doc, comment or
 * catalogue entry names must be a file of the repository, and every `<doc>.md "Section"`,
 * `<doc>.md, "Section"` or `<doc>.md §n` must name a heading of it (or the bold words opening one of its
 * paragraphs, `**Drift (svc_v2_drift).**`, as the guides write their sub-parts); a section number
 * after a bare name in capitals, with no file, leads nowhere either. The repository stands alone:
 * a document outside it (the team's design, its ownership table) is a dangling citation.
 *
 *   npx tsx scripts/docCitations.ts      prints each dangling citation; exits 1 when there is one
 *
 * scripts/docCitations.test.ts runs it over the repository.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** Where documents are cited from: the docs, the README and every folder of code or catalogue. */
const SEARCHED = [
  "README.md",
  "docs",
  "app",
  "bench",
  "bin",
  "catalogue",
  "core",
  "gateway",
  "rest-shim",
  "schema/catalogue",
  "scripts",
  "subgraphs",
  "test",
  "warehouse",
];
const CITING = /\.(md|ts|yaml|graphql)$/;
/** A document's name: capitalised, `.md`, with the folders written before it. */
const CITATION = /((?:[\w.-]+\/)*[A-Z][\w.-]*\.md)/g;
/** What may follow the name to cite a part of it. */
const SECTION = /^,?\s*(?:["“]([^"”\n]+)["”]|(§\d+)\b)/;

/** A name in capitals and a section number, with no file (how the design outside the repo was cited). */
const BARE_SECTION = /\b[A-Z]{3,} §\d+/g;

export interface Dangling {
  file: string;
  line: number;
  cited: string;
  why: string;
}

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return CITING.test(path) ? [path] : [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === "node_modules" ? [] : filesUnder(root, join(path, entry.name)),
  );
}

/** The file a citation names: as written from the root, beside the citing file, in docs/, in data/sample/. */
function resolve(root: string, cited: string, from: string): string | undefined {
  const candidates = [
    ...(cited.includes("/") ? [cited] : []),
    join(dirname(from), cited),
    join("docs", cited),
    join("data/sample", cited),
    cited,
  ].map((path) => normalize(path));
  return candidates.find((path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile());
}

/** A document's parts by name: its headings and the bold words that open a paragraph or item. */
function partsOf(text: string): string[] {
  const headings = text
    .split("\n")
    .filter((line) => line.startsWith("#"))
    .map((line) => line.replace(/^#+\s*/, "").trim());
  const leads = [...text.matchAll(/^(?:[-*] )?\*\*([^*]+)\*\*/gm)].map((match) => match[1] ?? "");
  return [...headings, ...leads];
}

/** A part is cited by its whole name or the start of it, up to a word's end (`§1` is not `§10`). */
function names(part: string, cited: string): boolean {
  const lower = part.toLowerCase();
  const wanted = cited.toLowerCase();
  return lower === wanted || (lower.startsWith(wanted) && /^[\s:.,(—-]/.test(lower.slice(wanted.length)));
}

export function danglingCitations(root: string = ROOT): Dangling[] {
  const found: Dangling[] = [];
  for (const file of SEARCHED.flatMap((path) => filesUnder(root, path))) {
    const text = readFileSync(join(root, file), "utf8");
    for (const match of text.matchAll(CITATION)) {
      const cited = match[1] ?? "";
      const line = text.slice(0, match.index).split("\n").length;
      const after = text.slice(
        (match.index ?? 0) + match[0].length,
        (match.index ?? 0) + match[0].length + 200,
      );
      // A module's path to a document it reads (`new URL("../docs/<doc>.md", …)`) is no citation.
      if (after.startsWith('", import.meta')) continue;
      const target = resolve(root, cited, file);
      if (target === undefined) {
        found.push({ file, line, cited, why: "no such file in the repository" });
        continue;
      }
      const section = SECTION.exec(after);
      const part = section?.[1] ?? section?.[2];
      if (part === undefined) continue;
      const wanted = part.trim().replace(/[.,]$/, "");
      if (!partsOf(readFileSync(join(root, target), "utf8")).some((name) => names(name, wanted)))
        found.push({ file, line, cited: `${cited} "${wanted}"`, why: `${target} has no such heading` });
    }
    // A document cited by a bare name and section (how the design outside the repository was cited).
    for (const match of text.matchAll(BARE_SECTION)) {
      const line = text.slice(0, match.index).split("\n").length;
      found.push({ file, line, cited: match[0], why: "a section of no file: cite the document by its path" });
    }
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const dangling = danglingCitations();
  for (const { file, line, cited, why } of dangling)
    console.log(`${relative(process.cwd(), join(ROOT, file))}:${line}: ${cited}: ${why}`);
  console.log(`${dangling.length} dangling citation${dangling.length === 1 ? "" : "s"}`);
  process.exitCode = dangling.length > 0 ? 1 : 0;
}
