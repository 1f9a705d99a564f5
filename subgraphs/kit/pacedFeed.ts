/**
 * The loop of a replay feed (kit/producers.ts `RunningFeed`): one step now, so the producer has a
 * frame before anyone can ask, then each next step after the wait the previous one returned,
 * until a step says the feed finished or `stop()` is called; `stop()` lets the step under way end
 * before the feed says "stopped", so no frame is published after it.
 */
import type { RunningFeed } from "./producers.js";

/** A step's answer: wait this many milliseconds before the next step, or end the feed. */
export type StepOutcome = { nextInMs: number } | "finished";

export async function runPaced(step: () => Promise<StepOutcome>): Promise<RunningFeed> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let inFlight: Promise<StepOutcome> = Promise.resolve("finished");
  let end: (how: "finished" | "stopped") => void = () => {};
  const ended = new Promise<"finished" | "stopped">((resolve) => {
    end = resolve;
  });
  const run = async () => {
    if (stopped) return;
    inFlight = step();
    const outcome = await inFlight;
    if (stopped) return;
    if (outcome === "finished") return end("finished");
    timer = setTimeout(() => void run(), outcome.nextInMs);
    timer.unref();
  };
  await run();
  return {
    ended,
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      void inFlight.then(() => end("stopped"));
    },
  };
}
