/** The shim's rule for a path several templates match: a literal segment wins over a parameter. */
import { describe, expect, it } from "vitest";
import { comparePathPrecedence, inPrecedenceOrder, pathMatches, routeFor } from "./routeOrder.js";

const route = (path: string, method = "GET") => ({ method, path });

describe("route precedence", () => {
  const routes = [
    route("/api/crypto/{ticker}"),
    route("/api/regime"),
    route("/api/crypto/universe"),
    route("/api/x/{a}/b"),
    route("/api/x/c/{d}"),
    route("/api/crypto/sitting"),
  ];

  it("sends a literal path to its literal route, whatever the order the routes were declared in", () => {
    expect(routeFor(routes, "GET", "/api/crypto/sitting")?.path).toBe("/api/crypto/sitting");
    expect(routeFor([...routes].reverse(), "GET", "/api/crypto/sitting")?.path).toBe("/api/crypto/sitting");
    expect(routeFor(routes, "GET", "/api/crypto/universe")?.path).toBe("/api/crypto/universe");
    expect(routeFor(routes, "GET", "/api/crypto/BTC")?.path).toBe("/api/crypto/{ticker}");
  });

  it("decides at the first segment where the templates differ", () => {
    expect(routeFor(routes, "GET", "/api/x/c/b")?.path).toBe("/api/x/c/{d}");
    expect(routeFor(routes, "GET", "/api/x/z/b")?.path).toBe("/api/x/{a}/b");
    expect(comparePathPrecedence("/api/x/c/{d}", "/api/x/{a}/b")).toBeLessThan(0);
    expect(comparePathPrecedence("/api/crypto/{ticker}", "/api/crypto/sitting")).toBeGreaterThan(0);
  });

  it("orders every literal template before the parameter templates it shadows, stable otherwise", () => {
    const ordered = inPrecedenceOrder(routes).map((r) => r.path);
    expect(ordered.indexOf("/api/crypto/sitting")).toBeLessThan(ordered.indexOf("/api/crypto/{ticker}"));
    expect(ordered.indexOf("/api/crypto/universe")).toBeLessThan(ordered.indexOf("/api/crypto/{ticker}"));
    expect(ordered.indexOf("/api/crypto/universe")).toBeLessThan(ordered.indexOf("/api/crypto/sitting"));
  });

  it("matches whole segments only, a parameter taking one non-empty segment", () => {
    expect(pathMatches("/api/crypto/{ticker}", "/api/crypto/BTC")).toBe(true);
    expect(pathMatches("/api/crypto/{ticker}", "/api/crypto/")).toBe(false);
    expect(pathMatches("/api/crypto/{ticker}", "/api/crypto/a/b")).toBe(false);
    expect(routeFor(routes, "POST", "/api/crypto/sitting")).toBeNull();
  });
});
