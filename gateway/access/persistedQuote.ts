/**
 * A persisted document's quote (catalogue `document`: the copilot routes), through the shim or sent
 * as it is to /graphql: its route's price as one line, whatever Instrument products it reaches, and
 * its route's caps on its variables (catalogue `limits`, as the shim enforces them on REST), so the
 * document buys the same work for its price whichever way it arrives. Recognised by its operation
 * name and the digest of its printed text: an edited document is priced field by field like any query.
 */
import type { DocumentNode, FieldNode, OperationDefinitionNode } from "graphql";
import { ServiceError } from "../../core/errors.js";
import { documentDigest, type PricingTable, type VariableLimits } from "./pricingTable.js";
import type { Quoted, QuoteLine } from "./quote.js";

/** Digests by document: the parser cache hands the same document for the same text, so each is printed once. */
const digests = new WeakMap<DocumentNode, string>();
function digestOf(document: DocumentNode): string {
  let digest = digests.get(document);
  if (digest === undefined) {
    digest = documentDigest(document);
    digests.set(document, digest);
  }
  return digest;
}

function accepted(limits: VariableLimits): string {
  const { minItems, maxItems, maxLength } = limits;
  const items =
    minItems !== undefined || maxItems !== undefined ? `${minItems ?? 0}..${maxItems ?? "n"} items` : "";
  const length = maxLength !== undefined ? `${items ? ", each " : ""}at most ${maxLength} characters` : "";
  return `${items}${length}`;
}

/** What is wrong with a variable's coerced value under its route's caps, or null. */
function overCap(limits: VariableLimits, value: unknown): string | null {
  const { minItems, maxItems, maxLength } = limits;
  if (Array.isArray(value) && (value.length < (minItems ?? 0) || value.length > (maxItems ?? Infinity)))
    return `${value.length} items are out of range`;
  const texts = (Array.isArray(value) ? value : [value]).filter((item) => typeof item === "string");
  const longest = Math.max(0, ...texts.map((text) => text.length));
  if (maxLength !== undefined && longest > maxLength) return `${longest} characters are too many`;
  return null;
}

export function persistedQuote(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  fields: ReadonlyMap<string, readonly FieldNode[]>,
  variables: Readonly<Record<string, unknown>>,
  pricing: PricingTable,
): Quoted | null {
  const price = operation.name ? pricing.documents?.[operation.name.value] : undefined;
  if (!price || digestOf(document) !== price.digest) return null;
  const [rootKey] = fields.keys();
  if (rootKey === undefined) return null;
  const refused = Object.entries(price.limits ?? {}).flatMap(([variable, limits]) => {
    const wrong = overCap(limits, variables[variable]);
    if (!wrong) return [];
    const message = `$${variable}: ${wrong}; accepted: ${accepted(limits)} (the ${price.operation} route's cap).`;
    const extra = { variable, parameter: limits.parameter, accepted: accepted(limits) };
    return [new ServiceError("validation_error", message, { extra })];
  });
  if (refused.length > 0) return { refused };
  const line: QuoteLine = {
    rootKey,
    operation: price.operation,
    product: price.product,
    credits: price.credits,
    persisted: true,
  };
  const minimumPlans = price.minimumPlan ? [{ operation: price.operation, plan: price.minimumPlan }] : [];
  return { quote: { lines: [line], total: line.credits, minimumPlans } };
}
