/**
 * Issue 28 item 6: GraphQL over HTTP as its clients expect it. graphql-http's server audit (the
 * GraphQL-over-HTTP spec's requests: GET and POST, accept headers, media types, status codes)
 * with a key, 0 errors and 0 warnings; Automatic Persisted Queries per Apollo's protocol, billed
 * and capped like the full query; the public schema readable without a key.
 */
import { readFileSync } from "node:fs";
import { buildSchema, getIntrospectionQuery, printSchema } from "graphql";
import { serverAudits } from "graphql-http";
import { afterAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../gateway/persistedQueries.js";
import { type TestService, test } from "../support/service.js";

let service: TestService;
test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url);
});
afterAll(async () => service?.stop());

describe("graphql-http's server audit", () => {
  it("finds no error and no warning with a key", async () => {
    const audits = serverAudits({
      url: `${service.url}/graphql`,
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        headers.set("authorization", `Bearer ${service.key}`);
        return fetch(input, { ...init, headers });
      },
    });
    const failed: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status === "error" || result.status === "warn") {
        failed.push(`${result.status} ${audit.id} ${audit.name}: ${result.reason}`);
      }
    }
    expect(audits.length).toBeGreaterThan(50);
    expect(failed).toEqual([]);
  });
});

interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: an answer's shape is what the assertions check
  body: { data?: any; errors?: any[]; extensions?: any };
}

async function post(payload: Record<string, unknown>, key: string | null = service.key): Promise<Answer> {
  const response = await fetch(`${service.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function get(params: Record<string, unknown>, key: string | null = service.key): Promise<Answer> {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
  const response = await fetch(`${service.url}/graphql?${query}`, {
    headers: {
      accept: "application/graphql-response+json",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256Hex(query) } });

describe("Automatic Persisted Queries (Apollo's protocol)", () => {
  // A document of this file's own: no other file registers it, so its first hash-only request misses.
  const query = `query apqSnapshot($ticker: String!) { instrument(ticker: $ticker) { ticker priceSnapshot { price priceDate } } }`;
  const variables = { ticker: "AAPL" };

  it("misses, registers, then answers the hash alone over POST and GET, billed like the full query", async () => {
    const missed = await post({ variables, extensions: persisted(query) });
    expect(missed.status).toBe(200);
    expect(missed.body.data).toBeUndefined();
    expect(missed.body.errors).toEqual([
      expect.objectContaining({
        message: "PersistedQueryNotFound",
        extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
      }),
    ]);
    expect(missed.headers.get("x-credits-charged")).not.toBe("1");

    const full = await post({ query, variables });
    const registered = await post({ query, variables, extensions: persisted(query) });
    const byPost = await post({ variables, extensions: persisted(query) });
    const byGet = await get({ variables, extensions: persisted(query) });
    for (const answer of [full, registered, byPost, byGet]) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual({
        instrument: { ticker: "AAPL", priceSnapshot: { price: 129.610001, priceDate: "2022-12-29" } },
      });
      // The same price, read from the same document: the quote does not know how it arrived.
      const { credits_quoted, credits_charged, lines } = full.body.extensions.billing;
      expect(answer.body.extensions.billing).toMatchObject({ credits_quoted, credits_charged, lines });
      expect(answer.headers.get("x-credits-charged")).toBe(full.headers.get("x-credits-charged"));
    }
    expect(Number(full.headers.get("x-credits-charged"))).toBeGreaterThan(0);
    const estimate = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${service.key}`,
        "x-credits-estimate": "true",
      },
      body: JSON.stringify({ variables, extensions: persisted(query) }),
    });
    expect((await estimate.json()).extensions.billing).toMatchObject({
      estimate: true,
      credits_quoted: full.body.extensions.billing.credits_quoted,
    });
  });

  it("refuses a hash that is not the query's, and registers nothing", async () => {
    const other = `query apqMismatch { instrument(ticker: "MSFT") { name } }`;
    const refused = await post({ query: other, extensions: persisted(query.replace("apqSnapshot", "x")) });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].extensions.code).toBe("bad_request");
    expect(refused.body.errors?.[0].message).toContain(
      `is not the SHA-256 of the query sent (${sha256Hex(other)})`,
    );
    const missed = await post({ extensions: persisted(other) });
    expect(missed.body.errors?.[0].message).toBe("PersistedQueryNotFound");
  });

  it("refuses another protocol version, saying which is accepted", async () => {
    const refused = await post({
      extensions: { persistedQuery: { version: 2, sha256Hash: sha256Hex(query) } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].message).toContain("accepted: 1");
  });

  it("never registers a document over the query limits", async () => {
    // A chain of 14 fragments, each spreading the next: a level each, over the depth limit of 12.
    const chain = Array.from(
      { length: 14 },
      (_, i) => `fragment F${i} on Instrument { name ${i < 13 ? `...F${i + 1}` : ""} }`,
    );
    const deep = `{ instrument(ticker: "AAPL") { ...F0 } }\n${chain.join("\n")}`;
    const full = await post({ query: deep });
    const registering = await post({ query: deep, extensions: persisted(deep) });
    expect(registering.status).toBe(full.status);
    expect(registering.body).toEqual(full.body);
    expect(full.body.errors?.[0].message).toMatch(/depth/i);
    const missed = await post({ extensions: persisted(deep) });
    expect(missed.body.errors?.[0].message).toBe("PersistedQueryNotFound");
  });

  it("keeps a persisted document's route price and caps when it arrives by hash", async () => {
    const portfolio = readFileSync(
      new URL("../../schema/catalogue/copilot/portfolio.graphql", import.meta.url),
      "utf8",
    );
    const tickers = Array.from({ length: 50 }, () => "AAPL");
    const registered = await post({
      query: portfolio,
      variables: { tickers },
      extensions: persisted(portfolio),
    });
    expect(registered.status).toBe(200);
    expect(registered.body.extensions.billing).toMatchObject({ credits_quoted: 10, credits_charged: 10 });
    const atCap = await post({ variables: { tickers }, extensions: persisted(portfolio) });
    expect(atCap.body.extensions.billing).toMatchObject({ credits_quoted: 10, credits_charged: 10 });
    const overCap = await post({
      variables: { tickers: [...tickers, "AAPL"] },
      extensions: persisted(portfolio),
    });
    expect(overCap.status).toBe(422);
    expect(overCap.body.data).toBeUndefined();
    expect(overCap.body.errors?.[0].extensions).toMatchObject({
      code: "validation_error",
      extra: { variable: "tickers", accepted: "1..50 items" },
    });
    expect(overCap.headers.get("x-credits-charged")).toBe("0");
  });

  it("refuses a hash without a key like any request without one", async () => {
    const anonymous = await post({ variables, extensions: persisted(query) }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0].extensions.code).toBe("unauthorized");
  });
});

