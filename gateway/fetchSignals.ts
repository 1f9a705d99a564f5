/**
 * A remote subgraph's fetch gives back the abort listener it puts on a long-lived signal as soon
 * as it settles (issue 27 item 5).
 *
 * @graphql-tools/executor-http (3.4.1, the latest) combines each fetch's signal with its
 * executor's dispose signal, which lives as long as the gateway, through @graphql-hive/signal's
 * abortSignalAny (2.1.0, the latest, unchanged): one listener on the dispose signal per fetch,
 * removed only when the combined signal aborts (the subgraph timeout, 10 s later) or is garbage
 * collected. Under load tens of thousands piled up, and each new addEventListener walks them all
 * (9 % of the gateway's CPU). Aborting the fetch's own signal once its answer is in aborts the
 * combination, which then removes its listeners; nothing is still reading by then. A stream
 * (a subscription) is left alone: its answer is not in when the executor returns.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type ExecutionRequest, type Executor, isAsyncIterable } from "@graphql-tools/utils";

export function useSettledFetchSignals(): GatewayPlugin {
  return {
    onSubgraphExecute({ executionRequest, executor, setExecutor }) {
      if (executionRequest.operationType === "subscription") return;
      const releasing = async (request: ExecutionRequest) => {
        const settled = new AbortController();
        const signal = request.signal ? AbortSignal.any([request.signal, settled.signal]) : settled.signal;
        try {
          const result = await executor({ ...request, signal });
          if (!isAsyncIterable(result)) settled.abort();
          return result;
        } catch (error) {
          settled.abort();
          throw error;
        }
      };
      setExecutor(releasing as Executor);
    },
  };
}
