import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // One graphql realm: CJS @apollo/subgraph and ESM code must share graphql's module instance.
    alias: { graphql: "graphql/index.js" },
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", "data/**"],
    setupFiles: ["reflect-metadata"],
    globalSetup: ["test/support/globalSetup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
  },
});
