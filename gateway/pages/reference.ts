/**
 * The REST reference at GET /docs: Swagger UI rendering this origin's /api/openapi.json (the
 * generated catalogue), key-free like the document itself. browser/reference.js starts it.
 */
import type { FastifyInstance } from "fastify";
import { renderPage, sendPage } from "./page.js";

const REFERENCE = renderPage({
  title: "REST reference · quant-federation",
  bodyClass: "reference",
  inlineStyles: true,
  styles: ["swaggerCss"],
  scripts: ["swaggerUi", "swaggerPreset", "reference"],
  body: '<div id="swagger-ui"></div>',
});

export const REFERENCE_PATH = "/docs";

export function registerReference(app: FastifyInstance): void {
  app.get(REFERENCE_PATH, async (_request, reply) => sendPage(reply, REFERENCE));
}
