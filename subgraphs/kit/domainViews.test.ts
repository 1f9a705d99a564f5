/**
 * The compiler keeps a domain to its tables only if the domain's code names its own view of the
 * warehouse (context.test.ts proves what each view refuses). This holds the naming: every view a
 * domain's code types a context, handle or loader to, or narrows a handle to, is its own or the
 * shared one, and only the files listed below take the whole warehouse, each for a stated reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SUBGRAPHS = fileURLToPath(new URL("..", import.meta.url));
const DOMAINS = ["market", "fundamentals", "intel", "signals", "risk"] as const;

/** The domain files that hold the whole warehouse (`Warehouse`, `Database`), and why. */
const WHOLE_WAREHOUSE: Record<string, string> = {
  // A producer is started by the process's wiring with its whole handle; it narrows it at once.
  "market/streams/replayPlan.ts": "market's replays, started by the wiring",
  "signals/data/replayProducer.ts": "signals' replay, started by the wiring",
  "intel/data/newsReplay.ts": "intel's news replay, started by the wiring",
  // The warehouse's build hands a product the whole handle; signals' products narrow it at once.
  "signals/derived.ts": "signals' derived products, computed and written through signals' view",
  // The research datasets' allow-list names tables of every domain, typed against Database.
  "fundamentals/data/researchDatasets.ts": "the research datasets' allow-list",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The code without comments and import statements: what names a type or calls a function. */
function code(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/^import[\s\S]*?from\s*"[^"]*";$/gm, "")
    .replace(/^export (type )?\{[\s\S]*?\} from\s*"[^"]*";$/gm, "");
}

/** The generic arguments of each `defineLoader<…>`, brackets balanced. */
function loaderArguments(text: string): string[] {
  const found: string[] = [];
  for (
    let start = text.indexOf("defineLoader<");
    start >= 0;
    start = text.indexOf("defineLoader<", start + 1)
  ) {
    let depth = 0;
    for (let i = start + "defineLoader".length; i < text.length; i++) {
      if (text[i] === "<") depth++;
      else if (text[i] === ">" && text[i - 1] !== "=" && --depth === 0) {
        found.push(text.slice(start, i + 1));
        break;
      }
    }
  }
  return found;
}

/** Every view of the warehouse the code names. */
function viewsNamed(text: string): string[] {
  const views = [
    ...text.matchAll(
      /\b(?:SubgraphContext|Warehouse|LoaderDeps|StreamSubscribeData|instrumentOperation)<\s*"(\w+)"/g,
    ),
    ...text.matchAll(/\b(?:narrowTo|asOwner)\(\s*"(\w+)"/g),
  ].map((match) => match[1] as string);
  for (const loader of loaderArguments(text)) {
    const last = [...loader.matchAll(/"(\w+)"/g)].at(-1);
    if (last) views.push(last[1] as string);
  }
  return views;
}

describe("a domain's code", () => {
  for (const domain of DOMAINS) {
    it(`in ${domain}: names only its own view or the shared one`, () => {
      const named = new Map<string, string[]>();
      for (const file of sourceFiles(join(SUBGRAPHS, domain))) {
        const others = viewsNamed(code(readFileSync(file, "utf8"))).filter(
          (view) => view !== domain && view !== "shared",
        );
        if (others.length > 0) named.set(relative(SUBGRAPHS, file), [...new Set(others)]);
      }
      expect(Object.fromEntries(named)).toEqual({});
    });
  }

  it("takes the whole warehouse only where listed, each for its reason", () => {
    const whole = DOMAINS.flatMap((domain) => sourceFiles(join(SUBGRAPHS, domain)))
      .filter((file) => /\bWarehouse\b(?!<)|\bDatabase\b/.test(code(readFileSync(file, "utf8"))))
      .map((file) => relative(SUBGRAPHS, file))
      .sort();
    expect(whole).toEqual(Object.keys(WHOLE_WAREHOUSE).sort());
  });

  it("is checked: a view or whole handle named elsewhere is found", () => {
    expect(viewsNamed(code('async (ctx: SubgraphContext<"fundamentals">) => narrowTo("risk", db)'))).toEqual([
      "fundamentals",
      "risk",
    ]);
    expect(viewsNamed('defineLoader<"all", Map<string, Row>, "intel">("x", batch)')).toEqual(["intel"]);
    expect(viewsNamed(code('// SubgraphContext<"risk"> in a comment\nconst a = 1;'))).toEqual([]);
  });
});
