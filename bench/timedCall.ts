/** One request to a service child, timed on both sides: its wall time and the child's CPU over it. */
import { call } from "../test/support/heavyLoad.js";
import { ProcessSampler } from "./processes.js";

export interface Timed {
  /** The service process's utime+stime over the call (event loop and worker threads). */
  cpuMs: number;
  /** From send to the whole body read. */
  wallMs: number;
}

/** Throws unless the answer is 200: a refusal's time is not the route's. */
export async function timedCall(
  url: string,
  pid: number,
  key: string,
  path: string,
  body?: unknown,
): Promise<Timed> {
  const sampler = new ProcessSampler([pid]);
  sampler.start();
  const answer = await call(url, key, path, body);
  const { cpuMs } = sampler.stop();
  if (answer.status !== 200)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { cpuMs: cpuMs[0] as number, wallMs: answer.ms };
}
