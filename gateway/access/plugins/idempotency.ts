/**
 * Idempotency-Key: bound per account to the operation and its variables for 24 hours. The same
 * key and body replay the stored answer (`Idempotent-Replayed: true`, nothing charged); another
 * body is 422 idempotency_key_reused; while the first request runs, 409 idempotency_in_flight.
 * An answer that failed with a 5xx is not stored, so the request can be retried with its key.
 * A key is 1 to 255 visible ASCII characters; any other is 422 validation_error before anything
 * is claimed, held or run.
 */
import { createHash } from "node:crypto";
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type ExecutionResult, print } from "graphql";
import { quoteInput, ServiceError, serviceErrorFields } from "../../../core/errors.js";
import { invalidArgument } from "../../../subgraphs/kit/validation.js";
import type { Access } from "../access.js";
import { type AccessContext, headerOf, verifiedPrincipal } from "../context.js";
import { refusalResult } from "../refusals.js";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
const ACCEPTED = `1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (letters, digits and punctuation, 0x21-0x7E)`;
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

/**
 * The refusal of a key that is not one we store: too long (it would be stored and compared as
 * sent, any length), or holding a character a key is not written with (a control character, a
 * blank, a letter outside ASCII, which Node reads from a header as Latin-1 bytes). Null for a key
 * of the accepted form.
 */
export function idempotencyKeyRefusal(key: string): ServiceError | null {
  const named = (why: string) => invalidArgument("Idempotency-Key", why, ACCEPTED);
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) return named(`${key.length} characters are too many`);
  if (!VISIBLE_ASCII.test(key)) return named("it holds a character that is not visible ASCII");
  return null;
}

/** Same operation, same variables: the fingerprint an Idempotency-Key is bound to. */
function fingerprint(document: string, variables: unknown, operationName: string | null | undefined): string {
  const stable = (value: unknown): unknown =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, stable(v)]),
        )
      : Array.isArray(value)
        ? value.map(stable)
        : value;
  return createHash("sha256")
    .update(JSON.stringify([document, stable(variables ?? {}), operationName ?? null]))
    .digest("hex");
}

/**
 * 5xx answers are worth retrying, so their Idempotency-Key is released instead of stored. A part
 * the platform does not hold (503 dataset_unavailable below a root field that answered: a copilot
 * answer's signal for an ETF) is part of a complete, charged answer, which a retry would answer
 * the same: releasing the key would charge the retry again.
 */
function retryable(result: ExecutionResult): boolean {
  return (result.errors ?? []).some((error) => {
    const { status, code } = serviceErrorFields(error);
    const [root, ...below] = error.path ?? [];
    const answeredRoot = root !== undefined && below.length > 0 && result.data?.[root] != null;
    if (code === "dataset_unavailable" && answeredRoot) return false;
    return status === undefined || status >= 500;
  });
}

export function useIdempotency(access: Access): GatewayPlugin<AccessContext> {
  return {
    onExecute({ context, executeFn, setExecuteFn }) {
      const idempotencyKey = headerOf(context, IDEMPOTENCY_HEADER);
      if (!idempotencyKey) return;
      setExecuteFn(async (args) => {
        // Outermost of the access plugins' wraps: a refusal here holds, charges and stores nothing.
        const refusal = idempotencyKeyRefusal(idempotencyKey);
        if (refusal) return refusalResult(refusal);
        const { accountId } = verifiedPrincipal(context);
        const bound = fingerprint(print(args.document), args.variableValues, args.operationName);
        const claim = await access.backend.beginIdempotent(accountId, idempotencyKey, bound, access.now());
        if (claim.state === "done") {
          context.responseHeaders?.set("Idempotent-Replayed", "true");
          const stored = JSON.parse(claim.result) as ExecutionResult;
          return { ...stored, extensions: { billing: { credits_charged: 0, idempotent_replay: true } } };
        }
        if (claim.state === "in_flight") {
          return refusalResult(
            new ServiceError(
              "idempotency_in_flight",
              `A request with Idempotency-Key ${quoteInput(idempotencyKey)} is still running.`,
            ),
          );
        }
        if (claim.state === "mismatch") {
          return refusalResult(
            new ServiceError(
              "idempotency_key_reused",
              `Idempotency-Key ${quoteInput(idempotencyKey)} was used with a different request body; use a new key for a new request.`,
            ),
          );
        }
        let result: ExecutionResult | undefined;
        try {
          result = (await executeFn(args)) as ExecutionResult;
          return result;
        } finally {
          if (result && !retryable(result)) {
            const { extensions: _billing, ...answer } = result;
            await access.backend.completeIdempotent(
              accountId,
              idempotencyKey,
              JSON.stringify(answer),
              access.now(),
            );
          } else {
            await access.backend.abandonIdempotent(accountId, idempotencyKey);
          }
        }
      });
    },
  };
}
