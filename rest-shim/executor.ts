/**
 * How the shim reaches the gateway: in process through the gateway's fetch (no socket, same
 * pipeline and plugins as any GraphQL caller), or over HTTP to a gateway in another process.
 * Either way the caller's key headers are forwarded, so access is decided in one place.
 */
export interface GraphQLResponse {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: Record<string, unknown>;
  };
}

export type GraphQLExecutor = (request: {
  document: string;
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}) => Promise<GraphQLResponse>;

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export function executorFor(fetchFn: FetchLike, url: string): GraphQLExecutor {
  return async ({ document, operationName, variables, headers }) => {
    const response = await fetchFn(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json, application/json",
        ...headers,
      },
      body: JSON.stringify({ query: document, operationName, variables }),
    });
    const text = await response.text();
    let body: GraphQLResponse["body"];
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: `Gateway answered ${response.status} with a non-JSON body.` }] };
    }
    return { status: response.status, headers: response.headers, body };
  };
}
