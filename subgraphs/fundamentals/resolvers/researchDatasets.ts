/**
 * svc_v2_research_datasets and svc_v2_research_read: the warehouse's tables as datasets. The
 * gateway prices a read by its dataset's product group (bin/generate.ts: datasetProducts), so
 * this resolver only checks the request, reads and reports.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { quoteInput, ServiceError } from "../../../core/errors.js";
import { normaliseTicker } from "../../../core/ticker.js";
import type { SubgraphContext } from "../../kit/context.js";
import { requireInstrument } from "../../kit/instruments.js";
import { invalidArgument, range } from "../../kit/validation.js";
import {
  datasetCoverage,
  datasetHoldsRows,
  HELD_DATASETS,
  type HeldDataset,
  heldDataset,
  readDataset,
} from "../data/researchDatasets.js";
import {
  type DatasetRules,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  NOT_INGESTED,
  planRead,
  UNFILTERED_ROW_CAP,
} from "../domain/researchDatasets.js";
import { ResearchDatasetRead, ResearchDatasets } from "../types/researchDatasets.js";

const ALL_RULES: readonly DatasetRules[] = [...HELD_DATASETS, ...NOT_INGESTED];

const filtersOf = (d: DatasetRules): string[] => [...(d.symbolColumn ? ["ticker"] : []), ...d.idFilters];

const SERIES_ID = /^[A-Z0-9_]{1,40}$/;

/** A ticker for datasets keyed by ticker; a FRED series id (DGS10) where that is the symbol column. */
function symbolOf(dataset: DatasetRules, raw: string): string {
  if (dataset.keyedBy !== "series_id") return normaliseTicker(raw);
  const series = raw.trim().toUpperCase();
  if (!SERIES_ID.test(series))
    throw invalidArgument(
      "ticker",
      `${quoteInput(raw)} is not a FRED series id`,
      "letters, digits and _ such as DGS10",
    );
  return series;
}

function unavailable(slug: string, reason: string): ServiceError {
  return new ServiceError(
    "dataset_unavailable",
    `Dataset ${slug} is not ingested (${reason}); nothing was charged. GET /api/v2/datasets lists what is held.`,
    { retryAfterS: null, extra: { dataset: slug } },
  );
}

@Resolver()
export class ResearchDatasetsResolver {
  @Query(() => ResearchDatasets, {
    description: "Operation svc_v2_research_datasets: dataset slugs held (free), and those not ingested.",
  })
  async researchDatasets(@Ctx() ctx: SubgraphContext<"fundamentals">): Promise<ResearchDatasets> {
    const coverage = await Promise.all(HELD_DATASETS.map((d) => datasetCoverage(ctx.db, d, ctx.clock.now())));
    const held = HELD_DATASETS.map((d, i) => ({
      dataset: d,
      coverage: coverage[i] as (typeof coverage)[number],
    }));
    const datasets = held
      .filter(({ coverage }) => coverage.rows > 0)
      .map(({ dataset, coverage }) => {
        const nullReasons: Record<string, string> = {};
        if (dataset.symbolColumn === null) nullReasons.symbolColumn = `keyed_by_${dataset.keyedBy}`;
        // A table without a date column (the security master) has no date coverage to give.
        for (const field of ["firstDate", "lastDate"] as const)
          if (coverage[field] === null)
            nullReasons[field] = dataset.dateColumn ? "no_dated_row" : "undated_table";
        return {
          slug: dataset.slug,
          description: dataset.description,
          product: dataset.product,
          keyedBy: dataset.keyedBy,
          symbolColumn: dataset.symbolColumn,
          filters: filtersOf(dataset),
          requiresTicker: dataset.requiresTicker,
          ...coverage,
          nullReasons,
        };
      });
    // No row known at the clock, one reason whether the table is empty or (a clock in the past)
    // holds rows dated after it: which of the two would tell of rows after the instant (issue 29).
    const empty = held
      .filter(({ coverage }) => coverage.rows === 0)
      .map(({ dataset }) => ({
        slug: dataset.slug,
        reason: "no_rows_known_at_clock",
        filters: filtersOf(dataset),
      }));
    return {
      count: datasets.length,
      datasets,
      notIngested: [
        ...empty,
        ...NOT_INGESTED.map((d) => ({ slug: d.slug, reason: d.reason, filters: filtersOf(d) })),
      ],
      unfilteredRowCap: UNFILTERED_ROW_CAP,
      limitMax: MAX_LIMIT,
    };
  }

