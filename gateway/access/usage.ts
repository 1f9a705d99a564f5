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

  """Your account's plan, credits and ledger lines for one billing month."""
  type Usage {
    """Your account's id."""
    accountId: String!
    """The id of the API key this request was made with."""
    keyId: String!
    """Your plan: free, starter, pro or expert (docs/ACCESS.md)."""
    plan: String!
    """Add-on products your account holds beyond its plan."""
    addons: [String!]!
    """The billing month the credits and ledger are of, YYYY-MM (UTC)."""
    period: String!
    """Your plan's rate limit: requests per minute per key."""
    requestsPerMinute: Int!
    """Credits your account may spend in a billing month."""
    creditsAllowance: Int!
    """Credits charged in period."""
    creditsSpent: Int!
    """creditsAllowance minus creditsSpent, never below 0."""
    creditsLeft: Int!
    """Ledger lines of period, newest first, at most limit."""
    ledger: [UsageLine!]!
  }

  """One settled line: outcome charged (credits > 0), not_billed or refunded (credits 0)."""
  type UsageLine {
    """The id of the request the line bills."""
    requestId: String!
    """When the line was settled, an ISO 8601 instant."""
    at: String!
    """The API key the request was made with."""
    keyId: String!
    """The operation billed (an svc_* name of the catalogue)."""
    operation: String!
    """The product the operation bills to."""
    product: String!
    """Credits charged: the operation's price when outcome is charged, else 0."""
    credits: Int!
    """charged, not_billed or refunded."""
    outcome: String!
    """The error code that kept the line from being charged; null when charged."""
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
