// The entry of kit/heavyWorker.ts's worker threads: a plain JavaScript file, so it runs with or
// without the tsx loader (core/importSource.mjs), then hands every task to the TypeScript worker side.
import { importSource } from "../../core/importSource.mjs";

const { runJob } = await importSource(new URL("./heavyWorker.ts", import.meta.url));

export default runJob;
