/**
 * The public Federation Gateway Audit (github.com/graphql-hive/federation-gateway-audit: 46 suites,
 * 199 tests) against our own gateway host, `bin/serve.ts --service gateway`. The audit is not part
 * of this repository: check it out anywhere outside it and install its dependencies there
 * (docs/OPERATIONS.md, "Federation audit"); this script only adapts our gateway to its CLI.
 *
 *   npx tsx bench/federationAudit.ts [--process] <audit checkout> [suite ...]
 *
 * For every suite the audit's own CLI serves the suite's subgraphs (its `serve`, on a free port)
 * and runs `sh <run script> <suite>`; our run script fetches that suite's supergraph from the
 * audit's server and starts our gateway over it on a free port. With --process it `exec`s
 * `node --import tsx bin/serve.ts --service gateway --no-access --supergraph <it> --port <port>`
 * (exec: the PID the CLI stops is our gateway's own); by default it asks this script to start the
 * same gateway (createGateway + startHost, as bin/serve.ts does) in this process, which loads the
 * gateway's modules once instead of once per suite. The CLI then runs the suite's tests against
 * /graphql and stops the gateway. No suite given: all of them (the CLI's `test`); suites given:
 * each with the CLI's `test-suite`.
 *
 * Two things the audit's CLI needs on this machine, both done here:
 * - Node 20 has no Promise.withResolvers (Node 22 has): a polyfill is --import-ed into the CLI and
 *   its test runner children.
 * - Before each suite the CLI kills whatever listens on the gateway's port (kill-port-process).
 *   Other people's services run here, so `killPortIfRunning` in the checkout's src/cli.ts is
 *   patched (once, in place) to refuse a port in use instead of killing its holder; both ports are
 *   free ones picked by the kernel, so it never has to.
 *
 * Settings (env): GATEWAY_QUERY_PLANNER=js|rust passes through to the gateway (gateway/queryPlanner.ts),
 * GATEWAY_TIMEOUT (ms the CLI waits for the gateway's health check per suite; default here 60000).
 * Exit status 0 only when every test passed. Results: bench/RESULTS.md, "Federation audit".
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TSX_LOADER = pathToFileURL(join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;

const POLYFILL = `if (typeof Promise.withResolvers !== "function") {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => { resolve = res; reject = rej; });
    return { promise, resolve, reject };
  };
}
`;

/** --process: fetches the suite's supergraph from the audit's server, then becomes our gateway. */
const PROCESS_RUN_SCRIPT = `# Our own log: the CLI pipes stdout and stderr into one stream and ends it with whichever
# closes first, so output at shutdown crashed it (ERR_STREAM_WRITE_AFTER_END).
exec >"\${AUDIT_WORK}/$1.log" 2>&1
set -ex
suite="$1"
# The audit's server listens before its suites' routes are registered: 404 until then.
curl -sSf --retry 120 --retry-delay 1 --retry-all-errors "http://127.0.0.1:\${AUDIT_PORT}/\${suite}/supergraph" -o "\${AUDIT_WORK}/\${suite}.graphql"
cd "\${PROJECT_ROOT}"
exec node --import tsx bin/serve.ts --service gateway --no-access --supergraph "\${AUDIT_WORK}/\${suite}.graphql" --port "\${GATEWAY_PORT}"
`;

/**
 * Default: fetches the supergraph, asks this script to start our host over it, and holds until
 * the CLI stops it (TERM), when it asks this script to stop the host.
 */
const HOSTED_RUN_SCRIPT = `# Our own log: the CLI pipes stdout and stderr into one stream and ends it with whichever
# closes first, so output at shutdown crashed it (ERR_STREAM_WRITE_AFTER_END).
exec >"\${AUDIT_WORK}/$1.log" 2>&1
set -ex
suite="$1"
# The audit's server listens before its suites' routes are registered: 404 until then.
curl -sSf --retry 120 --retry-delay 1 --retry-all-errors "http://127.0.0.1:\${AUDIT_PORT}/\${suite}/supergraph" -o "\${AUDIT_WORK}/\${suite}.graphql"
curl -sSf -X POST "http://127.0.0.1:\${CONTROL_PORT}/start?suite=\${suite}"
trap 'curl -sSf -X POST "http://127.0.0.1:\${CONTROL_PORT}/stop"; exit 0' TERM INT
while :; do sleep 1; done
`;

