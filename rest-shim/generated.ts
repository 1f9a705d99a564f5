/** The reviewed contracts the shim serves as they are, loaded once at start-up (written by `npm run generate`). */
import { readFileSync } from "node:fs";

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(new URL(relative, import.meta.url), "utf8")) as T;
}

export function loadContracts() {
  return {
    openapi: readJson<Record<string, unknown>>("../schema/openapi.json"),
    capabilities: readJson<Record<string, unknown>>("../schema/capabilities.json"),
  };
}
