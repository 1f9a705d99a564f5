/**
 * Records what every served REST route answers, to prove a refactor changed no behaviour:
 *
 *   npx tsx scripts/route-answers.ts record before.jsonl   # on the old commit
 *   npx tsx scripts/route-answers.ts record after.jsonl before.jsonl   # on the new one, same requests
 *   npx tsx scripts/route-answers.ts compare before.jsonl after.jsonl
 *
 * The requests are real inputs from two sources: every literal `/api/…` path the test files send
 * (chosen by their authors, with known answers), and for every GET path of schema/openapi.json a
 * generated set (the required parameters filled, each bound, one past each bound, each enum value
 * and a bad one, a bad date, a wrong type, an unknown ticker, no key). The clock is pinned, replay
 * is off and the warehouse is built from data/sample, so two runs on the same code answer alike.
 * What is recorded per request: status, the body without per-request values (timestamp,
 * request_id) and X-Credits-Charged. The order of requests is fixed, so wallet figures compare too.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startService } from "../app/standalone.js";
import { fixedClock } from "../core/clock.js";
import { issueKey } from "../gateway/access/keys.js";
import { derivedProductsOf } from "../gateway/subgraphs.js";
import { ensureWarehouse } from "../warehouse/ensure.js";

const NOW = "2026-11-17T15:00:00Z";
/** Values for required parameters that have no default (real ones from data/sample). */
const EXAMPLES: Record<string, string> = {
  ticker: "AAPL",
  tickers: "AAPL,MSFT",
  symbol: "AAPL",
  symbols: "AAPL",
  series_id: "DGS10",
  q: "apple",
  query: "apple",
  cik: "320193",
  pair: "X:BTCUSD",
  dataset: "daily_bars",
};
// Values that differ per request or per start (the listening port, the start time), not per code.
const PER_REQUEST_KEYS = new Set(["timestamp", "request_id", "requestId", "started_at", "base_url"]);

interface OpenApiParameter {
  name: string;
  in: "query" | "path";
  required?: boolean;
  schema: {
    type?: string;
    enum?: unknown[];
    minimum?: number;
    maximum?: number;
    format?: string;
    items?: { type?: string; enum?: unknown[] };
  };
}

interface Case {
  path: string;
  anonymous?: boolean;
}

