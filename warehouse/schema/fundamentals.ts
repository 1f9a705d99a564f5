/** The tables fundamentals owns (docs/FUNDAMENTALS.md): SEC company facts, companies and filer profiles. */
import type { Generated } from "kysely";

export interface SecFactsTable {
  id: Generated<number>;
  cik: string;
  taxonomy: string;
  concept: string;
  unit: string;
  period_start: string | null;
  period_end: string;
  value: number;
  accn: string | null;
  fy: number | null;
  fp: string | null;
  form: string | null;
  filed: string | null;
  /** The companyfacts file the fact came from (verbatim SEC API output or derived from XBRL). */
  source_file: string;
}

export interface SecCompaniesTable {
  cik: string;
  entity_name: string;
  /** sec_edgar_companyfacts (verbatim API output) or derived_xbrl_instance (1-3 filings only). */
  facts_source: string;
  source_file: string;
}

/** One row per submissions file: the filer's SEC profile fields the services use. */
export interface SecCompanyProfilesTable {
  cik: string;
  /** Standard Industrial Classification code, 3-4 digits; null when the SEC gives none. */
  sic: string | null;
  sic_description: string | null;
  /** The fiscal year's end as the SEC gives it, "MMDD" (AAPL "0926"); null when absent. (0010) */
  fiscal_year_end: string | null;
  source_file: string;
}

/** The tables fundamentals owns. */
export interface FundamentalsTables {
  sec_facts: SecFactsTable;
  sec_companies: SecCompaniesTable;
  sec_company_profiles: SecCompanyProfilesTable;
}
