/**
 * `Query.usage`: the caller's own account — plan, this month's credits and the latest ledger
 * lines. Served by the gateway itself (the ledger is the access layer's, not a domain's), and
 * always scoped to the key that asks: there is no argument that names another account.
 */
import { quoteInput, ServiceError } from "../../core/errors.js";
import type { Access } from "./access.js";
import type { AccessState } from "./context.js";
import { PLANS } from "./plans.js";

export const USAGE_TYPE_DEFS = /* GraphQL */ `
  extend type Query {
    """
    Your own usage: plan, credits of a billing month and the latest ledger lines (newest first).
    """
    usage(
      """Billing month, YYYY-MM (UTC); default the current one."""
      period: String
      """Ledger lines, 1..500."""
      limit: Int! = 50
    ): Usage!
  }

  type Usage {
    accountId: String!
    keyId: String!
    plan: String!
    addons: [String!]!
    period: String!
    requestsPerMinute: Int!
    creditsAllowance: Int!
    creditsSpent: Int!
    creditsLeft: Int!
    ledger: [UsageLine!]!
  }

  """One settled line: outcome charged (credits > 0), not_billed or refunded (credits 0)."""
  type UsageLine {
    requestId: String!
    at: String!
    keyId: String!
    operation: String!
    product: String!
    credits: Int!
    outcome: String!
    errorCode: String
  }
`;

export function usageResolvers(access: Access) {
  return {
    Query: {
      usage: async (
        _: unknown,
        args: { period?: string | null; limit: number },
        context: { access?: AccessState },
      ) => {
        const principal = context.access?.principal;
        if (!principal) throw new ServiceError("unauthorized", "usage needs a verified key.");
        if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > 500) {
          throw new ServiceError(
            "validation_error",
            `limit must be an integer in 1..500; got ${args.limit}.`,
          );
        }
        if (args.period != null && !/^\d{4}-(0[1-9]|1[0-2])$/.test(args.period)) {
          throw new ServiceError(
            "validation_error",
            `period must be a month as YYYY-MM; got ${quoteInput(args.period)}.`,
          );
        }
        const period = args.period ?? access.period();
        const [spent, ledger] = await Promise.all([
          access.backend.spent(principal.accountId, period),
          access.backend.ledger(principal.accountId, { period, limit: args.limit }),
        ]);
        return {
          accountId: principal.accountId,
          keyId: principal.keyId,
          plan: principal.plan,
          addons: principal.addons,
          period,
          requestsPerMinute: PLANS[principal.plan].requestsPerMinute,
          creditsAllowance: principal.monthlyAllowance,
          creditsSpent: spent,
          creditsLeft: Math.max(0, principal.monthlyAllowance - spent),
          ledger,
        };
      },
    },
  };
}
