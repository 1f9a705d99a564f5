/**
 * Credits: an operation's price is quoted from what it will execute (gateway/access/quote.ts), the
 * plan checked and the credits held before it runs (402 plan_required, 402 usage_exceeded);
 * afterwards only the lines whose part of the answer arrived are charged (gateway/access/settle.ts),
 * and the answer says so in `extensions.billing` (whose `request_id` names the charge in the usage
 * ledger) and in X-Credits-Charged and X-Credits-Left. (X-Request-Id is the HTTP request's own id,
 * set by the host for every answer: gateway/requestIds.ts.) A subscription is billed once, when it starts (spec/03: streams are billed per
 * connection). An operation that cannot run (variables that do not coerce, a persisted document
 * past its route's caps) and a refused one held nothing and are charged nothing, and say so too.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { ExecutionArgs, ExecutionResult } from "graphql";
import type { Access, Admission, Settlement } from "../access.js";
import type { LedgerLine } from "../backend.js";
import { type AccessContext, verifiedPrincipal } from "../context.js";
import { quoteExecution } from "../quote.js";
import { refusalResult } from "../refusals.js";
import { RESUMED } from "../resume.js";
import { settleQuote } from "../settle.js";

function billingExtension(settlement: Settlement) {
  return {
    request_id: settlement.requestId,
    credits_quoted: settlement.quoted,
    credits_charged: settlement.charged,
    credits_left: settlement.creditsLeft,
    period: settlement.period,
    lines: settlement.lines.map((line) => ({
      operation: line.operation,
      product: line.product,
      credits: line.credits,
      outcome: line.outcome,
      error_code: line.errorCode,
    })),
  };
}

function creditHeaders(settlement: Settlement): Record<string, string> {
  return {
    "X-Credits-Charged": String(settlement.charged),
    "X-Credits-Left": String(settlement.creditsLeft),
  };
}

/** A line of an operation that failed before it answered: nothing charged. */
function failed(line: LedgerLine): LedgerLine {
  return { ...line, outcome: "not_billed", credits: 0, errorCode: line.errorCode ?? "internal_error" };
}

/** An operation's quote held, or the answer refusing it. */
type Admitted =
  | { admission: Admission; refusal?: undefined }
  | { admission?: undefined; refusal: ExecutionResult };

export function useCredits(access: Access): GatewayPlugin<AccessContext> {
  async function admit(args: ExecutionArgs): Promise<Admitted> {
    const context = args.contextValue as AccessContext;
    const { quote, refused } = quoteExecution(args, access.pricing);
    if (!quote) {
      context.responseHeaders?.set("X-Credits-Charged", "0");
      return { refusal: { errors: refused } };
    }
    context.quote = quote;
    try {
      return { admission: await access.admitOperation(verifiedPrincipal(context), quote) };
    } catch (error) {
      // A refused operation held nothing and is charged nothing; its answer says so like any other.
      context.responseHeaders?.set("X-Credits-Charged", "0");
      return { refusal: refusalResult(error) };
    }
  }

  /**
   * Settles an admitted operation, or, when the store fails (Redis went down while it ran), the
   * refusal to answer instead: 502 keyservice_unreachable, X-Credits-Charged 0. A settle that
   * did not run leaves the hold to expire, and the sweep releases it uncharged; a settle runs at
   * most once, so nothing is ever charged twice.
   */
  async function settle(
    args: ExecutionArgs,
    admission: Admission,
    lines: LedgerLine[],
  ): Promise<
    { settlement: Settlement; refusal?: undefined } | { settlement?: undefined; refusal: ExecutionResult }
  > {
    const context = args.contextValue as AccessContext;
    try {
      const settlement = await access.settle(admission, lines);
      context.responseHeaders?.setAll(creditHeaders(settlement));
      return { settlement };
    } catch (error) {
      context.responseHeaders?.set("X-Credits-Charged", "0");
      return { refusal: refusalResult(error) };
    }
  }

  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const { admission, refusal } = await admit(args);
        if (!admission) return refusal;
        let result: ExecutionResult | undefined;
        let failure: { error: unknown } | undefined;
        try {
          result = (await executeFn(args)) as ExecutionResult;
        } catch (error) {
          failure = { error };
        }
        const lines = settleQuote(admission.quote, admission.principal.keyId, result ?? { data: null });
        const settled = await settle(args, admission, result ? lines : lines.map(failed));
        if (!settled.settlement) return settled.refusal;
        if (failure) throw failure.error;
        const answer = result as ExecutionResult;
        answer.extensions = { ...answer.extensions, billing: billingExtension(settled.settlement) };
        return answer;
      });
    },

    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const { admission, refusal } = await admit(args);
        if (!admission) return refusal;
        let stream: Awaited<ReturnType<typeof subscribeFn>> | undefined;
        let failure: { error: unknown } | undefined;
        try {
          stream = await subscribeFn(args);
        } catch (error) {
          failure = { error };
        }
        const started = Symbol.asyncIterator in Object(stream);
        // A resume of a stream this service closed itself is not billed again (access/resume.ts).
        const resumed = started && (await access.isResume(admission, args));
        const billed = started && !resumed;
        const lines = admission.quote.lines.map((line) => ({
          keyId: admission.principal.keyId,
          operation: line.operation,
          product: line.product,
          credits: billed ? line.credits : 0,
          outcome: billed ? ("charged" as const) : ("not_billed" as const),
          errorCode: billed ? null : resumed ? RESUMED : "subscription_refused",
        }));
        // An SSE answer's headers go out when the stream opens, after this: they say the charge.
        const settled = await settle(args, admission, lines);
        if (!settled.settlement) {
          // Not billed, so not served: the stream that did start is closed.
          if (started) await (stream as AsyncIterableIterator<unknown>).return?.();
          return settled.refusal;
        }
        if (failure) throw failure.error;
        return stream as Awaited<ReturnType<typeof subscribeFn>>;
      });
    },
  };
}
