import { beforeAll, describe, expect, it } from "vitest";
import { RestError } from "../../core/restError.js";
import type { RouteSpec } from "../routeSpec.js";
import { loadRoutes } from "../routes.js";
import { isTool, restRequestOf, toolOf } from "./tools.js";

let routes: Map<string, RouteSpec>;

beforeAll(async () => {
  routes = new Map((await loadRoutes()).map((route) => [route.name, route]));
});

const route = (name: string) => {
  const found = routes.get(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

function refusal(run: () => unknown): RestError {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("which routes are tools", () => {
  it("every route but the streams (sse, chat_excluded)", () => {
    const all = [...routes.values()];
    const streams = all.filter((candidate) => candidate.flags.includes("sse"));
    expect(streams.length).toBe(9);
    expect(all.filter(isTool).length).toBe(all.length - streams.length);
    expect(streams.some(isTool)).toBe(false);
  });

  it("a tool: the route's name, title and description, its parameters as the input schema", () => {
    const crypto = route("svc_crypto");
    const tool = toolOf(crypto);
    expect(tool).toMatchObject({
      name: "svc_crypto",
      title: crypto.displayName,
      description: crypto.description,
      annotations: { readOnlyHint: true },
    });
    // The path parameter is required: the route has no path without it.
    expect(tool.inputSchema.required).toEqual(["ticker"]);
    expect(tool.inputSchema.properties?.series).toEqual({
      type: "boolean",
      default: true,
      description: "Include the last 7 daily bars (series); false leaves series null.",
    });
    expect(tool.inputSchema).not.toHaveProperty("additionalProperties");
    const portfolio = toolOf(route("svc_copilot_portfolio"));
    expect(portfolio.annotations?.readOnlyHint).toBe(false);
    expect(portfolio.inputSchema.additionalProperties).toBe(false);
  });
});

describe("a call as its REST request", () => {
  it("path arguments in the path (encoded), the others in the query as text; null is absent", () => {
    expect(restRequestOf(route("svc_crypto"), { ticker: "X:BTC/USD", series: false, vs: null })).toEqual({
      method: "GET",
      path: "/api/crypto/X%3ABTC%2FUSD",
      query: { series: "false" },
    });
  });

  it("a list argument is one query value per item", () => {
    const request = restRequestOf(route("svc_copilot_portfolio_get"), {
      tickers: ["AAPL", "JPM"],
      weights: [0.6, -0.4],
    });
    expect(request.query).toEqual({ tickers: ["AAPL", "JPM"], weights: ["0.6", "-0.4"] });
  });

  it("a POST route's body arguments as the JSON body, values as they came", () => {
    const request = restRequestOf(route("svc_copilot_portfolio"), { tickers: ["AAPL"], weights: [1] });
    expect(request).toEqual({
      method: "POST",
      path: "/api/v1/copilot/portfolio",
      query: {},
      body: { tickers: ["AAPL"], weights: [1] },
    });
  });

  it("an undeclared argument: dropped, unless the tool rejects unknown arguments", () => {
    expect(restRequestOf(route("svc_crypto"), { ticker: "BTC", colour: "red" }).query).toEqual({});
    const refused = refusal(() =>
      restRequestOf(route("svc_copilot_portfolio"), { tickers: ["AAPL"], colour: "red", size: 1 }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body().detail).toEqual({
      error_code: "validation_error",
      error_message: "Unknown parameters colour, size; accepted: tickers, weights, quantities.",
      parameter: "colour",
      unknown: ["colour", "size"],
      accepted: ["tickers", "weights", "quantities"],
    });
  });

  it("a missing path argument is refused naming it (REST has no path without it)", () => {
    const refused = refusal(() => restRequestOf(route("svc_crypto"), { vs: "USD" }));
    expect(refused.body().detail).toMatchObject({ error_code: "validation_error", parameter: "ticker" });
  });
});
