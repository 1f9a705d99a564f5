/**
 * bench/results.json: the benches' figures, machine-readable, for the targets to be read
 * without parsing RESULTS.md. Each bench merges the figures it measured into the file (others'
 * figures stay), so `measured_at` and `load_average` say when the last write happened, and
 * `measured` says the same for each figure: figures written by different runs are not one run's.
 *
 *   { "measured_at": ISO, "load_average": [1, 5, 15], "figures": { name: value },
 *     "measured": { name: { "at": ISO, "load_average": [1, 5, 15] } } }
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";

export const RESULTS_JSON_PATH = fileURLToPath(new URL("./results.json", import.meta.url));

/** The figures issue 27 asks for by name; a bench adds its own here before writing them. */
export const FIGURE_NAMES = [
  "gateway_distinct_tickers_vs_apollo_gateway",
  "gateway_distinct_tickers_gateway_cpu_ms_per_request",
  "gateway_distinct_tickers_subgraphs_cpu_ms_per_request",
  "apollo_gateway_distinct_tickers_gateway_cpu_ms_per_request",
  "apollo_gateway_distinct_tickers_subgraphs_cpu_ms_per_request",
  "one_process_peak_rss_mb_under_rest_load",
  "fanout_sse_1000_lost_frames",
  "fanout_sse_1000_p99_ms",
  "fanout_sse_1000_peak_rss_mb",
  "fanout_cpu_ms_per_1000_frames",
  "fanout_ws_1000_lost_frames",
  "fanout_ws_1000_p99_ms",
  "fanout_cpu_ms_per_1000_frames_above_idle",
  "fanout_service_idle_cpu_ms_per_s",
  "heavy_warm_var_vs_price_snapshot",
  "heavy_warm_stress_vs_price_snapshot",
  "heavy_warm_crash_vs_price_snapshot",
  "heavy_warm_cpcv_vs_price_snapshot",
  "scale_5000x10y_worst_route_vs_sample",
  "scale_5000x10y_book_build_peak_rss_mb",
  "scale_5000x10y_ingest_s",
  "scale_5000x10y_price_snapshot_vs_sample",
  "scale_5000x10y_prices_vs_sample",
  "scale_5000x10y_screener_vs_sample",
  "scale_5000x10y_peers_vs_sample",
  "scale_5000x10y_var_vs_sample",
  "scale_5000x10y_correlation_mesh_vs_sample",
  "scale_5000x10y_pg_worst_route_vs_sample",
  "scale_5000x10y_pg_book_build_peak_rss_mb",
  "scale_5000x10y_pg_ingest_s",
  "scale_5000x10y_pg_price_snapshot_vs_sample",
  "scale_5000x10y_pg_prices_vs_sample",
  "scale_5000x10y_pg_screener_vs_sample",
  "scale_5000x10y_pg_peers_vs_sample",
  "scale_5000x10y_pg_var_vs_sample",
  "scale_5000x10y_pg_correlation_mesh_vs_sample",
  "start_fresh_health_s",
  "start_warm_health_s",
  "start_fresh_first_rest_answer_s",
  "start_compiled_rss_mb",
  "start_tsx_rss_mb",
  "asof_instants_warm_vs_cold",
  "asof_instants_first_request_median_ms",
  "asof_instants_warm_median_ms",
  "asof_instants_revisit_first_request_median_ms",
] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];
export type Figures = Partial<Record<FigureName, number>>;

interface WhenMeasured {
  at: string;
  load_average: number[];
}

export interface BenchResults {
  measured_at: string;
  load_average: number[];
  figures: Figures;
  measured: Partial<Record<FigureName, WhenMeasured>>;
}

function readResults(path: string): BenchResults | null {
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, "utf8")) as BenchResults;
}

/** Merges `figures` (each a finite number) into the file at `path`, stamped now; returns what it wrote. */
export function recordFigures(figures: Figures, path = RESULTS_JSON_PATH, now = new Date()): BenchResults {
  for (const [name, value] of Object.entries(figures)) {
    if (!Number.isFinite(value)) throw new Error(`figure ${name} must be a finite number, got ${value}`);
  }
  const when: WhenMeasured = { at: now.toISOString(), load_average: loadavg() };
  const previous = readResults(path);
  const written: BenchResults = {
    measured_at: when.at,
    load_average: when.load_average,
    figures: { ...previous?.figures, ...figures },
    measured: {
      ...previous?.measured,
      ...Object.fromEntries(Object.keys(figures).map((name) => [name, when])),
    },
  };
  writeFileSync(path, `${JSON.stringify(written, null, 2)}\n`);
  return written;
}
