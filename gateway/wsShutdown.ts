/**
 * Clean shutdown of graphql-ws subscriptions (Deliver 7: "clean shutdown closes streams with a
 * final frame"). Every subscription's result stream is wrapped on its way to graphql-ws; on
 * shutdown each yields one final result — an error with `code: "server_shutdown"`, saying to
 * reconnect and resume after the last id — and then ends, so graphql-ws sends that `next` and
 * the subscription's `complete` before the host closes the socket with 1001 "server_shutdown".
 * The REST shim's SSE streams end the same way (`event: close`, reason server_shutdown).
 */
import { type ExecutionResult, GraphQLError } from "graphql";
import { interruptible } from "../subgraphs/kit/interruptible.js";
import { RESUME_WINDOW_MS } from "./access/resume.js";

/** What the last frame of a subscription ended by shutdown says. */
export const SHUTDOWN_RESULT: ExecutionResult = {
  data: null,
  errors: [
    new GraphQLError(
      `The server is shutting down; reconnect and resume with since set to the last id you received (within ${RESUME_WINDOW_MS / 60_000} minutes, the resume is not billed again).`,
      { extensions: { code: "server_shutdown", status: 503, reason: "server_shutdown" } },
    ),
  ],
};

interface Open {
  stop(): void;
  /** Resolves once the subscription has ended (after its final frame was taken, when stopped). */
  ended: Promise<void>;
}

export function shutdownAwareSubscriptions() {
  const open = new Set<Open>();

  function wrap(result: AsyncIterable<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
    let markEnded: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      markEnded = resolve;
    });
    const { iterator, interrupt } = interruptible<ExecutionResult, "shutdown">(
      result[Symbol.asyncIterator](),
      {
        last: () => SHUTDOWN_RESULT,
        onEnd: () => {
          open.delete(entry);
          markEnded();
        },
      },
    );
    const entry: Open = { stop: () => interrupt("shutdown"), ended };
    open.add(entry);
    return iterator;
  }

  return {
    wrap,
    /**
     * Ends every open subscription with the final frame; resolves once each has ended, or after
     * `graceMs` (a client that stopped reading cannot take its final frame and is cut).
     */
    async shutdown(graceMs: number): Promise<void> {
      const ending = [...open];
      for (const entry of ending) entry.stop();
      await settledWithin(Promise.all(ending.map((entry) => entry.ended)), graceMs);
    },
  };
}

/** Waits for `promise`, or `ms` at most (whichever comes first). */
export async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
