/**
 * A composer: the pure step around a persisted document's answer (catalogue `composer`), for a
 * route whose answer is more than the document's selection — the copilot portfolio weighs each
 * position's figures into the portfolio's. The document still fetches everything, in one GraphQL
 * operation through the gateway; the composer only reads the route's inputs and the document's
 * data, so it holds no I/O and is tested by known answers.
 *
 * Its parameters sit beside the document's variables in the route (typed, ranged and refused by
 * the shim like any other) and travel with them to the gateway, where the document ignores them
 * and the Idempotency-Key's fingerprint binds them: the same key with other weights is the other
 * body spec/03 refuses.
 */
import type { ParamSpec } from "../catalogue/routeParams.js";

type JsonSchema = Record<string, unknown>;

/** A part of a document's answer that failed: null in the answer, with the error that nulled it. */
export interface PartFailure {
  /** Where the null is, below the root value: REST keys and list indices. */
  path: (string | number)[];
  errorCode: string;
  status: number;
  message: string;
  /** The error's own fields (ticker, dataset, reason, ...), as its REST body would carry them. */
  extra: Record<string, unknown>;
}

/** A parameter of the composer's: where it is sent (query or body) follows the route's method. */
export type ComposerParam = Omit<ParamSpec, "in" | "arg" | "graphqlType">;

/** A rule across parameters, published in the manifest's `param_constraints`. */
export interface ParamConstraint {
  kind: string;
  params: string[];
  description: string;
}

export interface Composer {
  params: readonly ComposerParam[];
  constraints: readonly ParamConstraint[];
  /**
   * The rules across the route's inputs (by argument name), checked before the document runs: a
   * refusal is thrown as a ServiceError (422 naming the parameter), so nothing runs or is billed.
   */
  check(inputs: Readonly<Record<string, unknown>>): void;
  /** The answer's data keys from the inputs, the document's root value (REST keys) and its failed parts. */
  answer(
    inputs: Readonly<Record<string, unknown>>,
    root: unknown,
    failures: readonly PartFailure[],
  ): Record<string, unknown>;
  /** The JSON Schema of `answer`'s result, given the JSON Schema of the document's root value. */
  schema(root: JsonSchema): JsonSchema;
}

export type Composers = Readonly<Record<string, Composer>>;
