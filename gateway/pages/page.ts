/**
 * What the browser pages (the explorer at /graphql, the REST reference at /docs) have in common:
 * their HTML shell, which loads only this origin's assets (gateway/pages/assets.ts), and the
 * Content-Security-Policy that makes the browser refuse anything else — a script, stylesheet,
 * font, image or connection to another origin is blocked and reported, so "no remote URL" holds
 * for what the bundles might do at run time too, not only for what the HTML names.
 *
 * data: images and fonts: GraphiQL's stylesheet embeds its fonts and icons as data: URLs, Swagger
 * UI's its icons. Inline styles only where a page needs them (`inlineStyles`): Swagger UI writes
 * style attributes into its markup, which a style-src of 'self' alone refuses (checked in
 * Chromium: "Applying inline style violates … 'style-src 'self''"); GraphiQL sets its styles
 * through the DOM, which CSP does not restrict. No inline script anywhere: each page's start-up
 * is a file of its own.
 */
import type { FastifyReply } from "fastify";
import { type AssetName, assetUrl } from "./assets.js";

function contentSecurityPolicy(inlineStyles: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    inlineStyles ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // 'self' covers the same host's ws:/wss: (CSP level 3): graphql-ws on /graphql.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export interface Page {
  title: string;
  /** The page's `<body>` class (pages.css). */
  bodyClass: string;
  styles: AssetName[];
  /** Loaded in order, after the body's markup. */
  scripts: AssetName[];
  /** Static markup only: nothing a request sent is ever written into it. */
  body: string;
  /** Whether the page's code writes style attributes (see above). */
  inlineStyles: boolean;
}

/** A page as it is sent: its HTML and its Content-Security-Policy. */
export interface RenderedPage {
  html: string;
  csp: string;
}

export function renderPage(page: Page): RenderedPage {
  const html = [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${page.title}</title>`,
    // No request for /favicon.ico: the pages make none but their own.
    '<link rel="icon" href="data:,">',
    ...page.styles.map((name) => `<link rel="stylesheet" href="${assetUrl(name)}">`),
    "</head>",
    `<body class="${page.bodyClass}">`,
    page.body,
    ...page.scripts.map((name) => `<script src="${assetUrl(name)}"></script>`),
    "</body>",
    "</html>",
  ].join("\n");
  return { html, csp: contentSecurityPolicy(page.inlineStyles) };
}

/** A page's answer: HTML under the CSP, revalidated by its ETag (it changes with the deployment). */
export function sendPage(reply: FastifyReply, page: RenderedPage): FastifyReply {
  return reply
    .type("text/html; charset=utf-8")
    .header("Content-Security-Policy", page.csp)
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "no-cache")
    .send(page.html);
}
