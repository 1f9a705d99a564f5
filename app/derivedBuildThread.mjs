// The entry of app/derivedBuilds.ts's worker thread: plain JavaScript, so it runs with or without
// the tsx loader (core/importSource.mjs); the build itself is app/derivedBuildWorker.ts.
import { importSource } from "../core/importSource.mjs";

await importSource(new URL("./derivedBuildWorker.ts", import.meta.url));
