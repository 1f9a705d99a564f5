/**
 * Issue 13 item 4: `npm run serve` on a port another process holds ends at once, non-zero, with
 * a message naming the port, in subgraph and gateway modes (a subgraph used to log EADDRINUSE
 * and stay alive without a port).
 */
import "reflect-metadata";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSubgraphSchema } from "@apollo/subgraph";
import { composeServices } from "@theguild/federation-composition";
import { type DefinitionNode, Kind, parse, print, visit } from "graphql";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { systemClock } from "../core/clock.js";
import { issueKey } from "../gateway/access/keys.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import { serveSubgraph } from "../subgraphs/kit/serve.js";
import { spawnService } from "../test/support/processes.js";
import { openWarehouse } from "../warehouse/connection.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A one-field subgraph that is not ours: what a gateway over another supergraph serves. */
function helloSubgraph() {
  const sdl = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
      type Query { hello: String! }`;
  const schema = buildSubgraphSchema([
    { typeDefs: parse(sdl), resolvers: { Query: { hello: () => "world" } } },
  ]);
  return { sdl, schema };
}
let holder: Server;
let port: number;
let dir: string;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
  port = (holder.address() as { port: number }).port;
  dir = await mkdtemp(join(tmpdir(), "qf-serve-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
});
afterAll(async () => {
  await new Promise((resolve) => holder?.close(resolve));
  if (dir) await rm(dir, { recursive: true, force: true });
});

function serve(
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number | null; stderr: string; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "bin/serve.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `sqlite:${join(dir, "warehouse.sqlite")}`, REPLAY: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    // A process that stays alive is the bug: end it (ours, by its PID) and report what it said.
    const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, ms: performance.now() - started });
    });
  });
}

describe("serve on a port in use", () => {
  const expected = () =>
    `serve: port ${port} on 127.0.0.1 is already in use; choose another --port (or PORT) or stop the process holding it`;

  it("a subgraph exits non-zero at once, naming the port", async () => {
    const { code, stderr, ms } = await serve(["--service", "market", "--port", String(port)]);
    console.log(`subgraph exited ${code} after ${ms.toFixed(0)} ms`);
    expect(stderr.trim().split("\n").at(-1)).toBe(expected());
    expect(code).toBe(1);
    expect(ms).toBeLessThan(10_000);
  });

  it("the gateway exits non-zero at once, naming the port", async () => {
    const { code, stderr, ms } = await serve([
      "--service",
      "gateway",
      "--port",
      String(port),
      "--subgraph",
      "market=http://127.0.0.1:9/graphql",
    ]);
    console.log(`gateway exited ${code} after ${ms.toFixed(0)} ms`);
    expect(stderr.trim().split("\n").at(-1)).toBe(expected());
    expect(code).toBe(1);
    expect(ms).toBeLessThan(10_000);
  });
});

describe("serveSubgraph on a port in use", () => {
  it("rejects with EADDRINUSE instead of staying alive without a port", async () => {
    const { sdl, schema } = helloSubgraph();
    const warehouse = await openWarehouse("sqlite::memory:");
    const bus = await openBus(undefined);
    try {
      const started = serveSubgraph(
        { name: "market", schema, sdl },
        { db: warehouse.db, clock: systemClock, bus },
        { port },
      );
      await expect(started).rejects.toMatchObject({ code: "EADDRINUSE" });
    } finally {
      await bus.close();
      await warehouse.close();
    }
  });
});

/**
 * Our supergraph written another way: definitions and fields in reverse order, no descriptions,
 * printed by graphql-js (other whitespace) under a comment. The same graph, however it reads.
 */
function reformatted(sdl: string): string {
  const document = parse(sdl, { noLocation: true });
  const reversed = (definition: DefinitionNode): DefinitionNode =>
    definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.fields
      ? { ...definition, fields: [...definition.fields].reverse() }
      : definition;
  const edited = visit(
    { ...document, definitions: [...document.definitions].reverse().map(reversed) },
    { enter: (_node, key) => (key === "description" ? null : undefined) },
  );
  return `# a gateway of another team, honestly\n${print(edited)}\n`;
}

