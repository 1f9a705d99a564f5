/**
 * A SYNTHETIC data bundle for the scale bench (issue 27 item 6), never for serving: data/sample
 * copied into a folder the caller names (a temp dir), with synthetic tickers added in the bundle's
 * own file formats, so the real ingest (warehouse/ingest/) reads them and is measured too.
 *
 * What it adds (defaults: 5,000 tickers × 10 years, SEC facts for 1,000 companies):
 * - prices/daily_universe.csv.gz: the sample's real members plus synthetic ones up to `tickers`,
 *   each with a daily bar on every XNYS session of the `years` ending at the sample's last date;
 *   daily_universe_index.csv lists them as stocks whose source_path is "SYNTHETIC/<ticker>".
 * - prices/daily/<ticker>.csv for each synthetic ticker (the same bars, adj_close = close) and
 *   their rows in prices/daily_index.csv, source "SYNTHETIC_bench_scale".
 * - sec/companyfacts/CIK<n>.json for the first `companies` synthetic tickers: Apple's sample facts
 *   with every value scaled by a seeded factor, entityName "SYNTHETIC …", and their tickers in
 *   reference/sec_company_tickers.json (titled "SYNTHETIC CO …").
 * - No option chains: the routes the bench measures read none (the sample's eleven stay).
 *
 * The marker: every synthetic ticker starts with "ZZ", every synthetic row of an index names
 * SYNTHETIC, and the folder's PROVENANCE.md says so first. Deterministic: one seeded generator
 * (mulberry32) drives every value, so the same arguments write the same bytes.
 *
 *   npx tsx bench/scale/generate.ts <out-dir> [tickers] [years] [companies]
 */
import { cpSync, createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync } from "node:zlib";
import { isTradingDay } from "../../core/calendar.js";
import { SAMPLE_DATA_DIR } from "../../warehouse/ensure.js";

export interface ScaleOptions {
  tickers: number;
  years: number;
  companies: number;
  seed: number;
}

export const SCALE_DEFAULTS: ScaleOptions = { tickers: 5_000, years: 10, companies: 1_000, seed: 27 };

/** The sample's last universe date: the synthetic history ends there, as the real one does. */
const LAST_DATE = "2017-11-10";
const SOURCE = "SYNTHETIC_bench_scale";
/** A real sample company whose facts' shape (concepts, periods, forms) the synthetic ones take. */
const FACTS_TEMPLATE = "sec/companyfacts/CIK0000320193.derived.json";
const FIRST_SYNTHETIC_CIK = 9_000_000_001;

export interface ScaleSummary {
  synthetic: number;
  sessions: number;
  universeRows: number;
  companies: number;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** "ZZAAA", "ZZAAB", …: letters only, as the bundle's tickers are, and apart from every real one. */
export function syntheticTicker(i: number): string {
  let name = "";
  let n = i;
  for (let k = 0; k < 4; k++) {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26);
  }
  return `ZZ${name}`;
}

function sessionsOf(years: number): string[] {
  const end = Date.parse(`${LAST_DATE}T00:00:00Z`);
  const start = new Date(end);
  start.setUTCFullYear(start.getUTCFullYear() - years);
  const sessions: string[] = [];
  for (let t = start.getTime() + 86_400_000; t <= end; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (isTradingDay(date)) sessions.push(date);
  }
  return sessions;
}

interface Bar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** A geometric random walk with a ticker's own drift and volatility, rounded to cents. */
function bars(random: () => number, count: number): Bar[] {
  const drift = (random() - 0.4) * 0.0008;
  const volatility = 0.008 + random() * 0.025;
  const out: Bar[] = [];
  let close = 5 + random() * 195;
  for (let i = 0; i < count; i++) {
    const open = close;
    // Box-Muller from two uniforms: a normal daily shock.
    const shock = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    close = Math.max(0.5, open * Math.exp(drift + volatility * shock));
    const spread = open * volatility * random();
    out.push({
      open: Math.round(open * 100) / 100,
      high: Math.round((Math.max(open, close) + spread) * 100) / 100,
      low: Math.round(Math.max(0.01, Math.min(open, close) - spread) * 100) / 100,
      close: Math.round(close * 100) / 100,
      volume: Math.round(1e5 + random() * 5e6),
    });
  }
  return out;
}

function scaledFacts(template: unknown, factor: number): unknown {
  if (Array.isArray(template)) return template.map((item) => scaledFacts(item, factor));
  if (template === null || typeof template !== "object") return template;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template)) {
    out[key] =
      key === "val" && typeof value === "number" ? Math.round(value * factor) : scaledFacts(value, factor);
  }
  return out;
}

