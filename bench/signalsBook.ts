/**
 * How long the signals book (subgraphs/signals/derived.ts) takes to build, the step every test
 * run's template and every start after an ingest pays. Ingests data/sample into a fresh SQLite
 * warehouse (or uses DATABASE_URL), then builds the book RUNS times (default 3), each in its own
 * transaction as ensureDerived does, and prints wall and CPU time per run with the load average:
 *
 *   npx tsx bench/signalsBook.ts            # fresh SQLite in a temp folder
 *   RUNS=5 DATABASE_URL=postgres://… npx tsx bench/signalsBook.ts
 *
 * docs/SIGNALS.md "The book build" quotes its figures.
 */
import { signalsBook } from "../subgraphs/signals/derived.js";
import { benchDerivedBuild } from "./derivedBuild.js";

await benchDerivedBuild(signalsBook);