describe("the public schema without a key", () => {
  const publicSdl = printSchema(
    buildSchema(readFileSync(new URL("../../schema/schema.graphql", import.meta.url), "utf8")),
  );

  it("serves the SDL at GET /api/schema.graphql: the checked-in public schema", async () => {
    const response = await fetch(`${service.url}/api/schema.graphql`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(printSchema(buildSchema(await response.text()))).toBe(publicSdl);
  });

  it("answers introspection without a key, over POST and GET", async () => {
    const full = await post({ query: getIntrospectionQuery() }, null);
    expect(full.status).toBe(200);
    expect(full.body.errors).toBeUndefined();
    const types = full.body.data.__schema.types.map((type: { name: string }) => type.name);
    expect(types).toContain("Instrument");
    expect(full.headers.get("x-credits-charged")).toBeNull();
    const byGet = await get({ query: `{ __type(name: "Instrument") { name fields { name } } }` }, null);
    expect(byGet.status).toBe(200);
    expect(byGet.body.data.__type.fields.map((field: { name: string }) => field.name)).toContain(
      "priceSnapshot",
    );
  });

  it("still refuses any field but introspection without a key, and a wrong key", async () => {
    for (const query of [
      `{ instrument(ticker: "AAPL") { name } }`,
      `{ __typename instrument(ticker: "AAPL") { name } }`,
      `mutation { __typename }`,
      "{ __typename }",
      "{ __schema { ",
    ]) {
      const refused = await post({ query }, null);
      expect(refused.status, query).toBe(401);
      expect(refused.body.errors?.[0].extensions.code).toBe("unauthorized");
      expect(refused.headers.get("www-authenticate")).toBe("Bearer");
    }
    const wrongKey = await post({ query: "{ __schema { queryType { name } } }" }, "qf_live_wrong");
    expect(wrongKey.status).toBe(401);
  });

  it("holds anonymous introspection to the query limits", async () => {
    const deep = `{ __schema { types { ${"fields { type { ".repeat(8)}name${" } }".repeat(8)} } } }`;
    const refused = await post({ query: deep }, null);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0].message).toMatch(/depth/i);
  });
});
