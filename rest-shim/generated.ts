/** The generated artefacts, loaded once at start-up (written by `npm run generate`). */
import { readFileSync } from "node:fs";
import type { RouteSpec } from "./routeSpec.js";

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), "utf8")) as T;
}

export function loadGenerated() {
  return {
    routes: readJson<RouteSpec[]>("./generated/routes.json"),
    openapi: readJson<Record<string, unknown>>("../schema/openapi.json"),
    capabilities: readJson<Record<string, unknown>>("../schema/capabilities.json"),
  };
}
