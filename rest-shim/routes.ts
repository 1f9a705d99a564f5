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
import { fileURLToPath } from "node:url";
import { buildSchema, type GraphQLSchema, isObjectType } from "graphql";
import { MONITORING_ARGUMENT_RULES } from "../gateway/monitoring/schema.js";
import { buildSubgraphs } from "../gateway/subgraphs.js";
import type { BuiltSubgraph, SubgraphName } from "../subgraphs/kit/subgraph.js";
import { argumentRule } from "../subgraphs/kit/validation.js";
import { type CatalogueEntry, loadCatalogue } from "./generator/catalogue.js";
import { type ArgumentRules, buildRoute } from "./generator/routeTable.js";
import type { RouteSpec } from "./routeSpec.js";

export const CATALOGUE_DIR = fileURLToPath(new URL("../schema/catalogue", import.meta.url));
const PUBLIC_SCHEMA = new URL("../schema/schema.graphql", import.meta.url);

/** The subgraphs as built (buildSubgraphs), of which the route table reads the schemas. */
export type SubgraphSchemas = Partial<Record<SubgraphName, Pick<BuiltSubgraph, "schema">>>;

/**
 * The rules (ranges, dates) of every root field's arguments, read from the subgraphs' SDL, and
 * those of the gateway's own fields (its monitoring: gateway/monitoring/schema.ts).
 */
export function argumentRulesOf(subgraphs: SubgraphSchemas): ArgumentRules {
  const rules: ArgumentRules = new Map(
    [...MONITORING_ARGUMENT_RULES].map(([field, args]) => [field, new Map(args)]),
  );
  for (const subgraph of Object.values(subgraphs)) {
    const query = subgraph?.schema.getQueryType();
    if (!query || !isObjectType(query)) continue;
    for (const field of Object.values(query.getFields())) {
      rules.set(field.name, new Map(field.args.map((arg) => [arg.name, argumentRule(arg)])));
    }
  }
  return rules;
}

/** The route table over the public `schema` (as composed by generate, or as checked in). */
export function routeTable(
  schema: GraphQLSchema,
  subgraphs: SubgraphSchemas,
  catalogue: readonly CatalogueEntry[] = loadCatalogue(CATALOGUE_DIR),
): RouteSpec[] {
  const rules = argumentRulesOf(subgraphs);
  return catalogue.map((entry) => buildRoute(entry, schema, rules));
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
