/**
 * (a) REST shim vs GraphQL: the shim's price-snapshot route and the same persisted document
 * POSTed to /graphql, on the same federated service process.
 */
import { isDeepStrictEqual } from "node:util";
import { loadRoutes } from "../../rest-shim/routes.js";
import { graphqlData, type LoadSettings, type Measurement, measure } from "../load.js";
import type { Child } from "../processes.js";

export interface ComparisonA {
  rest: Measurement;
  gql: Measurement;
  /** Whether both answered the same snapshot (REST minus its envelope vs data.priceSnapshot). */
  sameSnapshot: boolean;
}

const PRICE_SNAPSHOT_OPERATION = "svc_v3_fundamentals_price_snapshot";
async function findRoute(name: string) {
  const route = (await loadRoutes()).find((candidate) => candidate.name === name);
  if (!route) throw new Error(`${name} is missing from the route table (schema/catalogue)`);
  return route;
}
/** The shim's price-snapshot route (also loaded by section d). */
export const priceSnapshotRoute = await findRoute(PRICE_SNAPSHOT_OPERATION);

/** The REST body minus the envelope and the one field that moves with the clock. */
function comparableSnapshot(snapshot: Record<string, unknown>) {
  const { ok: _ok, timestamp: _timestamp, price_age_seconds: _age, ...rest } = snapshot;
  return rest;
}

/** Checks a REST price-snapshot answer for AAPL; returns it minus the envelope, for comparisons. */
export function verifyRestSnapshot(status: number, body: string) {
  if (status !== 200) throw new Error(`REST: HTTP ${status}: ${body.slice(0, 500)}`);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  if (parsed.ok !== true || parsed.ticker !== "AAPL" || typeof parsed.market_cap !== "number") {
    throw new Error(`REST: unexpected body ${body.slice(0, 500)}`);
  }
  return comparableSnapshot(parsed);
}

/** Cheap check of every REST answer under load: an AAPL success body. */
export const isRestSnapshotBody = (body: string) =>
  body.startsWith('{"ok":true,') && body.includes('"ticker":"AAPL"');

export async function runA(service: Child, settings: LoadSettings): Promise<ComparisonA> {
  const rest = await measure(
    {
      label: "REST `GET /api/v3/fundamentals/price_snapshot?ticker=AAPL`",
      url: `${service.url}${priceSnapshotRoute.path}?ticker=AAPL`,
      method: "GET",
      server: service,
      verify: verifyRestSnapshot,
      makeVerifyBody: () => isRestSnapshotBody,
    },
    "federated service (`bench/service.ts`: startService, auth off, bars replay off), Fastify route → REST shim → gateway.fetch (in process)",
    settings,
  );
  const gql = await measure(
    {
      label: `GraphQL \`POST /graphql\` (${PRICE_SNAPSHOT_OPERATION}, {ticker: "AAPL"})`,
      url: `${service.url}/graphql`,
      method: "POST",
      bodies: [
        JSON.stringify({
          query: priceSnapshotRoute.document,
          operationName: PRICE_SNAPSHOT_OPERATION,
          variables: { ticker: "AAPL" },
        }),
      ],
      server: service,
      verify: (status, body) => comparableSnapshot(graphqlData(status, body, "priceSnapshot")),
      makeVerifyBody: () => (body) => body.startsWith('{"data":{"priceSnapshot":{"ticker":"AAPL",'),
    },
    "federated service, Fastify → Hive Gateway runtime",
    settings,
  );
  return { rest, gql, sameSnapshot: isDeepStrictEqual(rest.verified, gql.verified) };
}
