/** risk's heavy jobs (heavyJobs.ts), run by name in this process's worker threads (kit/heavyWork.ts). */
import { heavyJobs } from "../kit/heavyWork.js";
import type * as RiskJobs from "./heavyJobs.js";

export const riskWork = heavyJobs<typeof RiskJobs>(new URL("./heavyJobs.ts", import.meta.url));
