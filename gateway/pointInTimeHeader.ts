/**
 * Tells subgraphs in other processes the instant a request runs at: every subgraph request carries
 * POINT_IN_TIME_HEADER, set here from the instant gateway/pointInTime.ts checked, or removed when
 * none was asked, so whatever a client sends under that name never reaches a subgraph through the
 * gateway. In process the instant goes straight into the subgraph context (gateway/transports.ts).
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { POINT_IN_TIME_HEADER } from "../subgraphs/kit/pointInTime.js";
import { pointInTimeOfContext } from "./pointInTime.js";

export function usePointInTimeHeader(): GatewayPlugin {
  return {
    onSubgraphExecute({ executionRequest, setExecutionRequest }) {
      const extensions = executionRequest.extensions ?? {};
      const headers = { ...(extensions.headers as Record<string, string> | undefined) };
      const at = pointInTimeOfContext(executionRequest.context);
      if (at) headers[POINT_IN_TIME_HEADER] = at.toISOString();
      else delete headers[POINT_IN_TIME_HEADER];
      setExecutionRequest({ ...executionRequest, extensions: { ...extensions, headers } });
    },
  };
}
