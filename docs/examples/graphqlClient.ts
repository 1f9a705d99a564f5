/**
 * A typed GraphQL client over fetch, with Automatic Persisted Queries: the example docs/CLIENTS.md
 * walks through. Documents are written with `graphql()` from the client preset (./gql, written by
 * `npm run codegen`), so each answer's type comes from the public schema: a renamed field fails
 * to compile here. test/e2e/clientExamples.e2e.test.ts runs it against the service.
 */
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { graphql } from "./gql/index.js";

export const snapshotQuery = graphql(`
  query ExampleSnapshot($ticker: String!) {
    instrument(ticker: $ticker) {
      ticker
      name
      priceSnapshot {
        price
        priceDate
        isStale
      }
    }
  }
`);

export interface GraphQLAnswer<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: { billing?: { credits_charged?: number } };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Runs a typed document, first by its hash alone (APQ, as Apollo's persisted-queries link does):
 * when the gateway does not hold it yet (PersistedQueryNotFound), sends it again with its text.
 */
export async function request<TData, TVariables extends Record<string, unknown>>(
  baseUrl: string,
  key: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<GraphQLAnswer<TData>> {
  const query = print(document);
  const persistedQuery = { version: 1, sha256Hash: await sha256Hex(query) };
  const send = async (body: Record<string, unknown>) => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        accept: "application/graphql-response+json",
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as GraphQLAnswer<TData>;
  };
  const byHash = await send({ variables, extensions: { persistedQuery } });
  if (byHash.errors?.[0]?.extensions?.code !== "PERSISTED_QUERY_NOT_FOUND") return byHash;
  return send({ query, variables, extensions: { persistedQuery } });
}
