/**
 * Starts the whole service (one process, port 0) on a private copy of the test warehouse; in the
 * `e2e-distributed` project (QF_E2E_TOPOLOGY=distributed) the distributed topology instead, with
 * the same options where they can apply (test/support/topologyService.ts).
 */

import { type RunningService, type ServiceOptions, startService } from "../../app/standalone.js";
import { issueKey } from "../../gateway/access/keys.js";
import { copyTemplate } from "./template.js";
import { distributedTopology, startTopologyTestService } from "./topologyService.js";

export { distributedTopology } from "./topologyService.js";

export interface TestService extends RunningService {
  key: string;
  stop(): Promise<void>;
}

export async function startTestService(
  options: Omit<ServiceOptions, "databaseUrl" | "port"> = {},
): Promise<TestService> {
  if (distributedTopology()) return startTopologyTestService(options);
  const copy = await copyTemplate();
  const service = await startService({ ...options, databaseUrl: copy.url, port: 0 });
  const { key } = await issueKey(service.warehouse.db, "e2e", { plan: "enterprise" });
  return {
    ...service,
    key,
    async stop() {
      await service.close();
      await copy.remove();
    },
  };
}

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