export async function generateScaleBundle(
  outDir: string,
  options: ScaleOptions = SCALE_DEFAULTS,
): Promise<ScaleSummary> {
  const random = mulberry32(options.seed);
  cpSync(SAMPLE_DATA_DIR, outDir, { recursive: true });
  const sampleProvenance = join(SAMPLE_DATA_DIR, "PROVENANCE.md");
  writeFileSync(
    join(outDir, "PROVENANCE.md"),
    `# SYNTHETIC: bench/scale/generate.ts (seed ${options.seed}), not real data\n\nThe sample's files plus synthetic tickers (ZZ…): ${options.tickers} universe members × ${options.years} years, SEC facts for ${options.companies} companies. For the scale bench only; never served.\n\n${readFileSync(sampleProvenance, "utf8")}`,
  );
  const sessions = sessionsOf(options.years);
  const realIndex = readFileSync(join(SAMPLE_DATA_DIR, "prices/daily_universe_index.csv"), "utf8").trimEnd();
  const realMembers = realIndex.split("\n").length - 1;
  const synthetic = Math.max(0, options.tickers - realMembers);

  const universeIndex = [realIndex];
  const priceIndex = [readFileSync(join(SAMPLE_DATA_DIR, "prices/daily_index.csv"), "utf8").trimEnd()];
  const first = sessions[0] as string;
  const last = sessions[sessions.length - 1] as string;
  let universeRows = 0;
  mkdirSync(join(outDir, "prices/daily"), { recursive: true });
  // The universe file is written as a stream, a ticker at a time: at 5,000 × 10 years its text
  // (~630 MB) is longer than one JavaScript string may be.
  function* universeChunks(): Generator<Buffer> {
    yield gunzipSync(readFileSync(join(SAMPLE_DATA_DIR, "prices/daily_universe.csv.gz")));
    for (let i = 0; i < synthetic; i++) {
      const ticker = syntheticTicker(i);
      const series = bars(random, sessions.length);
      universeIndex.push(`${ticker},stock,SYNTHETIC/${ticker},${first},${last},${series.length}`);
      priceIndex.push(
        `${ticker},${SOURCE},${first},${last},${series.length},split_adjusted,split_dividend_adjusted`,
      );
      const universe: string[] = [];
      const daily = ["date,open,high,low,close,adj_close,volume"];
      series.forEach((bar, k) => {
        const date = sessions[k] as string;
        universe.push(`${ticker},${date},${bar.open},${bar.high},${bar.low},${bar.close},${bar.volume}\n`);
        daily.push(`${date},${bar.open},${bar.high},${bar.low},${bar.close},${bar.close},${bar.volume}`);
      });
      universeRows += series.length;
      writeFileSync(join(outDir, `prices/daily/${ticker}.csv`), `${daily.join("\n")}\n`);
      yield Buffer.from(universe.join(""));
    }
  }
  await pipeline(
    Readable.from(universeChunks()),
    createGzip(),
    createWriteStream(join(outDir, "prices/daily_universe.csv.gz")),
  );
  writeFileSync(join(outDir, "prices/daily_universe_index.csv"), `${universeIndex.join("\n")}\n`);
  writeFileSync(join(outDir, "prices/daily_index.csv"), `${priceIndex.join("\n")}\n`);

  const companies = Math.min(options.companies, synthetic);
  const template = JSON.parse(readFileSync(join(SAMPLE_DATA_DIR, FACTS_TEMPLATE), "utf8")) as {
    facts: unknown;
  };
  const secTickers = JSON.parse(
    readFileSync(join(SAMPLE_DATA_DIR, "reference/sec_company_tickers.json"), "utf8"),
  ) as Record<string, unknown>;
  let next = Object.keys(secTickers).length;
  for (let i = 0; i < companies; i++) {
    const ticker = syntheticTicker(i);
    const cik = FIRST_SYNTHETIC_CIK + i;
    const facts = {
      cik,
      entityName: `SYNTHETIC ${ticker}`,
      facts: scaledFacts(template.facts, 0.001 + random() * 0.2),
    };
    writeFileSync(
      join(outDir, `sec/companyfacts/CIK${String(cik).padStart(10, "0")}.json`),
      JSON.stringify(facts),
    );
    secTickers[String(next++)] = { cik_str: cik, ticker, title: `SYNTHETIC CO ${ticker}` };
  }
  writeFileSync(join(outDir, "reference/sec_company_tickers.json"), JSON.stringify(secTickers));
  return { synthetic, sessions: sessions.length, universeRows, companies };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out, tickers, years, companies] = process.argv.slice(2);
  if (!out) throw new Error("usage: npx tsx bench/scale/generate.ts <out-dir> [tickers] [years] [companies]");
  const started = performance.now();
  const summary = await generateScaleBundle(out, {
    ...SCALE_DEFAULTS,
    ...(tickers ? { tickers: Number(tickers) } : {}),
    ...(years ? { years: Number(years) } : {}),
    ...(companies ? { companies: Number(companies) } : {}),
  });
  console.log(`${JSON.stringify(summary)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
