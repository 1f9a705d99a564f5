/**
 * Tells subgraphs in other processes which products the caller's plan includes: every subgraph
 * request carries ENTITLED_PRODUCTS_HEADER, set here from the access plugin's verdict and always
 * overwritten, so whatever a client sends under that name never reaches a subgraph. In process
 * the same list goes straight into the subgraph context (gateway/transports.ts).
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { ENTITLED_PRODUCTS_HEADER, formatEntitledProducts } from "../subgraphs/kit/entitlements.js";

interface WithAccess {
  access?: { entitledProducts?: readonly string[] };
}

export function entitledProductsOf(gatewayContext: unknown): readonly string[] {
  return (gatewayContext as WithAccess | undefined)?.access?.entitledProducts ?? [];
}

export function useEntitledProductsHeader(): GatewayPlugin {
  return {
    onSubgraphExecute({ executionRequest, setExecutionRequest }) {
      const extensions = executionRequest.extensions ?? {};
      const headers = { ...(extensions.headers as Record<string, string> | undefined) };
      headers[ENTITLED_PRODUCTS_HEADER] = formatEntitledProducts(
        entitledProductsOf(executionRequest.context),
      );
      setExecutionRequest({ ...executionRequest, extensions: { ...extensions, headers } });
    },
  };
}