const KILL_FUNCTION = /async function killPortIfRunning\(port: number\) \{[\s\S]*?\n\}/;
const NO_KILL = `async function killPortIfRunning(port: number) {
  // Patched by quant-federation's bench/federationAudit.ts: never kill another process's port.
  if ((await detectPort(port)) !== port) {
    throw new Error(\`port \${port} is in use; the audit does not stop the process holding it\`);
  }
}`;

/** Rewrites the checkout's killPortIfRunning to refuse instead of kill; checks it holds. */
function patchNoKill(auditDir: string): void {
  const cli = join(auditDir, "src/cli.ts");
  const source = readFileSync(cli, "utf8");
  if (!source.includes(NO_KILL)) {
    if (!KILL_FUNCTION.test(source)) {
      throw new Error(
        `${cli}: no killPortIfRunning(port) to patch; this adapter knows the audit's CLI as of 2026-06`,
      );
    }
    writeFileSync(cli, source.replace(KILL_FUNCTION, NO_KILL));
  }
  const patched = readFileSync(cli, "utf8");
  if (/await killPortProcess\(/.test(patched)) throw new Error(`${cli} still calls killPortProcess`);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * The default mode's host: our gateway exactly as `--service gateway --no-access --supergraph`
 * builds it (createGateway over remote routing with no access, startHost), started per suite in
 * this process, so the seconds of loading the gateway's modules are paid once, not 46 times
 * (on a loaded 2-core machine a `--service gateway` process took 78 s to listen).
 */
async function hostControl(
  work: string,
  gatewayPort: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const { createGateway } = await import("../gateway/runtime.js");
  const { startHost } = await import("../gateway/host.js");
  let current: { stop(): Promise<void> } | null = null;
  const stop = async () => {
    const running = current;
    current = null;
    await running?.stop();
  };
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://control.local");
    const answer = async () => {
      await stop();
      if (url.pathname === "/start") {
        const suite = url.searchParams.get("suite") ?? "";
        if (!/^[a-z0-9-]+$/.test(suite)) throw new Error(`bad suite name ${suite}`);
        const supergraph = readFileSync(join(work, `${suite}.graphql`), "utf8");
        const gateway = createGateway({ supergraph, routing: { kind: "remote", urls: {} }, access: null });
        const host = await startHost({ gateway, access: null }, { port: gatewayPort });
        current = {
          async stop() {
            await host.close();
            await gateway[Symbol.asyncDispose]();
          },
        };
      }
    };
    answer().then(
      () => response.writeHead(200).end("ok\n"),
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end(`${String(error)}\n`);
      },
    );
  });
  const port = await new Promise<number>((resolveListen) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolveListen(typeof address === "object" && address ? address.port : 0);
    }),
  );
  return {
    port,
    async close() {
      await stop();
      await new Promise((resolveClose) => server.close(resolveClose));
    },
  };
}

interface SuiteResult {
  suite: string;
  passed: number;
  failed: number;
}

function runCli(
  auditDir: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", env.POLYFILL_URL ?? "", "--import", TSX_LOADER, join(auditDir, "src/cli.ts"), ...args],
      { cwd: env.AUDIT_WORK, env, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once("error", reject);
    child.once("exit", (code) => resolveRun({ code: code ?? 1, out }));
  });
}

/** The CLI's `test` writes `<suite>\n<one . or X per test>` pairs, then the totals. */
function parseResults(text: string): SuiteResult[] {
  const lines = text.split("\n");
  const end = lines.indexOf("---");
  const pairs = lines.slice(0, end === -1 ? lines.length : end).filter((line) => line !== "");
  const results: SuiteResult[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const marks = pairs[i + 1] ?? "";
    results.push({
      suite: pairs[i] ?? "",
      passed: [...marks].filter((m) => m === ".").length,
      failed: [...marks].filter((m) => m === "X").length,
    });
  }
  return results;
}

