/** The filer's profile from the submissions JSON (sec_company_profiles), per CIK. */
import { alignByKey, defineLoader } from "../../kit/loaders.js";

export interface SicCode {
  sic: string | null;
  sicDescription: string | null;
  /** EDGAR's "MMDD" (AAPL "0926"); null when the file gives none. */
  fiscalYearEnd: string | null;
}

/** null when no submissions file of the CIK is held. */
export const sicByCik = defineLoader<string, SicCode | null, "fundamentals">(
  "fundamentals.sicByCik",
  async ({ db }, ciks) => {
    const rows = await db
      .selectFrom("sec_company_profiles")
      .select(["cik", "sic", "sic_description", "fiscal_year_end"])
      .where("cik", "in", [...ciks])
      .execute();
    return alignByKey(
      ciks,
      rows,
      (row) => row.cik,
      (group) =>
        group[0]
          ? {
              sic: group[0].sic,
              sicDescription: group[0].sic_description,
              fiscalYearEnd: group[0].fiscal_year_end,
            }
          : null,
    );
  },
);
