/**
 * REST with a typed client: openapi-fetch over the paths openapi-typescript generates from
 * /api/openapi.json (./openapi/paths.d.ts, written by `npm run codegen` from schema/openapi.json and
 * checked fresh by `npm run check:generated`), so a path, a parameter or an answer's key that is
 * not in the document fails to compile. docs/CLIENTS.md; run by test/e2e/clientExamples.e2e.test.ts.
 */
import createClient from "openapi-fetch";
import type { paths } from "./openapi/paths.js";

export function restClient(baseUrl: string, key: string) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${key}` } });
}

/** GET /api/v3/fundamentals/price_snapshot: the answer's body, typed; a refusal throws with its code. */
export async function priceSnapshot(client: ReturnType<typeof restClient>, ticker: string) {
  const { data, error, response } = await client.GET("/api/v3/fundamentals/price_snapshot", {
    params: { query: { ticker } },
  });
  if (error || !data) throw new Error(`price_snapshot answered ${response.status}: ${JSON.stringify(error)}`);
  return data;
}
