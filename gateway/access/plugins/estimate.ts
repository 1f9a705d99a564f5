/**
 * Estimate mode: with `X-Credits-Estimate: true` an operation is quoted, not run — its answer is
 * `extensions.billing` with `estimate: true`, the price and what the wallet holds; nothing is
 * held or charged.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { Access } from "../access.js";
import { type AccessContext, headerOf, verifiedPrincipal } from "../context.js";
import { quoteExecution } from "../quote.js";

export const ESTIMATE_HEADER = "x-credits-estimate";

export function useEstimate(access: Access): GatewayPlugin<AccessContext> {
  return {
    onExecute({ context, setExecuteFn }) {
      if (headerOf(context, ESTIMATE_HEADER) !== "true") return;
      // Replaces the run (and the credits' hold around it); outer plugins still wrap the answer.
      setExecuteFn(async (args) => {
        const { quote, refused } = quoteExecution(args, access.pricing);
        // An operation that could not run has no price: its refusal is the answer.
        if (!quote) return { errors: refused };
        const principal = verifiedPrincipal(args.contextValue as AccessContext);
        const spent = await access.backend.spent(principal.accountId, access.period());
        return {
          extensions: {
            billing: {
              estimate: true,
              credits_quoted: quote.total,
              credits_left: Math.max(0, principal.monthlyAllowance - spent),
              lines: quote.lines.map((l) => ({
                operation: l.operation,
                product: l.product,
                credits: l.credits,
              })),
            },
          },
        };
      });
    },
  };
}
