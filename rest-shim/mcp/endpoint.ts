/**
 * The MCP endpoint, `POST /mcp` (spec/01: the tool catalogue over the model-context protocol), with
 * the official SDK's low-level Server over its Streamable HTTP transport, stateless: each POST
 * gets a Server and a transport of its own and answers JSON (no session, no SSE stream). Nothing
 * is held between requests, so any replica answers any call, and a call is billed exactly once,
 * by the REST route it runs.
 *
 * - Every request needs a usable key, read as REST reads it (Bearer, X-API-Key, `?api_key=`):
 *   without one the spec's 401 before any JSON-RPC is read. Listing tools costs nothing and is not
 *   counted against the rate limit; a tool call is one REST request.
 * - `tools/list`: the catalogue's tools (rest-shim/mcp/tools.ts).
 * - `tools/call`: the route's REST request, injected into this host with the caller's key headers:
 *   the shim admits it (key, rate limit), checks its arguments, runs its persisted document, bills
 *   it and answers its envelope, which is the tool's result. A refusal (402, 404, 422, 429, 503…)
 *   is a tool error whose text is the spec's error body (`detail.error_code`); nothing is billed.
 * - GET and DELETE (a server stream, a session's end) answer 405: this server holds neither.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import { RestError } from "../../core/restError.js";
import type { Access } from "../../gateway/access/index.js";
import { keyFromRequest } from "../../gateway/access/keys.js";
import { restErrorFrom } from "../errors.js";
import { forwardedHeaders, sendRestError } from "../plugin.js";
import type { RouteSpec } from "../routeSpec.js";
import { isTool, restRequestOf, toolOf } from "./tools.js";

export const MCP_PATH = "/mcp";

export interface McpOptions {
  routes: readonly RouteSpec[];
  /** Who may call; null: no access control (the gateway's --no-access), no key needed. */
  access: Access | null;
  /** The catalogue's manifest_version, the server's version in `initialize`. */
  version: string;
}

const INSTRUCTIONS =
  "Market and quantitative data tools. Each tool is a REST route of this service: its result is the " +
  "route's JSON answer, billed in credits to your key exactly as the REST call is (_meta.credits_charged). " +
  "A refusal is a tool error whose text is the error body; detail.error_code names it (plan_required, " +
  "validation_error, upstream_unavailable, …) and is never billed.";

/** Headers the SDK's transport reads of a POST. */
const TRANSPORT_HEADERS = ["accept", "content-type", "mcp-protocol-version", "mcp-session-id"];

/** The caller's key is usable (the access layer's 401/403/502 otherwise); none needed without access. */
async function refusalOfKey(access: Access | null, keyHeaders: Record<string, string>) {
  if (!access) return null;
  const { key } = keyFromRequest((name) => keyHeaders[name], new URLSearchParams());
  try {
    await access.authenticate(key);
    return null;
  } catch (error) {
    if (error instanceof GraphQLError) return restErrorFrom(error);
    throw error;
  }
}

/** The REST answer of a tool call as its result: the envelope, or the error body as a tool error. */
function toolResult(status: number, body: string, headers: Record<string, unknown>): CallToolResult {
  const charged = Number(headers["x-credits-charged"] ?? 0);
  const left = headers["x-credits-left"];
  return {
    content: [{ type: "text", text: body }],
    ...(status >= 400 ? { isError: true } : {}),
    _meta: {
      status,
      credits_charged: charged,
      ...(left === undefined ? {} : { credits_left: Number(left) }),
    },
  };
}

function toolCaller(app: FastifyInstance, tools: ReadonlyMap<string, RouteSpec>, request: FastifyRequest) {
  const keyHeaders = forwardedHeaders(request);
  return async (name: string, args: Record<string, unknown>): Promise<CallToolResult> => {
    const route = tools.get(name);
    if (!route)
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool ${JSON.stringify(name)}: tools/list names every tool.`,
      );
    let rest: ReturnType<typeof restRequestOf>;
    try {
      rest = restRequestOf(route, args);
    } catch (error) {
      if (error instanceof RestError) return toolResult(error.status, JSON.stringify(error.body()), {});
      throw error;
    }
    const response = await app.inject({
      method: rest.method,
      url: rest.path,
      query: rest.query,
      // The call's REST request carries the MCP request's id: one id in both log lines.
      headers: {
        ...keyHeaders,
        "x-request-id": request.id,
        ...(rest.body ? { "content-type": "application/json" } : {}),
      },
      ...(rest.body ? { payload: JSON.stringify(rest.body) } : {}),
    });
    return toolResult(response.statusCode, response.body, response.headers);
  };
}

/** One request's server: `listed`, the tools' definitions (built once, at start-up). */
function serverFor(options: McpOptions, listed: readonly Tool[], call: ReturnType<typeof toolCaller>) {
  const server = new Server(
    { name: "quant-federation", version: options.version },
    { capabilities: { tools: { listChanged: false } }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...listed] }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) =>
    call(params.name, params.arguments ?? {}),
  );
  return server;
}

/** The Fastify request as the Web Request the transport reads (its body is passed parsed). */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(new URL(request.url, "http://mcp.local"), { method: "POST", headers });
}

async function answer(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  reply.header("Cache-Control", "no-store");
  const body = await response.text();
  return reply.send(body === "" ? undefined : body);
}

export function mcpEndpoint(app: FastifyInstance, options: McpOptions): void {
  const tools = new Map(options.routes.filter(isTool).map((route) => [route.name, route]));
  const listed = [...tools.values()].map(toolOf);
  app.post(MCP_PATH, async (request, reply) => {
    const refusal = await refusalOfKey(options.access, forwardedHeaders(request));
    if (refusal) return sendRestError(reply, refusal);
    const server = serverFor(options, listed, toolCaller(app, tools, request));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await answer(
        reply,
        await transport.handleRequest(webRequestOf(request), { parsedBody: request.body }),
      );
    } finally {
      await server.close();
    }
  });
  app.route({
    method: ["GET", "DELETE"],
    url: MCP_PATH,
    handler: async (request, reply) =>
      sendRestError(
        reply.header("Allow", "POST"),
        new RestError(
          405,
          "method_not_allowed",
          `${request.method} ${MCP_PATH}: this MCP server is stateless (no session, no server stream); accepted: POST.`,
        ),
      ),
  });
}
