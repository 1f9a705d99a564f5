/** How the access plugins answer a refusal (a ServiceError): as a GraphQL result, or as an HTTP response. */
import { type ExecutionResult, GraphQLError } from "graphql";
import { ServiceError, serviceErrorFields } from "../../core/errors.js";
import { noteErrorCode } from "../answerCodes.js";

/** A refused operation's answer; anything but a GraphQL error is a failure, not a refusal. */
export function refusalResult(error: unknown): ExecutionResult {
  if (error instanceof GraphQLError) return { errors: [error] };
  throw error;
}

/**
 * A refused HTTP request's answer, before anything was parsed: the error's status and headers.
 * Its code is noted on the request for its log line and the refusal counter (gateway/answerCodes.ts).
 */
export function refusalResponse(
  error: unknown,
  fetchAPI: { Response: typeof Response },
  serverContext: object,
): Response {
  if (!(error instanceof ServiceError)) throw error;
  // The host's server context carries the Fastify request as `req` (gateway/host.ts).
  const { req } = serverContext as { req?: unknown };
  if (typeof req === "object" && req !== null) noteErrorCode(req, error.errorCode);
  const { status, headers } = serviceErrorFields(error);
  // `http` is the server's instruction, not part of the body (Yoga strips it the same way).
  const { http: _http, ...extensions } = error.extensions;
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message: error.message, extensions }] }), {
    status: status ?? 500,
    headers: { "content-type": "application/json", ...headers },
  });
}