  @Query(() => ResearchDatasetRead, {
    description:
      "Operation svc_v2_research_read: rows of one dataset; bills at the dataset's product-group rate.",
  })
  async researchDataset(
    @Arg("dataset", () => String, { description: "A slug of researchDatasets." }) dataset: string,
    @Arg("ticker", () => String, { nullable: true, description: "Filters the dataset's own symbol column." })
    ticker: string | null,
    @Arg("limit", () => Int, { defaultValue: DEFAULT_LIMIT, description: "Most rows read (1–50,000)." })
    @range(1, MAX_LIMIT)
    limit: number,
    @Arg("permno", () => Int, {
      nullable: true,
      description: "security_names_history, security_issuer_links only.",
    })
    @range(1, 9_999_999)
    permno: number | null,
    @Arg("gvkey", () => String, {
      nullable: true,
      description: "1-6 digits; security_issuer_links, fundamentals_pit_report_dates only.",
    })
    gvkey: string | null,
    @Ctx() ctx: SubgraphContext<"fundamentals">,
  ): Promise<ResearchDatasetRead> {
    const slug = dataset.trim().toLowerCase();
    const target: HeldDataset | undefined = heldDataset(slug);
    const pending = NOT_INGESTED.find((d) => d.slug === slug);
    if (!target && !pending) {
      throw new ServiceError(
        "not_found",
        `No dataset ${quoteInput(dataset)}; accepted: a slug of GET /api/v2/datasets.`,
        {
          extra: { dataset, available: HELD_DATASETS.map((d) => d.slug) },
        },
      );
    }
    const request = {
      ticker:
        ticker === null || ticker === undefined
          ? null
          : symbolOf((target ?? pending) as DatasetRules, ticker),
      permno: permno ?? null,
      gvkey: gvkey === null || gvkey === undefined ? null : gvkey.trim(),
      limit,
    };
    const plan = planRead((target ?? pending) as DatasetRules, request, ALL_RULES);
    if (!target) throw unavailable(slug, (pending as (typeof NOT_INGESTED)[number]).reason);

    const page = await readDataset(ctx.db, target, plan, ctx.clock.now());
    if (page.rows.length === 0 && !(await datasetHoldsRows(ctx.db, target)))
      throw unavailable(slug, "table_empty");
    // A symbol the platform does not know is 404 unknown_ticker, not billed (spec/01 rule 5); one
    // it knows that the dataset holds no row of is a real empty page. The rows decide first: a
    // dataset can hold a symbol the instrument master lacks (splits of CIG.C).
    if (page.rows.length === 0 && plan.ticker !== null && target.keyedBy === "ticker")
      await requireInstrument(ctx, plan.ticker);
    const filtersApplied: Record<string, string | number> = {};
    if (plan.ticker !== null) filtersApplied.ticker = plan.ticker;
    return {
      dataset: target.slug,
      description: target.description,
      product: target.product,
      keyedBy: target.keyedBy,
      symbolColumn: target.symbolColumn,
      filtersApplied,
      tickerIgnored: plan.tickerIgnored,
      tickerIgnoredReason: plan.tickerIgnoredReason,
      limit,
      rowCap: plan.rowCap,
      capped: plan.capped,
      count: page.rows.length,
      hasMore: page.hasMore,
      columns: page.rows[0] ? Object.keys(page.rows[0]) : [...(target.columns ?? [])],
      rows: page.rows,
    };
  }
}