describe("serve --service gateway --supergraph <file>", () => {
  // Issue 25 item 7: a copy of our own supergraph passed as a file was served without keys.
  const OURS = join(ROOT, "schema", "supergraph.graphql");
  const refusal =
    "serve: could not start --service gateway: --no-access is refused: the supergraph file serves our own graph (the same types, fields and arguments as schema/supergraph.graphql, however written), which is always served with access control; --no-access is accepted only with another graph's supergraph";

  it.each([
    ["copy", undefined],
    ["copy", "development"],
    ["reformatted copy", "test"],
    ["reformatted copy", "production"],
  ] as const)("refuses --no-access over a %s of our supergraph, NODE_ENV=%s", async (kind, nodeEnv) => {
    const file = join(dir, `ours.${kind.replace(" ", "-")}.graphql`);
    if (kind === "copy") await copyFile(OURS, file);
    else await writeFile(file, reformatted(readFileSync(OURS, "utf8")));
    const { code, stderr } = await serve(
      ["--service", "gateway", "--port", "0", "--no-access", "--supergraph", file],
      { NODE_ENV: nodeEnv },
    );
    expect(stderr.trim().split("\n").at(-1)).toBe(refusal);
    expect(code).toBe(1);
  });

  it("refuses --no-access over our own graph, naming where it is accepted", async () => {
    const { code, stderr } = await serve(["--service", "gateway", "--port", "0", "--no-access"]);
    expect(stderr.trim().split("\n").at(-1)).toBe(
      "serve: could not start --service gateway: --no-access is accepted only with --supergraph <file>: our own graph is always served with access control",
    );
    expect(code).toBe(1);
  });

  it("starts over a supergraph of its own, here one without a Subscription type", async () => {
    const { sdl, schema } = helloSubgraph();
    const warehouse = await openWarehouse("sqlite::memory:");
    const bus = await openBus(undefined);
    const subgraph = await serveSubgraph(
      { name: "market", schema, sdl },
      { db: warehouse.db, clock: systemClock, bus },
      { port: 0 },
    );
    const composed = composeServices([{ name: "market", typeDefs: parse(sdl), url: subgraph.url }]);
    const file = join(dir, "small.supergraph.graphql");
    await writeFile(file, composed.supergraphSdl ?? "");
    const gateway = await spawnService(
      ["--service", "gateway", "--port", "0", "--supergraph", file, "--subgraph", `market=${subgraph.url}`],
      { DATABASE_URL: `sqlite:${join(dir, "warehouse.sqlite")}`, REPLAY: "off" },
    );
    try {
      const owner = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
      const { key: apiKey } = await issueKey(owner.db, "serve-test", { plan: "enterprise" });
      await owner.close();
      const ask = async (query: string) => {
        const response = await fetch(`${gateway.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
          body: JSON.stringify({ query }),
        });
        return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      };
      // The schema built (it used to fail on `extend type Subscription`) and answers.
      expect((await ask("{ __typename }")).data).toEqual({ __typename: "Query" });
      // Access control still holds: a field of another graph is served only once it has a price.
      expect((await ask("{ hello }")).errors?.map((e) => e.message)).toEqual([
        "Query.hello has no price: run npm run generate",
      ]);
    } finally {
      await gateway.stop();
    }
    // --no-access (the federation audit's way, bench/federationAudit.ts): answered without a key.
    const open = await spawnService(
      ["--service", "gateway", "--port", "0", "--no-access", "--supergraph", file],
      { DATABASE_URL: `sqlite:${join(dir, "warehouse.sqlite")}`, REPLAY: "off" },
    );
    try {
      const response = await fetch(`${open.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ hello }" }),
      });
      expect(await response.json()).toEqual({ data: { hello: "world" } });
    } finally {
      await open.stop();
      await subgraph.close();
      await bus.close();
      await warehouse.close();
    }
  });
});
