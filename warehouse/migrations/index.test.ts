import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { migrations } from "./index.js";

describe("the migrations' index", () => {
  it("lists every migration file of the folder, in name order, under the file's own name", () => {
    const files = readdirSync(dirname(fileURLToPath(import.meta.url)))
      .filter((file) => /^\d{4}_[a-z0-9_]+\.ts$/.test(file))
      .map((file) => file.slice(0, -".ts".length))
      .sort();
    expect(files).toHaveLength(20);
    expect(Object.keys(migrations)).toEqual(files);
  });
});