/** `test-suite --reporter tap` ends with `# pass N` and `# fail N`. */
function parseTap(suite: string, out: string): SuiteResult {
  const count = (name: string) => Number(out.match(new RegExp(`^# ${name} (\\d+)$`, "m"))?.[1] ?? 0);
  return { suite, passed: count("pass"), failed: count("fail") };
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const perProcess = argv.includes("--process");
  const [auditArg, ...suites] = argv.filter((arg) => arg !== "--process");
  if (!auditArg) {
    console.error("usage: npx tsx bench/federationAudit.ts <federation-gateway-audit checkout> [suite ...]");
    return 2;
  }
  const auditDir = resolve(auditArg);
  if (!existsSync(join(auditDir, "src/cli.ts")) || !existsSync(join(auditDir, "node_modules/graphql"))) {
    console.error(
      `${auditDir}: expected the audit's checkout with src/cli.ts and its dependencies installed (npm install there; see docs/OPERATIONS.md)`,
    );
    return 2;
  }
  patchNoKill(auditDir);

  const work = mkdtempSync(join(tmpdir(), "federation-audit-"));
  const polyfill = join(work, "polyfill.mjs");
  writeFileSync(polyfill, POLYFILL);
  const runScript = join(work, "run-gateway.sh");
  writeFileSync(runScript, perProcess ? PROCESS_RUN_SCRIPT : HOSTED_RUN_SCRIPT);
  const auditPort = await freePort();
  const gatewayPort = await freePort();
  const control = perProcess ? null : await hostControl(work, gatewayPort);
  const graphql = `http://127.0.0.1:${gatewayPort}/graphql`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    POLYFILL_URL: pathToFileURL(polyfill).href,
    AUDIT_WORK: work,
    AUDIT_PORT: String(auditPort),
    GATEWAY_PORT: String(gatewayPort),
    CONTROL_PORT: String(control?.port ?? 0),
    PROJECT_ROOT: ROOT,
    GATEWAY_TIMEOUT: process.env.GATEWAY_TIMEOUT ?? "60000",
  };
  const common = [
    "--run-script",
    runScript,
    "--graphql",
    graphql,
    // A GET the gateway answers 200 once its schema is built.
    "--healthcheck",
    `${graphql}?query=%7B__typename%7D`,
    "--port",
    String(auditPort),
    "--cwd",
    work,
  ];
  console.log(
    `audit ${auditDir}: subgraphs on ${auditPort}, our gateway (${perProcess ? "a --service gateway process per suite" : "hosted here"}) on ${gatewayPort}, logs in ${work}/logs`,
  );

  let results: SuiteResult[];
  if (suites.length === 0) {
    const resultsFile = join(work, "results.txt");
    await runCli(auditDir, ["test", ...common, "--write", resultsFile], env);
    if (!existsSync(resultsFile)) throw new Error(`the audit wrote no ${resultsFile}`);
    results = parseResults(readFileSync(resultsFile, "utf8"));
  } else {
    results = [];
    for (const suite of suites) {
      // test-suite starts its own subgraph server each time: a fresh port for it.
      const port = String(await freePort());
      const args = ["test-suite", "--test", suite, ...common, "--reporter", "tap"];
      args[args.indexOf("--port") + 1] = port;
      const { out } = await runCli(auditDir, args, { ...env, AUDIT_PORT: port });
      results.push(parseTap(suite, out));
    }
  }

  await control?.close();
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const total = results.reduce((sum, r) => sum + r.passed + r.failed, 0);
  const failing = results.filter((r) => r.failed > 0 || r.passed === 0);
  console.log(
    `\nFederation audit, planner ${process.env.GATEWAY_QUERY_PLANNER ?? "rust"}: ${passed}/${total} tests, ${results.length - failing.length}/${results.length} suites`,
  );
  for (const r of failing) console.log(`  ${r.suite}: ${r.passed}/${r.passed + r.failed}`);
  return failing.length === 0 && total > 0 ? 0 : 1;
}

process.exitCode = await main();
