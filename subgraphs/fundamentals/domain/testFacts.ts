/**
 * Test helper: read a companyfacts JSON from data/sample/sec/companyfacts/ and flatten
 * `facts.<taxonomy>.<concept>.units.<unit>[]` into SecFact rows (the warehouse row shape).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SecFact } from "./secFact.js";

const COMPANYFACTS_DIR = fileURLToPath(new URL("../../../data/sample/sec/companyfacts/", import.meta.url));

interface RawFact {
  start?: string;
  end: string;
  val: number;
  accn?: string | null;
  fy?: number | string | null;
  fp?: string | null;
  form?: string | null;
  filed?: string | null;
}

interface RawCompanyFacts {
  entityName?: string;
  facts: Record<string, Record<string, { units: Record<string, RawFact[]> }>>;
}

export interface LoadedCompanyFacts {
  entityName: string | null;
  facts: SecFact[];
}

const cache = new Map<string, LoadedCompanyFacts>();

export function flattenCompanyFacts(doc: RawCompanyFacts): SecFact[] {
  const out: SecFact[] = [];
  for (const [taxonomy, concepts] of Object.entries(doc.facts)) {
    for (const [concept, body] of Object.entries(concepts)) {
      for (const [unit, rows] of Object.entries(body.units)) {
        for (const r of rows) {
          out.push({
            taxonomy,
            concept,
            unit,
            period_start: r.start ?? null,
            period_end: r.end,
            value: r.val,
            accn: r.accn ?? null,
            fy: r.fy === null || r.fy === undefined ? null : Number(r.fy),
            fp: r.fp ?? null,
            form: r.form ?? null,
            filed: r.filed ?? null,
          });
        }
      }
    }
  }
  return out;
}

/** e.g. loadCompanyFacts("CIK0000320193.derived.json") */
export function loadCompanyFacts(fileName: string): LoadedCompanyFacts {
  const hit = cache.get(fileName);
  if (hit) return hit;
  const doc = JSON.parse(readFileSync(COMPANYFACTS_DIR + fileName, "utf8")) as RawCompanyFacts;
  const loaded = { entityName: doc.entityName ?? null, facts: flattenCompanyFacts(doc) };
  cache.set(fileName, loaded);
  return loaded;
}
