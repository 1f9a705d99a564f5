/**
 * The pages' scripts and stylesheets, served from this process (no CDN: the pages work offline and
 * under a Content-Security-Policy of 'self'): the npm packages' own browser builds, and our start-up
 * scripts and stylesheet (gateway/pages/browser/). A fixed table, not a folder: nothing outside it can be
 * asked for by name.
 *
 * Each URL carries its package's version, so a file at a URL never changes: cached for a year as
 * `immutable` (an upgrade changes the URL). Our own files change with the deployment: `no-cache`,
 * revalidated by their ETag (gateway/conditionalGets.ts). Compression is the host's
 * (gateway/compression.ts: text/javascript and text/css are compressed).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";

const require = createRequire(import.meta.url);

const JAVASCRIPT = "text/javascript; charset=utf-8";
const CSS = "text/css; charset=utf-8";

interface Asset {
  file: string;
  type: typeof JAVASCRIPT | typeof CSS;
  cacheControl: string;
}

/**
 * A file of an npm package, at a URL naming the package's version. Found beside its package.json:
 * a package's "exports" need not list its browser builds (react's leaves out umd/).
 */
function packaged(pkg: string, file: string, type: Asset["type"]): [string, Asset] {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { version } = require(manifest) as { version: string };
  return [
    `/assets/${pkg}@${version}/${file}`,
    { file: join(dirname(manifest), file), type, cacheControl: "public, max-age=31536000, immutable" },
  ];
}

/** One of our own files (gateway/pages/browser/). */
function ours(file: string, type: Asset["type"]): [string, Asset] {
  return [
    `/assets/pages/${file}`,
    { file: fileURLToPath(new URL(`./browser/${file}`, import.meta.url)), type, cacheControl: "no-cache" },
  ];
}

const ASSETS = {
  react: packaged("react", "umd/react.production.min.js", JAVASCRIPT),
  reactDom: packaged("react-dom", "umd/react-dom.production.min.js", JAVASCRIPT),
  graphiql: packaged("graphiql", "graphiql.min.js", JAVASCRIPT),
  graphiqlCss: packaged("graphiql", "graphiql.min.css", CSS),
  explorer: ours("explorer.js", JAVASCRIPT),
  pagesCss: ours("pages.css", CSS),
  swaggerUi: packaged("swagger-ui-dist", "swagger-ui-bundle.js", JAVASCRIPT),
  swaggerPreset: packaged("swagger-ui-dist", "swagger-ui-standalone-preset.js", JAVASCRIPT),
  swaggerCss: packaged("swagger-ui-dist", "swagger-ui.css", CSS),
  reference: ours("reference.js", JAVASCRIPT),
} as const;

export type AssetName = keyof typeof ASSETS;

/** The URL a page loads an asset from. */
export function assetUrl(name: AssetName): string {
  return ASSETS[name][0];
}

/** One GET route per asset; each file is read on its first request and kept (about 9 MB in all). */
export function registerAssets(app: FastifyInstance): void {
  for (const [url, asset] of Object.values(ASSETS)) {
    let body: Buffer | undefined;
    app.get(url, async (_request, reply) => {
      body ??= readFileSync(asset.file);
      return reply.type(asset.type).header("Cache-Control", asset.cacheControl).send(body);
    });
  }
}
