/**
 * `npm run generate`: compose the supergraph and derive the reviewed contracts (public schema,
 * OpenAPI, capabilities, pricing) and the route index (docs/ROUTES.md) from the subgraphs and the
 * catalogue, through the same route table the shim builds at start-up. CI runs it
 * (`check:generated`) and fails when the checked-in files differ.
 */
import "reflect-metadata";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { composeServices } from "@theguild/federation-composition";
import { buildSchema, extendSchema, parse, printSchema } from "graphql";
import { loadCatalogue } from "../catalogue/catalogue.js";
import { buildPricingTable } from "../gateway/access/pricingTable.js";
import { composeSupergraph } from "../gateway/compose.js";
import { GATEWAY_TYPE_DEFS } from "../gateway/gatewayFields.js";
import { buildSubgraphs, DEFINITIONS } from "../gateway/subgraphs.js";
import { buildCapabilities } from "../rest-shim/generator/capabilities.js";
import { gatewayFieldHomes, subgraphFieldHomes } from "../rest-shim/generator/fieldHomes.js";
import { buildOpenApi } from "../rest-shim/generator/openapi.js";
import { renderRouteIndex, routeIndexRow } from "../rest-shim/generator/routeIndex.js";
import { routeTable } from "../rest-shim/routes.js";
import { datasetProducts } from "../subgraphs/fundamentals/data/researchDatasets.js";
import type { BuiltSubgraph } from "../subgraphs/kit/subgraph.js";

export const MANIFEST_VERSION = "2.160";
export const OPENAPI_VERSION = "2.114";

const at = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

const built = await buildSubgraphs();
const subgraphs = Object.values(built) as BuiltSubgraph[];
const supergraph = composeSupergraph(subgraphs);
const composed = composeServices(subgraphs.map((s) => ({ name: s.name, typeDefs: parse(s.sdl) })));
// The public schema is the composed one plus the fields the gateway serves itself.
const publicSchema = extendSchema(buildSchema(composed.publicSdl ?? ""), parse(GATEWAY_TYPE_DEFS));
const catalogue = loadCatalogue(at("schema/catalogue"));
const routes = routeTable(publicSchema, built, catalogue);
// A persisted document keeps its route's caps wherever it is sent: the pricing reads them from the routes.
const pricing = buildPricingTable(
  catalogue,
  publicSchema,
  readFileSync(at("schema/pricing.yaml"), "utf8"),
  { svc_v2_research_read: datasetProducts() },
  routes,
);
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

writeFileSync(at("schema/supergraph.graphql"), supergraph);
writeFileSync(at("schema/schema.graphql"), `${printSchema(publicSchema)}\n`);
writeFileSync(
  at("schema/openapi.json"),
  json(buildOpenApi(routes, { version: OPENAPI_VERSION, manifestVersion: MANIFEST_VERSION })),
);
writeFileSync(at("schema/pricing.json"), json(pricing));
writeFileSync(
  at("schema/capabilities.json"),
  json(buildCapabilities(routes, { manifestVersion: MANIFEST_VERSION, build: "foundation" })),
);
// Who serves each route's field and in which module: read from the code (rest-shim/generator/fieldHomes.ts).
const homes = new Map([
  ...(await subgraphFieldHomes(at(""), DEFINITIONS)),
  ...gatewayFieldHomes(at(""), GATEWAY_TYPE_DEFS),
]);
writeFileSync(at("docs/ROUTES.md"), renderRouteIndex(routes.map((route) => routeIndexRow(route, homes))));
console.log(
  `generated: supergraph (${subgraphs.length} subgraphs), ${routes.length} REST routes, openapi, capabilities, pricing, docs/ROUTES.md`,
);
