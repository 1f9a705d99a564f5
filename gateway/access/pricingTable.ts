/**
 * The pricing table: what every GraphQL root field and every `Instrument` join costs, derived at
 * generate time from the catalogue (REST routes and their credits, persisted documents and their
 * caps) and schema/pricing.yaml (the fields with no route of their own, the lists that reach
 * Instrument), and checked in as schema/pricing.json. The model: docs/ACCESS.md "GraphQL pricing".
 *
 * Building it fails when a root or Instrument field has no price, a price names an unknown
 * product, or a list reaches Instrument with no bound on its length: adding a field forces a
 * pricing decision.
 */
import { createHash } from "node:crypto";
import {
  type DocumentNode,
  type GraphQLSchema,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse as parseGraphQL,
  print,
} from "graphql";
import { parse } from "yaml";
import type { CatalogueEntry } from "../../catalogue/catalogue.js";
import type { RouteParameters } from "../../catalogue/routeParams.js";
import { checkListBounds, type ListBound, parseListBounds } from "./listBounds.js";
import { isPlanName, isProductId, type PlanName, type ProductId } from "./plans.js";

export interface PricedOperation {
  operation: string;
  product: ProductId;
  credits: number;
  /** A per-route plan floor above the product's own (e.g. ai_analyze: Pro and above). */
  minimumPlan?: PlanName;
  /**
   * Where the product depends on an argument's value (catalogue `priced_by`): value → product.
   * A value not listed bills at `product` and `credits` (the resolver refuses it anyway).
   */
  byArgument?: { argument: string; products: Record<string, ProductId> };
  /**
   * A heavy computation's CPU milliseconds at its largest input (catalogue `work`): its weight in
   * the GraphQL cost limit and what counts against the heavy-work caps (gateway/heavyFields.ts).
   */
  work?: number;
}

/** A persisted document's price: one line, whatever Instrument fields it selects. */
export interface PersistedPrice extends PricedOperation {
  /** sha256 of the printed document: only this exact operation is priced as its route. */
  digest: string;
  /**
   * Its route's caps (catalogue `limits`, as the shim enforces them) by the variable they bound:
   * the document keeps them wherever it is sent.
   */
  limits?: Record<string, VariableLimits>;
}

/** A route's caps on one of its document's variables, and the REST parameter they are declared for. */
export interface VariableLimits {
  parameter: string;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
}

export interface PricingTable {
  /** `Query.field` / `Subscription.field` → its price, or null for free. */
  roots: Record<string, PricedOperation | null>;
  /** `Instrument.field` → the product it reaches, or null for free identity fields. */
  joins: Record<string, ProductId | null>;
  /**
   * Persisted documents (catalogue `document`) by operation name: the route's price is the
   * document's, as one line, and the products its Instrument fields reach are not billed again.
   */
  documents?: Record<string, PersistedPrice>;
  /**
   * `Type.field` of every list on the way from a root field to Instrument → the argument that
   * bounds how many instruments it holds (a join under it is held at that bound).
   */
  lists?: Record<string, ListBound>;
}

/** The digest a persisted document is recognised by: its printed form (no comments, one spacing). */
export function documentDigest(document: DocumentNode): string {
  return createHash("sha256").update(print(document)).digest("hex");
}

/** The entity every domain joins on; fields on it are how one product reaches another. */
export const JOIN_TYPE = "Instrument";
const KEY_FIELDS = new Set(["ticker"]);

interface PricingSource {
  roots?: Record<string, "free" | { operation: string; product: string; credits: number; plan?: string }>;
  joins?: Record<string, string>;
  lists?: Record<string, string>;
}

function product(value: string, where: string): ProductId {
  if (!isProductId(value))
    throw new Error(`${where}: unknown product "${value}" (see gateway/access/plans.ts)`);
  return value;
}

type PriceSource = Pick<CatalogueEntry, "name" | "product" | "credits" | "plan" | "priced_by" | "work">;

/** Operation name → (argument value → product), for the routes the catalogue prices `priced_by`. */
export type ArgumentProducts = Record<string, Record<string, string>>;

function priced(entry: PriceSource, where: string, argumentProducts: ArgumentProducts = {}): PricedOperation {
  const price: PricedOperation = {
    operation: entry.name,
    product: product(entry.product, where),
    credits: entry.credits,
  };
  if (entry.priced_by !== undefined) {
    const values = argumentProducts[entry.name];
    if (!values)
      throw new Error(`${where}: priced_by ${entry.priced_by} but no products were given for its values`);
    price.byArgument = {
      argument: entry.priced_by,
      products: Object.fromEntries(
        Object.entries(values).map(([value, id]) => [
          value,
          product(id, `${where} ${entry.priced_by}=${value}`),
        ]),
      ),
    };
  }
  if (entry.plan !== undefined) {
    if (!isPlanName(entry.plan)) throw new Error(`${where}: unknown plan "${entry.plan}"`);
    price.minimumPlan = entry.plan;
  }
  if (entry.work !== undefined) price.work = entry.work;
  return price;
}