function testPaths(): string[] {
  const files = execFileSync("git", ["ls-files", "*.test.ts"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  const found = new Set<string>();
  for (const file of files) {
    for (const [, path = ""] of readFileSync(file, "utf8").matchAll(/["'`](\/api\/[^"'`$\s]*)["'`]/g)) {
      if (!path.includes("/stream/")) found.add(path);
    }
  }
  return [...found].sort();
}

function sampleValue(param: OpenApiParameter): string | undefined {
  if (param.schema.enum?.length) return String(param.schema.enum[0]);
  if (param.schema.format === "date") return "2021-03-31";
  return EXAMPLES[param.name];
}

function generatedCases(): Case[] {
  const openapi: { paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>> } = JSON.parse(
    readFileSync("schema/openapi.json", "utf8"),
  );
  const cases: Case[] = [];
  for (const [template, methods] of Object.entries(openapi.paths)) {
    const get = methods.get;
    if (!get || template.includes("/stream/")) continue;
    const params = get.parameters ?? [];
    const base = new Map<string, string>();
    for (const param of params) {
      if (param.in === "path" || param.required) base.set(param.name, sampleValue(param) ?? "x");
    }
    const url = (values: Map<string, string>) => {
      let path = template;
      const query = new URLSearchParams();
      for (const [name, value] of values) {
        if (path.includes(`{${name}}`)) path = path.replace(`{${name}}`, encodeURIComponent(value));
        else query.set(name, value);
      }
      const search = query.toString();
      return search ? `${path}?${search}` : path;
    };
    const variant = (name: string, value: string) => url(new Map([...base, [name, value]]));
    cases.push({ path: url(base) }, { path: url(base), anonymous: true });
    for (const param of params) {
      const { schema } = param;
      const values: string[] = [];
      if (param.name === "ticker" || param.name === "symbol") values.push("ZZZZ", "aapl", "MSFT", "SPY");
      for (const value of schema.enum ?? schema.items?.enum ?? []) values.push(String(value));
      if (schema.enum || schema.items?.enum) values.push("not_a_value");
      if (schema.minimum !== undefined) values.push(String(schema.minimum), String(schema.minimum - 1));
      if (schema.maximum !== undefined) values.push(String(schema.maximum), String(schema.maximum + 1));
      if (schema.type === "integer" || schema.type === "number") values.push("abc", "1.5");
      if (schema.type === "boolean") values.push("true", "0", "maybe");
      if (schema.format === "date") values.push("2023-02-30", "2022-12-30", "yesterday");
      for (const value of values) cases.push({ path: variant(param.name, value) });
    }
  }
  return cases;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !PER_REQUEST_KEYS.has(key))
        .map(([key, inner]) => [key, strip(inner)]),
    );
  }
  return value;
}

/** The requests of an earlier recording, so that a second run asks exactly the same. */
function casesOf(recording: string): Case[] {
  return readFileSync(recording, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const name = (JSON.parse(line) as { case: string }).case;
      const anonymous = name.startsWith("anon ");
      return { path: name.slice(name.indexOf("/")), anonymous };
    });
}

async function record(output: string, sameAs?: string) {
  const dir = await mkdtemp(join(tmpdir(), "qf-route-answers-"));
  const databaseUrl = `sqlite:${join(dir, "warehouse.sqlite")}`;
  // The derived products built before the service starts, which builds them only after it listens.
  await (await ensureWarehouse(databaseUrl, { onProgress: () => {}, derived: derivedProductsOf() })).close();
  const service = await startService({ databaseUrl, port: 0, clock: fixedClock(NOW), replay: false });
  try {
    const { key } = await issueKey(service.warehouse.db, "route-answers", { plan: "enterprise" });
    const cases: Case[] = sameAs
      ? casesOf(sameAs)
      : [...testPaths().map((path) => ({ path })), ...generatedCases()];
    const lines: string[] = [];
    for (const { path, anonymous } of cases) {
      const response = await fetch(`${service.url}${path}`, {
        headers: anonymous ? {} : { authorization: `Bearer ${key}` },
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = strip(JSON.parse(text));
      } catch {
        // Not JSON (an image, a CSV): recorded as its length and type.
        body = { bytes: text.length, type: response.headers.get("content-type") };
      }
      const charged = response.headers.get("x-credits-charged");
      lines.push(
        JSON.stringify({
          case: `${anonymous ? "anon " : ""}GET ${path}`,
          status: response.status,
          charged,
          body,
        }),
      );
    }
    writeFileSync(output, `${lines.join("\n")}\n`);
    console.log(`${lines.length} answers written to ${output}`);
  } finally {
    await service.close();
    await rm(dir, { recursive: true, force: true });
  }
}

function compare(beforeFile: string, afterFile: string) {
  const read = (file: string) =>
    new Map(
      readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const row = JSON.parse(line) as { case: string };
          return [row.case, line] as const;
        }),
    );
  const before = read(beforeFile);
  const after = read(afterFile);
  let same = 0;
  const differ: string[] = [];
  for (const [name, line] of before) {
    const other = after.get(name);
    if (other === undefined) continue;
    if (other === line) same += 1;
    else differ.push(name);
  }
  const onlyBefore = [...before.keys()].filter((name) => !after.has(name));
  const onlyAfter = [...after.keys()].filter((name) => !before.has(name));
  console.log(
    `${same} identical, ${differ.length} differ, ${onlyBefore.length} only before, ${onlyAfter.length} only after`,
  );
  for (const name of differ) {
    console.log(
      `\nDIFFERS ${name}\n  before ${before.get(name)?.slice(0, 600)}\n  after  ${after.get(name)?.slice(0, 600)}`,
    );
  }
  for (const name of onlyBefore) console.log(`ONLY BEFORE ${name}`);
  for (const name of onlyAfter) console.log(`ONLY AFTER ${name}`);
  if (differ.length || onlyBefore.length) process.exitCode = 1;
}

const [command, first, second] = process.argv.slice(2);
if (command === "record" && first) await record(first, second);
else if (command === "compare" && first && second) compare(first, second);
else {
  console.error(
    "usage: route-answers.ts record <out.jsonl> [same-requests-as.jsonl] | compare <before.jsonl> <after.jsonl>",
  );
  process.exitCode = 2;
}
