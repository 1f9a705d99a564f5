/**
 * SEC companyfacts: sec/companyfacts/CIK##########.json (verbatim data.sec.gov API output) and
 * CIK##########.derived.json (the same shape rebuilt from 1-3 XBRL instance documents) ->
 * sec_facts, one row per entry of facts.<taxonomy>.<concept>.units.<unit>[] in any taxonomy
 * (dei, us-gaap, srt, ifrs-full, ...); `start` absent -> period_start null (instant facts).
 *
 * Both files of one company are kept side by side (TSLA has both), told apart by source_file,
 * because the derived facts are not a subset of the verbatim history. sec_companies has one row
 * per CIK, so the verbatim file's row wins over a derived one whatever the ingest order.
 */
import { basename, join } from "node:path";
import type { Insertable } from "kysely";
import type { SecCompaniesTable, SecFactsTable } from "../schema.js";
import { IngestError } from "./errors.js";
import { dataPath, listEntries } from "./files.js";
import { isRecord, parseJsonFile } from "./json.js";
import { JsonFields, secCik } from "./sec.js";
import { type IngestUnit, insertRows } from "./unit.js";

export const VERBATIM_FACTS = "sec_edgar_companyfacts";
export const DERIVED_FACTS = "derived_xbrl_instance";

export async function secCompanyFactsUnits(dataDir: string): Promise<IngestUnit[]> {
  const files = await listEntries(join(dataDir, "sec/companyfacts"), "file", /^CIK\d+(\.derived)?\.json$/);
  return files.map((file) => {
    const path = dataPath(dataDir, file);
    const factsSource = basename(file).endsWith(".derived.json") ? DERIVED_FACTS : VERBATIM_FACTS;
    return {
      path,
      adapter: "sec_companyfacts",
      sources: [file],
      prepare([content]) {
        const { company, facts } = parseCompanyFacts(content!, path, factsSource);
        return {
          rows: facts.length + 1,
          async write(trx, dialect) {
            await trx.deleteFrom("sec_facts").where("source_file", "=", path).execute();
            await trx.deleteFrom("sec_companies").where("source_file", "=", path).execute();
            await insertRows(trx, dialect, "sec_facts", facts);
            await trx
              .insertInto("sec_companies")
              .values(company)
              .onConflict((oc) =>
                oc
                  .column("cik")
                  .doUpdateSet((eb) => ({
                    entity_name: eb.ref("excluded.entity_name"),
                    facts_source: eb.ref("excluded.facts_source"),
                    source_file: eb.ref("excluded.source_file"),
                  }))
                  .where((eb) =>
                    eb.or([
                      eb("excluded.facts_source", "=", VERBATIM_FACTS),
                      eb("sec_companies.facts_source", "!=", VERBATIM_FACTS),
                    ]),
                  ),
              )
              .execute();
          },
        };
      },
    };
  });
}

export function parseCompanyFacts(
  content: Buffer,
  file: string,
  factsSource: string,
): { company: Insertable<SecCompaniesTable>; facts: Insertable<SecFactsTable>[] } {
  const json = parseJsonFile(content, file);
  if (!isRecord(json)) throw new IngestError(file, null, null, "expected a companyfacts object");
  const cik = secCik(json.cik, file, "cik");
  if (typeof json.entityName !== "string")
    throw new IngestError(file, null, "entityName", "missing entity name");
  if (!isRecord(json.facts)) throw new IngestError(file, null, "facts", "expected an object of taxonomies");

  const facts: Insertable<SecFactsTable>[] = [];
  for (const [taxonomy, concepts] of Object.entries(json.facts)) {
    if (!isRecord(concepts))
      throw new IngestError(file, null, `facts.${taxonomy}`, "expected an object of concepts");
    for (const [concept, body] of Object.entries(concepts)) {
      const conceptPath = `facts.${taxonomy}.${concept}`;
      if (!isRecord(body) || !isRecord(body.units)) {
        throw new IngestError(file, null, `${conceptPath}.units`, "expected an object of units");
      }
      for (const [unit, entries] of Object.entries(body.units)) {
        if (!Array.isArray(entries))
          throw new IngestError(file, null, `${conceptPath}.units.${unit}`, "expected an array");
        entries.forEach((entry: unknown, i) => {
          const at = new JsonFields(file, `${conceptPath}.units.${unit}[${i}]`);
          if (!isRecord(entry)) throw at.error("", "expected an object");
          facts.push({
            cik,
            taxonomy,
            concept,
            unit,
            period_start: at.optionalDate("start", entry.start),
            period_end: at.date("end", entry.end),
            value: at.number("val", entry.val),
            accn: at.optionalText("accn", entry.accn),
            fy: at.optionalInteger("fy", entry.fy),
            fp: at.optionalText("fp", entry.fp),
            form: at.optionalText("form", entry.form),
            filed: at.optionalDate("filed", entry.filed),
            source_file: file,
          });
        });
      }
    }
  }
  return {
    company: { cik, entity_name: json.entityName, facts_source: factsSource, source_file: file },
    facts,
  };
}
