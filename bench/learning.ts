/**
 * How long the learning product (subgraphs/signals/derived.ts `learning`, docs/LEARNING.md) takes
 * to build: the step every test run's template and every start after an ingest pays after the
 * signals book. Ingests data/sample into a fresh SQLite warehouse with the book (or uses
 * DATABASE_URL), then builds the learning product RUNS times (default 3), each in its own
 * transaction as ensureDerived does, and prints wall and CPU time per run with the load average:
 *
 *   npx tsx bench/learning.ts                                  # fresh SQLite in a temp folder
 *   RUNS=5 DATABASE_URL=sqlite:.data/warehouse.sqlite npx tsx bench/learning.ts
 *
 * docs/LEARNING.md "The build" quotes its figures.
 */
import { learning, signalsBook } from "../subgraphs/signals/derived.js";
import { benchDerivedBuild } from "./derivedBuild.js";

await benchDerivedBuild(learning, [signalsBook]);
