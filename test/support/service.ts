/** Starts the whole service (one process, port 0) on a private copy of the test warehouse. */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { type RunningService, type ServiceOptions, startService } from "../../gateway/standalone.js";

export interface TestService extends RunningService {
  key: string;
  stop(): Promise<void>;
}

export async function startTestService(
  options: Omit<ServiceOptions, "databaseUrl" | "port"> = {},
): Promise<TestService> {
  const dir = await mkdtemp(join(tmpdir(), "qf-e2e-"));
  const file = join(dir, "warehouse.sqlite");
  await copyFile(inject("templateDb"), file);
  const service = await startService({ ...options, databaseUrl: `sqlite:${file}`, port: 0 });
  const { key } = await issueKey(service.warehouse.db, "e2e", { plan: "enterprise" });
  return {
    ...service,
    key,
    async stop() {
      await service.close();
      await rm(dir, { recursive: true, force: true });
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
