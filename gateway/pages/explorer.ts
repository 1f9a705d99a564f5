/**
 * The GraphQL explorer: GraphiQL at GET /graphql for a browser, i.e. a GET whose Accept names
 * text/html (the rule graphql-yoga uses for its own GraphiQL, which the runtime has off:
 * gateway/runtime.ts). Every other request to /graphql — a GET query, a POST, a WebSocket — is the
 * API's, unchanged: this route is chosen by a Fastify route constraint on Accept, so the API's
 * route (gateway/host.ts) is not touched. The key is entered once in the page (browser/explorer.js).
 */
import type { FastifyInstance } from "fastify";
import type { ConstraintStrategy, HTTPVersion } from "find-my-way";
import { renderPage, sendPage } from "./page.js";

/** A request constraint (find-my-way): "html" when Accept names text/html, else none. */
const browserNavigation: ConstraintStrategy<HTTPVersion.V1, string | undefined> = {
  name: "accept",
  storage() {
    type Handler = ReturnType<ReturnType<ConstraintStrategy<HTTPVersion.V1>["storage"]>["get"]>;
    const handlers = new Map<string | undefined, Handler>();
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, handler) => {
        handlers.set(value, handler);
      },
    };
  },
  deriveConstraint: (request) => (request.headers.accept?.includes("text/html") ? "html" : undefined),
  // A request for HTML that no page answers goes to the unconstrained route.
  mustMatchWhenDerived: false,
};

const EXPLORER = renderPage({
  title: "GraphQL explorer · quant-federation",
  bodyClass: "explorer",
  inlineStyles: false,
  styles: ["graphiqlCss", "pagesCss"],
  scripts: ["react", "reactDom", "graphiql", "explorer"],
  body: [
    '<form id="key-form" autocomplete="off">',
    '<label for="api-key">API key</label>',
    '<input id="api-key" name="api-key" type="password" placeholder="qf_… (sent as X-API-Key, kept for this tab)">',
    '<button type="submit">Use key</button>',
    '<span id="key-state" role="status"></span>',
    "</form>",
    '<div id="graphiql"></div>',
  ].join("\n"),
});

export function registerExplorer(app: FastifyInstance): void {
  app.addConstraintStrategy(browserNavigation);
  app.get("/graphql", { constraints: { accept: "html" } }, async (_request, reply) =>
    sendPage(reply, EXPLORER),
  );
}
