/** The figures of bench/results.json that `npm run bench`'s sections measure. */
import type { SectionsRun } from "./report.js";
import type { Figures } from "./results.js";

export function figuresOf(run: SectionsRun): Figures {
  const figures: Figures = {};
  if (run.b) {
    // Distinct tickers in turn: no gateway can merge concurrent requests, so each plans and fetches.
    const { oursRotating: ours, theirsRotating: theirs } = run.b;
    figures.gateway_distinct_tickers_vs_apollo_gateway = ours.rps / theirs.rps;
    figures.gateway_distinct_tickers_gateway_cpu_ms_per_request = ours.cpuMsPerRequest;
    figures.gateway_distinct_tickers_subgraphs_cpu_ms_per_request = ours.alsoCpuMsPerRequest;
    figures.apollo_gateway_distinct_tickers_gateway_cpu_ms_per_request = theirs.cpuMsPerRequest;
    figures.apollo_gateway_distinct_tickers_subgraphs_cpu_ms_per_request = theirs.alsoCpuMsPerRequest;
  }
  // The REST price snapshot loads one service process in (a) and in every round of (d).
  const restPeaks = [
    ...(run.a ? [run.a.rest.peakRssMb] : []),
    ...(run.d?.rounds.map((round) => round.measurement.peakRssMb) ?? []),
  ];
  if (restPeaks.length > 0) figures.one_process_peak_rss_mb_under_rest_load = Math.max(...restPeaks);
  return figures;
}