export function buildPricingTable(
  catalogue: readonly CatalogueEntry[],
  schema: GraphQLSchema,
  pricingYaml: string,
  argumentProducts: ArgumentProducts = {},
  routes: readonly RouteParameters[] = [],
): PricingTable {
  const source = (parse(pricingYaml) ?? {}) as PricingSource;
  const byField = new Map(
    catalogue.flatMap((entry) => (entry.field === undefined ? [] : [[entry.field, entry] as const])),
  );
  const roots: PricingTable["roots"] = {};
  const joins: PricingTable["joins"] = {};
  const missing: string[] = [];

  for (const type of [schema.getQueryType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const name of Object.keys(type.getFields())) {
      const key = `${type.name}.${name}`;
      const listed = source.roots?.[key];
      const route = byField.get(name);
      if (listed === "free") roots[key] = null;
      else if (listed) roots[key] = priced({ ...listed, name: listed.operation }, `pricing.yaml ${key}`);
      else if (route) roots[key] = priced(route, `catalogue ${route.name}`, argumentProducts);
      else missing.push(key);
    }
  }

  // Fields the gateway serves itself (Query.usage) are not in the composed schema.
  for (const [key, listed] of Object.entries(source.roots ?? {})) {
    if (key in roots) continue;
    roots[key] =
      listed === "free" ? null : priced({ ...listed, name: listed.operation }, `pricing.yaml ${key}`);
  }

  const instrument = schema.getType(JOIN_TYPE);
  if (instrument && isObjectType(instrument)) {
    for (const name of Object.keys(instrument.getFields())) {
      if (KEY_FIELDS.has(name)) continue;
      const key = `${JOIN_TYPE}.${name}`;
      const listed = source.joins?.[key];
      const route = byField.get(name);
      if (listed === "free") joins[key] = null;
      else if (listed) joins[key] = product(listed, `pricing.yaml ${key}`);
      else if (route) joins[key] = product(route.product, `catalogue ${route.name}`);
      else missing.push(key);
      // Work is counted per root field a document selects; an Instrument field is reached once per
      // instrument, which the document alone does not tell, so heavy work must not hide there.
      if (route?.work !== undefined)
        throw new Error(
          `catalogue ${route.name}: ${key} is heavy work (work ${route.work}), which only a root field may be`,
        );
    }
  }

  if (missing.length > 0) {
    throw new Error(
      `Unpriced GraphQL fields: ${missing.join(", ")}. Give each a catalogue route or an entry in schema/pricing.yaml.`,
    );
  }
  const lists = parseListBounds(source.lists ?? {});
  checkListBounds(schema, JOIN_TYPE, lists);
  return { roots, joins, documents: persistedPrices(catalogue, routes), lists };
}

/**
 * The price of each persisted document, from the route named like its operation (routes sharing a
 * document share its price: the shim's route table checks that), with that route's caps on the
 * document's variables.
 */
function persistedPrices(
  catalogue: readonly CatalogueEntry[],
  routes: readonly RouteParameters[],
): Record<string, PersistedPrice> {
  const documents: Record<string, PersistedPrice> = {};
  for (const entry of catalogue) {
    if (entry.documentSource === undefined) continue;
    const document = parseGraphQL(entry.documentSource, { noLocation: true });
    const [operation] = document.definitions;
    const name = operation?.kind === Kind.OPERATION_DEFINITION ? operation.name?.value : undefined;
    if (name !== entry.name) continue;
    const price: PersistedPrice = {
      ...priced(entry, `catalogue ${entry.name}`),
      digest: documentDigest(document),
    };
    const route = routes.find((r) => r.name === name);
    if (entry.limits && !route)
      throw new Error(`catalogue ${entry.name}: its limits bind its document; pass its route to the pricing`);
    const limits = route && variableLimits(operation as OperationDefinitionNode, route);
    if (limits) price.limits = limits;
    documents[name] = price;
  }
  return documents;
}

/** A document route's caps by the variable each parameter feeds (a composer's own parameters are no variables). */
function variableLimits(
  operation: OperationDefinitionNode,
  route: RouteParameters,
): Record<string, VariableLimits> | undefined {
  const variables = new Set(operation.variableDefinitions?.map((d) => d.variable.name.value));
  const limits: Record<string, VariableLimits> = {};
  for (const param of route.params) {
    if (!variables.has(param.arg)) continue;
    const { minItems, maxItems, maxLength } = param;
    if (minItems === undefined && maxItems === undefined && maxLength === undefined) continue;
    limits[param.arg] = {
      parameter: param.name,
      ...(minItems !== undefined ? { minItems } : {}),
      ...(maxItems !== undefined ? { maxItems } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
    };
  }
  return Object.keys(limits).length > 0 ? limits : undefined;
}
