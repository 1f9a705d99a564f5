/**
 * The services one vitest worker lends to the e2e files it runs, one after another: starting the
 * whole service (a copy of the template warehouse, five subgraphs, the gateway, the shim) is most
 * of what a file that only asks questions costs, so such a file borrows the worker's instead
 * (`services.shared(...)`, test/support/service.ts). The e2e projects keep a worker, and this,
 * from file to file (isolate: false, vitest.config.ts), and never run two files in one worker at
 * once, so a borrowed service has one holder at a time.
 *
 * What keeps files independent on a shared service:
 * - each borrower gets a key of its own (its own account: wallet, rate limit, usage ledger);
 * - the service reads the borrowing file's clock, which the file may move as it likes;
 * - the service runs no replay producer, and nothing else a file could configure: a file that
 *   needs other options (its own replay, `auth: false`, an access clock, a bus of its own), writes
 *   warehouse data other than its keys, reads what every request changes (monitoring, logs,
 *   statement counts) or what earlier files leave behind (the warm set: its entries carry the
 *   instants other files requested them at, which test/e2e/pointInTime.e2e.test.ts would see as
 *   after its clock) starts a service of its own (startTestService).
 *
 * In the e2e-distributed project the shared service is the topology (test/support/topologyService.ts),
 * whose processes read CLOCK_AT: it follows no clock, so a file borrowing it with a clock at
 * another instant than the one it was started at is refused.
 */

import type { ServiceOptions } from "../../app/standalone.js";
import { type Clock, systemClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import type { TestService } from "./service.js";
import { distributedTopology } from "./topologyService.js";

/** startTestService (test/support/service.ts), which starts what is lent. */
export type StartService = (options: Omit<ServiceOptions, "databaseUrl" | "port">) => Promise<TestService>;

export interface SharedServiceOptions {
  /** The clock the service reads while this file holds it (default: the system clock). */
  clock?: Clock;
}

/** A clock reading whichever clock the service's current holder lent it. */
class BorrowedClock implements Clock {
  source: Clock = systemClock;
  now(): Date {
    return this.source.now();
  }
}

interface Lendable {
  service: TestService;
  /** In process: what the service reads. Distributed: null, the processes read CLOCK_AT. */
  clock: BorrowedClock | null;
  /** Distributed: the instant the processes were started at (CLOCK_AT), or "system" without one. */
  pinnedAt: string | null;
  holder: string | null;
}

/** What a holder's clock pins the topology's processes to. */
const pinOf = (clock: Clock | undefined) => clock?.now().toISOString() ?? "system";

export class SharedServices {
  private lendable: Promise<Lendable> | undefined;

  constructor(private readonly startService: StartService) {}

  /** The worker's service, started on first use, lent to `holder` (a file) until it calls stop(). */
  async shared(holder: string, options: SharedServiceOptions = {}): Promise<TestService> {
    this.lendable ??= start(this.startService, options);
    const lendable = await this.lendable;
    if (lendable.holder !== null) {
      throw new Error(
        `The worker's shared service is still held by ${lendable.holder}: its afterAll must stop() it`,
      );
    }
    if (lendable.pinnedAt !== null && pinOf(options.clock) !== lendable.pinnedAt) {
      throw new Error(
        `${holder}: the shared topology's processes run at ${lendable.pinnedAt}, not at ${pinOf(options.clock)}; start a service of its own`,
      );
    }
    lendable.holder = holder;
    if (lendable.clock) lendable.clock.source = options.clock ?? systemClock;
    const { key, accountId } = await issueKey(lendable.service.warehouse.db, holder, { plan: "enterprise" });
    // Reads go to the service (a getter, such as the topology's alternating url, runs on each read).
    const borrowed: TestService = Object.create(lendable.service);
    borrowed.key = key;
    borrowed.accountId = accountId;
    // Stopping (or closing) a borrowed service gives it back; the lender stops it at the worker's end.
    borrowed.stop = async () => {
      if (lendable.holder !== holder) return;
      lendable.holder = null;
      if (lendable.clock) lendable.clock.source = systemClock;
    };
    borrowed.close = borrowed.stop;
    return borrowed;
  }

  /** Stops what was started: at the worker's end. */
  async stop(): Promise<void> {
    const lendable = await this.lendable?.catch(() => undefined);
    await lendable?.service.stop();
  }
}

/**
 * In process, the service reads a BorrowedClock; distributed, its processes are pinned at the
 * first holder's instant (CLOCK_AT), or run on the system clock.
 */
async function start(startService: StartService, options: SharedServiceOptions): Promise<Lendable> {
  if (distributedTopology()) {
    const service = await startService({ ...(options.clock ? { clock: options.clock } : {}), replay: false });
    return { service, clock: null, pinnedAt: pinOf(options.clock), holder: null };
  }
  const clock = new BorrowedClock();
  const service = await startService({ clock, replay: false });
  return { service, clock, pinnedAt: null, holder: null };
}
