/**
 * The browser pages, served offline: the GraphQL explorer at /graphql (for a browser's GET) and
 * the REST reference at /docs, with their assets under /assets/ from the npm packages installed
 * here. Key-free and unbilled: what they call (/graphql, the /api/ routes) is billed as always.
 */
import type { FastifyInstance } from "fastify";
import { registerAssets } from "./assets.js";
import { registerExplorer } from "./explorer.js";
import { registerReference } from "./reference.js";

export function registerPages(app: FastifyInstance): void {
  registerAssets(app);
  registerExplorer(app);
  registerReference(app);
}
