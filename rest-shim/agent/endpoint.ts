/**
 * The agent API (spec/01 "Agent API", spec/03: Enterprise only): `POST /v1/chat/completions`
 * (chat-completions style, model `brain`) and `POST /v1/messages` (messages style). No model
 * provider is configured in this service, so an accepted request is answered with the honest 503
 * `upstream_unavailable`, never a made-up completion: nothing is billed, and no Retry-After is
 * sent, since retrying cannot help until an operator configures a provider.
 *
 * A request is taken as the REST routes take theirs: the key (401, 403, 502) and the rate limit
 * (429) first, then its body (422 naming the field: rest-shim/agent/shapes.ts), then the plan (402
 * plan_required with tool_group `agent_api`). `stream: true` is accepted and refused with the same
 * JSON 503: both public APIs answer a request they refuse before any event with a plain HTTP error,
 * not with an event stream.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import type { RestError } from "../../core/restError.js";
import type { Access } from "../../gateway/access/index.js";
import { keyFromRequest } from "../../gateway/access/keys.js";
import { providerNotConfigured } from "../../subgraphs/kit/providers.js";
import { restErrorFrom } from "../errors.js";
import { forwardedHeaders, sendRestError } from "../plugin.js";
import { CHAT_COMPLETIONS, MESSAGES, shapeCheck } from "./shapes.js";

export const AGENT_ROUTES = { chatCompletions: "/v1/chat/completions", messages: "/v1/messages" } as const;

/**
 * The answer to an accepted request while no model provider is configured: the platform's 503 of
 * a source not configured (subgraphs/kit/providers.ts), which names it and sends no Retry-After.
 */
function noProvider(): RestError {
  return restErrorFrom(providerNotConfigured("agent_model", { dataset: "agent-API model" }));
}

/** Key and rate limit, as the REST routes admit a request; its RateLimit headers on the reply. */
async function admit(access: Access | null, request: FastifyRequest, reply: FastifyReply) {
  if (!access) return null;
  const headers = forwardedHeaders(request);
  const { key } = keyFromRequest((name) => headers[name], new URLSearchParams());
  const principal = await access.authenticate(key);
  const admitted = await access.admitRequest(principal);
  for (const [name, value] of Object.entries(admitted.headers)) reply.header(name, value);
  return principal;
}

function agentRoute(access: Access | null, check: ReturnType<typeof shapeCheck>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const principal = await admit(access, request, reply);
      const invalid = check(request.body);
      if (invalid) return sendRestError(reply, invalid);
      if (principal) access?.checkPlan(principal, "agent_api");
      return sendRestError(reply, noProvider());
    } catch (error) {
      if (error instanceof GraphQLError) return sendRestError(reply, restErrorFrom(error));
      throw error;
    }
  };
}

export function agentApi(app: FastifyInstance, access: Access | null): void {
  app.post(AGENT_ROUTES.chatCompletions, agentRoute(access, shapeCheck(CHAT_COMPLETIONS)));
  app.post(AGENT_ROUTES.messages, agentRoute(access, shapeCheck(MESSAGES)));
}
