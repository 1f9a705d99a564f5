/**
 * The worker thread's side of kit/heavyWork.ts: runs one job, a named export of a domain's jobs
 * module, and answers its value, or the ServiceError it threw as plain fields (structured clone
 * keeps an Error's message, not its class or extensions), which the pool throws again as the same
 * ServiceError. Any other failure is thrown as it is: an internal error, as it would be in process.
 * A job that reads the warehouse opens its own connection here (`jobWarehouse`).
 */

import {
  type ErrorCode,
  type ErrorExtra,
  isErrorCode,
  type JsonValue,
  type ServiceErrorOptions,
  serviceErrorFields,
} from "../../core/errors.js";
import { importSource } from "../../core/importSource.mjs";
import { openWarehouse, type Warehouse } from "../../warehouse/connection.js";

export interface HeavyTask {
  /** The jobs module's file URL. */
  module: string;
  /** The job: one of the module's exported functions. */
  name: string;
  input: unknown;
}

/** A ServiceError as data: what `new ServiceError(code, message, options)` rebuilds. */
export interface CarriedServiceError {
  code: ErrorCode;
  message: string;
  options: ServiceErrorOptions;
}

export type HeavyOutcome = { value: unknown } | { serviceError: CarriedServiceError };

export async function runJob({ module, name, input }: HeavyTask): Promise<HeavyOutcome> {
  // The jobs module is named by its source (heavyJobs.ts); compiled, its .js sibling runs.
  const jobs = (await importSource(new URL(module))) as Record<string, unknown>;
  const job = jobs[name];
  if (typeof job !== "function") throw new Error(`${module} exports no job named ${name}`);
  try {
    return { value: await job(input) };
  } catch (error) {
    const carried = carry(error);
    if (carried) return { serviceError: carried };
    throw error;
  }
}

function carry(error: unknown): CarriedServiceError | null {
  if (!(error instanceof Error) || !("extensions" in error)) return null;
  const { code, status, billing, extra, headers, envelope } = serviceErrorFields(
    error as { extensions?: Record<string, unknown> },
  );
  if (!isErrorCode(code)) return null;
  const { "Retry-After": retryAfter, ...ownHeaders } = headers;
  const options: ServiceErrorOptions = {
    ...(status === undefined ? {} : { status }),
    ...(billing === undefined ? {} : { billing }),
    ...(Object.keys(extra).length > 0 ? { extra: extra as ErrorExtra } : {}),
    ...(Object.keys(ownHeaders).length > 0 ? { headers: ownHeaders } : {}),
    ...(retryAfter === undefined ? {} : { retryAfterS: Number(retryAfter) }),
    ...(Object.keys(envelope).length > 0 ? { envelope: envelope as Record<string, JsonValue> } : {}),
  };
  return { code, message: error.message, options };
}

const warehouses = new Map<string, Promise<Warehouse>>();

/**
 * The warehouse a job reads (the URL its resolver got from `sharedWarehouseUrl(ctx.db)`), opened
 * once per URL in this worker thread and kept for the thread's life.
 */
export function jobWarehouse(url: string): Promise<Warehouse> {
  let opened = warehouses.get(url);
  if (!opened) {
    opened = openWarehouse(url).then((warehouse) => warehouse.db);
    // A failed open is not kept: the next job tries again.
    opened.catch(() => warehouses.delete(url));
    warehouses.set(url, opened);
  }
  return opened;
}
