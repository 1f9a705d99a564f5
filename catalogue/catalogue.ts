/**
 * The REST catalogue (schema/catalogue/*.yaml), the source of truth for every route's path,
 * product and credits: its entries' model, read and checked here for all who build on it (the
 * shim's route table and generator, the gateway's pricing table).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

/** The catalogue in this repository. */
export const CATALOGUE_DIR = fileURLToPath(new URL("../schema/catalogue", import.meta.url));

export interface CatalogueEntry {
  name: string;
  method: "GET" | "POST";
  path: string;
  group: string;
  product: string;
  credits: number;
  /** A plan floor above the product's own, where spec/02 names one (ai_analyze: Pro and above). */
  plan?: string;
  /**
   * The argument whose value decides the product a call bills at (research datasets: the
   * dataset's product group); `product` and `credits` then describe the route's default.
   */
  priced_by?: string;
  /**
   * The GraphQL root field the route serves; the generator writes its document. Exactly one of
   * `field` and `document`.
   */
  field?: string;
  /**
   * A hand-written, persisted GraphQL operation the route runs instead (path under
   * schema/catalogue/, e.g. `copilot/ticker_full.graphql`): for answers that span subgraphs. Its
   * variables are the route's parameters and its selection, aliased snake_case, the answer's keys
   * (rest-shim/generator/document.ts).
   */
  document?: string;
  /** The document's text, read by loadCatalogue. */
  documentSource?: string;
  /**
   * A pure step around the document's answer, by name (rest-shim/copilot/composers.ts): the
   * parameters it reads besides the document's variables, its rules across them, and the answer
   * it builds from the document's data (the copilot portfolio's weighted figures).
   */
  composer?: string;
  params?: Record<string, string>;
  /** REST parameters the server fills in from the caller's key (listed required, never read). */
  server_injected?: string[];
  /**
   * What spec/02 documents for a parameter that GraphQL cannot say without changing its error:
   * `enum` lists values the resolver checks itself (a bad screener sort_by is its 400, not the
   * shim's 422), `default` a default the resolver applies itself (peers' stepping size floor).
   * Both only describe the route in capabilities.json and openapi.json; the shim enforces neither.
   */
  param_docs?: Record<string, { enum?: string[]; default?: string | number | boolean }>;
  /**
   * Float arguments that are counts (whole numbers beyond what GraphQL's 32-bit Int carries, as
   * deflated_sharpe's n_trials up to 1e12): REST types them integer, and the shim refuses a
   * fraction with its 422 before the resolver's own check.
   */
  whole_numbers?: string[];
  /**
   * Size caps the shim enforces before the operation runs and OpenAPI publishes, by REST
   * parameter: `min_items`/`max_items` of a list (the resolver's own bound on the work of one
   * call, e.g. 50 symbols), `max_length` of a text or of each item of a list of text.
   */
  limits?: Record<string, ParamLimits>;
  /**
   * The spec's error_code variant of 503 upstream_unavailable when a named subgraph cannot be
   * reached (screener: `market: screener_size_data_unavailable`). The gateway names the subgraph
   * it could not reach; which variant that is on a route is the route's contract, so it lives here.
   */
  upstream_error_codes?: Record<string, string>;
  /**
   * Seconds a successful answer may be reused (spec/03 "Cache or TTL": news_latest 60 s, …): the
   * shim sends it as `Cache-Control: private, max-age=<s>` on the route's 200s.
   */
  cache_ttl_s?: number;
  /**
   * A heavy route's work: its CPU time at its largest input, in milliseconds measured on the
   * reference machine (bench/RESULTS.md "Heavy work"). It is the field's weight in the GraphQL
   * cost limit, and the field counts against the heavy-work caps per document, key and process
   * (docs/ACCESS.md "Heavy work"). Only on a `field` route flagged `heavy`.
   */
  work?: number;
  flags?: string[];
  replaced_by?: string | null;
  display_name: string;
  description: string;
}

export interface ParamLimits {
  min_items?: number;
  max_items?: number;
  max_length?: number;
}

const REQUIRED = [
  "name",
  "method",
  "path",
  "group",
  "product",
  "credits",
  "display_name",
  "description",
] as const;

export function loadCatalogue(dir: string): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()) {
    const list = parse(readFileSync(join(dir, file), "utf8")) as unknown;
    if (!Array.isArray(list)) throw new Error(`${file}: expected a YAML list of operations`);
    for (const [index, raw] of list.entries()) {
      const entry = raw as Record<string, unknown>;
      for (const key of REQUIRED) {
        if (entry[key] === undefined) throw new Error(`${file} entry ${index + 1}: missing "${key}"`);
      }
      if (entry.method !== "GET" && entry.method !== "POST") {
        throw new Error(`${file} ${String(entry.name)}: method must be GET or POST`);
      }
      if ((entry.field === undefined) === (entry.document === undefined)) {
        throw new Error(`${file} ${String(entry.name)}: give exactly one of "field" and "document"`);
      }
      if (entry.composer !== undefined && entry.document === undefined) {
        throw new Error(`${file} ${String(entry.name)}: a composer works on a "document"`);
      }
      if (entry.work !== undefined) checkWork(file, entry);
      if (typeof entry.document === "string") entry.documentSource = readDocument(dir, file, entry.document);
      entries.push(entry as unknown as CatalogueEntry);
    }
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = `${entry.method} ${entry.path}`;
    if (seen.has(key) || seen.has(entry.name))
      throw new Error(`Duplicate catalogue route ${key} (${entry.name})`);
    seen.add(key);
    seen.add(entry.name);
  }
  return entries;
}

/** `work` is a positive whole number of CPU milliseconds, declared on a heavy route of one root field. */
function checkWork(file: string, entry: Record<string, unknown>): void {
  const { work, name } = entry;
  if (!(typeof work === "number" && Number.isInteger(work) && work > 0))
    throw new Error(
      `${file} ${String(name)}: work must be a whole number of CPU milliseconds above 0, not ${String(work)}`,
    );
  if (entry.field === undefined)
    throw new Error(`${file} ${String(name)}: work is declared on a route of one root field ("field")`);
  if (!(Array.isArray(entry.flags) && entry.flags.includes("heavy")))
    throw new Error(`${file} ${String(name)}: a route with work is heavy: add "heavy" to its flags`);
}

/** A persisted document's text: a .graphql file inside the catalogue directory. */
function readDocument(dir: string, file: string, path: string): string {
  const relative = normalize(path);
  if (!relative.endsWith(".graphql") || relative.startsWith("..") || relative.startsWith("/")) {
    throw new Error(`${file}: document ${path} must be a .graphql file under schema/catalogue/`);
  }
  return readFileSync(join(dir, relative), "utf8");
}
