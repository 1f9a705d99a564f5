/**
 * Automatic Persisted Queries, Apollo's protocol (what `@apollo/client`'s persisted-queries link
 * speaks), over GET and POST: a request may carry `extensions.persistedQuery {version: 1,
 * sha256Hash}` instead of its query. A hash the store does not hold answers `PersistedQueryNotFound`
 * (code PERSISTED_QUERY_NOT_FOUND, HTTP 200 as Apollo Server answers it, which the link reads as
 * "send the query too"); the query sent with its hash is registered once it validates (a document
 * that fails to parse, to validate or is over the query limits is never stored), and a hash that is
 * not the query's is refused. The resolved query then runs as if it had been sent whole: the same
 * parse, limits, key, plan, price and credits (the quote reads the parsed document).
 *
 * Written here rather than taken from @graphql-yoga/plugin-apq (not among our dependencies): that
 * plugin stores a document before it is validated and answers a missing one 404 by default.
 */
import { createHash } from "node:crypto";
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { GraphQLError } from "graphql";
import { ServiceError } from "../core/errors.js";
import type { PersistedQueryStore } from "./persistedQueryStores.js";

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The protocol's "not held: send the query with its hash" (Apollo Server's message, code and status). */
function persistedQueryNotFound(): GraphQLError {
  return new GraphQLError("PersistedQueryNotFound", {
    extensions: {
      code: "PERSISTED_QUERY_NOT_FOUND",
      http: { status: 200, headers: { "cache-control": "private, no-cache, must-revalidate" } },
    },
  });
}

function badExtension(message: string): ServiceError {
  return new ServiceError("bad_request", `extensions.persistedQuery: ${message}`);
}

/** The hash a request names, or a refusal saying what is accepted. */
function requestedHash(extension: unknown): string {
  const { version, sha256Hash } = (extension ?? {}) as { version?: unknown; sha256Hash?: unknown };
  if (version !== 1) {
    throw badExtension(`version ${JSON.stringify(version)} is not supported; accepted: 1.`);
  }
  if (typeof sha256Hash !== "string" || !SHA256_HEX.test(sha256Hash)) {
    throw badExtension("sha256Hash must be the query's SHA-256 as 64 lowercase hexadecimal digits.");
  }
  return sha256Hash;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function usePersistedQueries(store: PersistedQueryStore): GatewayPlugin {
  /** A query sent with its hash, registered once its document validates. */
  const registrations = new WeakMap<Request, { hash: string; query: string }>();
  return {
    async onParams({ params, request, setParams }) {
      const extension = params.extensions?.persistedQuery;
      if (extension === undefined) return;
      const hash = requestedHash(extension);
      if (!params.query) {
        // A store that cannot answer is a miss: the client sends the query whole next.
        const query = await store.get(hash).catch(() => null);
        if (query === null) throw persistedQueryNotFound();
        setParams({ ...params, query });
        return;
      }
      const actual = sha256Hex(params.query);
      if (actual !== hash) {
        throw badExtension(
          `sha256Hash ${hash} is not the SHA-256 of the query sent (${actual}); send the hash of the exact query text.`,
        );
      }
      // Over a WebSocket (no request) the hash is checked but nothing registered: the protocol is HTTP's.
      if (request) registrations.set(request, { hash, query: params.query });
    },

    onValidate({ context }) {
      const { request } = context as { request?: Request };
      const registration = request ? registrations.get(request) : undefined;
      if (!request || !registration) return;
      registrations.delete(request);
      return ({ valid }) => {
        // Registered for the next request, not awaited by this one: a store that fails costs the
        // client its full query again, never this answer.
        if (valid) store.set(registration.hash, registration.query).catch(() => {});
      };
    },

    onDispose: () => store.close(),
  };
}
