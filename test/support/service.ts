/**
 * The service an e2e file tests. Its own (`startTestService`): the whole service (one process,
 * port 0) on a private copy of the test warehouse; in the `e2e-distributed` project
 * (QF_E2E_TOPOLOGY=distributed) the distributed topology instead, with the same options where they
 * can apply (test/support/topologyService.ts). Or the worker's shared one, borrowed in a
 * `test.beforeAll` with this module's `test` (test/support/sharedServices.ts says which files can):
 *
 *   let service: TestService;
 *   test.beforeAll(async ({ services }) => {
 *     service = await services.shared(import.meta.url, { clock });
 *   });
 *   afterAll(async () => service?.stop());
 */
import { basename } from "node:path";
import { test as baseTest } from "vitest";
import { type RunningService, type ServiceOptions, startService } from "../../app/standalone.js";
import { issueKey } from "../../gateway/access/keys.js";
import { type SharedServiceOptions, SharedServices } from "./sharedServices.js";
import { copyTemplate } from "./template.js";
import { distributedTopology, startTopologyTestService } from "./topologyService.js";

export { distributedTopology } from "./topologyService.js";

export interface TestService extends RunningService {
  /** An enterprise key of the file's own account. */
  key: string;
  accountId: string;
  stop(): Promise<void>;
}

export async function startTestService(
  options: Omit<ServiceOptions, "databaseUrl" | "port"> = {},
): Promise<TestService> {
  if (distributedTopology()) return startTopologyTestService(options);
  const copy = await copyTemplate();
  const service = await startService({ ...options, databaseUrl: copy.url, port: 0 });
  const { key, accountId } = await issueKey(service.warehouse.db, "e2e", { plan: "enterprise" });
  return {
    ...service,
    key,
    accountId,
    async stop() {
      await service.close();
      await copy.remove();
    },
  };
}

/** The worker's shared services, lent to a file by file URL (`import.meta.url`, named in errors). */
export interface WorkerServices {
  shared(file: string, options?: SharedServiceOptions): Promise<TestService>;
}

/** vitest's `test` with `services`, the worker's shared services (stopped when the worker ends). */
// biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's needs from its destructured first parameter
export const test = baseTest.extend("services", { scope: "worker" }, async ({}, { onCleanup }) => {
  const services = new SharedServices(startTestService);
  onCleanup(() => services.stop());
  const lender: WorkerServices = {
    shared: (file, options) => services.shared(basename(file), options),
  };
  return lender;
});

export async function graphql(
  service: TestService,
  query: string,
  variables: Record<string, unknown> = {},
  key = service.key,
) {
  const response = await fetch(`${service.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { data?: any; errors?: any[]; extensions?: any },
  };
}
