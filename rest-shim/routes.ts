/**
 * The REST route table, built in memory when the shim mounts (as SOFA builds its routes): one
 * RouteSpec per catalogue entry (schema/catalogue/*.yaml), its parameters and persisted document
 * derived from the public schema. Ranges and dates come from the subgraphs' argument directives,
 * which composition leaves out of the supergraph, so the subgraphs are an input too.
 * `npm run generate` derives schema/openapi.json and schema/capabilities.json from the same table.
 */
// Building the subgraphs (type-graphql classes) needs the metadata polyfill loaded before them.
import "reflect-metadata";
import { readFileSync } from "node:fs";
import { buildSchema, type GraphQLSchema, isObjectType, parse } from "graphql";
import { CATALOGUE_DIR, type CatalogueEntry, loadCatalogue } from "../catalogue/catalogue.js";
import { MONITORING_ARGUMENT_RULES } from "../gateway/monitoring/schema.js";
import { buildSubgraphs } from "../gateway/subgraphs.js";
import type { BuiltSubgraph, SubgraphName } from "../subgraphs/kit/subgraph.js";
import { argumentRule } from "../subgraphs/kit/validation.js";
import { COMPOSERS } from "./copilot/composers.js";
import { type ArgumentRules, buildRoute } from "./generator/routeTable.js";
import type { RouteSpec } from "./routeSpec.js";

const PUBLIC_SCHEMA = new URL("../schema/schema.graphql", import.meta.url);

/** The subgraphs as built (buildSubgraphs), of which the route table reads the schemas. */
export type SubgraphSchemas = Partial<Record<SubgraphName, Pick<BuiltSubgraph, "schema">>>;

/**
 * The rules (ranges, dates) of every field's arguments, read from the subgraphs' SDL: a root
 * field's by its name, another type's field's as `Type.field` (the variables of a persisted
 * document can feed `Instrument.news(limit:)`); and those of the gateway's own fields (its
 * monitoring: gateway/monitoring/schema.ts).
 */
export function argumentRulesOf(subgraphs: SubgraphSchemas): ArgumentRules {
  const rules: ArgumentRules = new Map(
    [...MONITORING_ARGUMENT_RULES].map(([field, args]) => [field, new Map(args)]),
  );
  for (const subgraph of Object.values(subgraphs)) {
    if (!subgraph) continue;
    const query = subgraph.schema.getQueryType();
    for (const type of Object.values(subgraph.schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        if (field.args.length === 0) continue;
        const key = type === query ? field.name : `${type.name}.${field.name}`;
        rules.set(key, new Map(field.args.map((arg) => [arg.name, argumentRule(arg)])));
      }
    }
  }
  return rules;
}

/**
 * A persisted document is named after a route it serves (the ledger names that operation when it
 * runs); routes sharing one document (GET and POST of the copilot portfolio) share its price.
 */
function checkSharedDocuments(routes: readonly RouteSpec[]): void {
  const byDocument = new Map<string, RouteSpec[]>();
  for (const route of routes) {
    if (route.documentFile === undefined) continue;
    byDocument.set(route.documentFile, [...(byDocument.get(route.documentFile) ?? []), route]);
  }
  for (const [file, serving] of byDocument) {
    const first = parse(serving[0]?.document ?? "").definitions[0];
    const name = first && "name" in first ? first.name?.value : undefined;
    if (!serving.some((route) => route.name === name))
      throw new Error(`${file}: its operation ${name} is named after none of the routes it serves`);
    if (new Set(serving.map((route) => `${route.product}:${route.credits}`)).size > 1)
      throw new Error(`${file}: the routes it serves must share one product and price`);
  }
}

/** The route table over the public `schema` (as composed by generate, or as checked in). */
export function routeTable(
  schema: GraphQLSchema,
  subgraphs: SubgraphSchemas,
  catalogue: readonly CatalogueEntry[] = loadCatalogue(CATALOGUE_DIR),
): RouteSpec[] {
  const rules = argumentRulesOf(subgraphs);
  const routes = catalogue.map((entry) => buildRoute(entry, schema, rules, COMPOSERS));
  checkSharedDocuments(routes);
  return routes;
}

/**
 * The route table the shim serves: over the checked-in public schema (`check:generated` keeps it
 * equal to the composed one). The gateway's own schema holds the same fields, but merged types
 * list them in another order, and the order of a document's selection is the order of the REST
 * answer's keys. Without subgraphs (tests, benchmarks, a gateway over remote subgraphs) it builds
 * them, which needs no database.
 */
export async function loadRoutes(subgraphs?: SubgraphSchemas): Promise<RouteSpec[]> {
  // Printed from a valid schema by generate: checking the SDL again would only cost start-up time.
  const schema = buildSchema(readFileSync(PUBLIC_SCHEMA, "utf8"), { assumeValidSDL: true });
  return routeTable(schema, subgraphs ?? (await buildSubgraphs()));
}
