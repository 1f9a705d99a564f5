/**
 * The research datasets fundamentals serves (GET /api/v2/datasets) and their coverage at a clock,
 * for the gateway's data freshness: each held dataset's rows and date range visible then. The
 * datasets and the reads are fundamentals' own (../data/researchDatasets.ts); nothing here writes.
 */
export { datasetCoverage, HELD_DATASETS } from "../data/researchDatasets.js";
