// The entry of kit/heavyWork.ts's worker threads. A worker thread starts without the tsx loader
// the main thread runs under (Node 20 passes no --import hooks to workers), so this plain
// JavaScript file registers it, then hands every task to the TypeScript worker side.
import { register } from "tsx/esm/api";

register();
const { runJob } = await import("./heavyWorker.ts");

export default runJob;
