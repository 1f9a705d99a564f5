/**
 * The one-way layers (docs/ARCHITECTURE.md "Layers"), checked by `npm run lint`:
 *
 *   core → warehouse → subgraphs/kit → subgraphs/<domain> → gateway → rest-shim → app, bin
 *                catalogue (imports core only) ─────────────────────┘ (read by gateway, rest-shim)
 *
 * A layer imports only the layers before it. A domain reads another domain only through its
 * `readers/`; the gateway builds the subgraphs from their definitions (`subgraphs/<domain>/index.ts`)
 * and reads what it monitors through their readers. app/, bin/, scripts/, bench/ and test/ may
 * import anything. A test beside a module (or a `testing/` helper) may also read its own and the
 * lower layers' internals and test/support, but never a higher layer; no module that runs in the
 * service imports test code. No cycle leaves its layer.
 */
const OURS = "^(core|catalogue|warehouse|subgraphs|gateway|rest-shim|app|bin|scripts|bench|test)/";
const DOMAIN = "(market|fundamentals|intel|signals|risk)";
/** Test code: test files, their helpers in `testing/` folders, and test/. */
const TEST = ["[.]test[.]ts$", "/testing/", "^test/"];
/** What another layer may import of a domain: its definition and its readers. */
const DOMAIN_PUBLIC = `^subgraphs/${DOMAIN}/(index[.]ts$|readers/)`;

/** A layer's code (tests excepted) may import nothing of ours outside `allowed`. */
function layer(name, path, allowed) {
  return {
    name: `${name}-imports-only-${allowed.length === 1 ? "itself" : "lower-layers"}`,
    severity: "error",
    comment: `${name} may import only: ${allowed.join(", ")} (docs/ARCHITECTURE.md "Layers")`,
    from: { path, pathNot: TEST },
    to: { path: OURS, pathNot: allowed },
  };
}

/** A layer's test files and `testing/` helpers (`path`: the layer's folder) import no higher layer. */
function testsBelow(name, path, higher) {
  return {
    name: `${name}-tests-import-no-higher-layer`,
    severity: "error",
    comment: `a test of ${name} may import its own and lower layers and test/support, not ${higher}`,
    from: { path: `^${path}(.*[.]test[.]ts$|.*/testing/)` },
    to: { path: `^${higher}/` },
  };
}

module.exports = {
  forbidden: [
    layer("core", "^core/", ["^core/"]),
    layer("catalogue", "^catalogue/", ["^catalogue/", "^core/"]),
    layer("warehouse", "^warehouse/", ["^warehouse/", "^core/"]),
    layer("kit", "^subgraphs/kit/", ["^subgraphs/kit/", "^core/", "^warehouse/"]),
    {
      name: "domain-imports-only-lower-layers-and-other-domains-readers",
      severity: "error",
      comment:
        'a domain may import only: its own code, subgraphs/kit, core, warehouse and another domain\'s readers/ (docs/ARCHITECTURE.md "Layers")',
      from: { path: `^subgraphs/${DOMAIN}/`, pathNot: TEST },
      to: {
        path: OURS,
        pathNot: [
          "^subgraphs/$1/",
          "^subgraphs/kit/",
          "^core/",
          "^warehouse/",
          `^subgraphs/${DOMAIN}/readers/`,
        ],
      },
    },
    {
      name: "domain-tests-read-other-domains-through-readers",
      severity: "error",
      comment: "a domain's tests read another domain only through its readers/, as its code does",
      from: { path: `^subgraphs/${DOMAIN}/(.*[.]test[.]ts$|.*/testing/)` },
      to: { path: `^subgraphs/${DOMAIN}/`, pathNot: ["^subgraphs/$1/", `^subgraphs/${DOMAIN}/readers/`] },
    },
    layer("gateway", "^gateway/", [
      "^gateway/",
      "^core/",
      "^warehouse/",
      "^catalogue/",
      "^subgraphs/kit/",
      DOMAIN_PUBLIC,
    ]),
    layer("rest-shim", "^rest-shim/", [
      "^rest-shim/",
      "^gateway/",
      "^core/",
      "^warehouse/",
      "^catalogue/",
      "^subgraphs/kit/",
      DOMAIN_PUBLIC,
    ]),
    testsBelow("core", "core/", "(catalogue|warehouse|subgraphs|gateway|rest-shim|app|bin)"),
    testsBelow("catalogue", "catalogue/", "(warehouse|subgraphs|gateway|rest-shim|app|bin)"),
    testsBelow("warehouse", "warehouse/", "(catalogue|subgraphs|gateway|rest-shim|app|bin)"),
    testsBelow("kit", "subgraphs/kit/", `(subgraphs/${DOMAIN}|catalogue|gateway|rest-shim|app|bin)`),
    testsBelow("domain", `subgraphs/${DOMAIN}/`, "(gateway|rest-shim|app|bin)"),
    testsBelow("gateway", "gateway/", "(rest-shim|app|bin)"),
    testsBelow("rest-shim", "rest-shim/", "(app|bin)"),
    {
      name: "no-test-code-in-the-service",
      severity: "error",
      comment: "a module that runs in the service imports no test code (test/, *.test.ts, testing/)",
      from: { path: "^(core|catalogue|warehouse|subgraphs|gateway|rest-shim|app)/", pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: "no-cycle-across-layers",
      severity: "error",
      comment: "an import cycle that leaves its layer (folder) makes the layers two-way",
      from: { path: "^(core|catalogue|warehouse|subgraphs/[^/]+|gateway|rest-shim|app|bin)/" },
      to: { circular: true, via: { pathNot: "^$1/" } },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "an import that resolves to no file",
      // Generated documents (codegen.yml) import @graphql-typed-document-node/core, a package of
      // types only (no main file to resolve); tsc resolves and checks them.
      from: { path: OURS, pathNot: "^rest-shim/copilot/documents/" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: a type from a higher layer is a dependency on it all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|data)/" },
    // Packages are resolved as Node resolves them (their "exports"), so a missing one is reported.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    // Kept between runs in .cache/ (git-ignored); git tells it which files changed.
    cache: { folder: ".cache/dependency-cruiser", strategy: "metadata" },
    progress: { type: "none" },
  },
};
