/**
 * Account and key administration (`npm run keys -- <command>`). The full key is printed once, at
 * creation or rotation; only its digest is stored. With REDIS_URL set, `usage` reads the shared
 * Redis ledger; otherwise the embedded one in the warehouse. A key disabled, revoked or rotated,
 * or an account suspended, is also announced on the bus when REDIS_URL is set, so every gateway
 * ends its streams at once; without it each gateway finds out within its recheck of the keys of
 * open streams (gateway/access/revocations.ts).
 */
import { parseArgs } from "node:util";
import { openBackend } from "../gateway/access/index.js";
import {
  changePlan,
  disableKey,
  enableKey,
  issueKey,
  listAccounts,
  listKeys,
  resumeAccount,
  revokeKey,
  rotateKey,
  setOperator,
  suspendAccount,
} from "../gateway/access/keys.js";
import { type Addon, billingPeriod, isAddon, isPlanName, type PlanName } from "../gateway/access/plans.js";
import { announceRevocation, type Revocation } from "../gateway/access/revocations.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import { ensureWarehouse } from "../warehouse/ensure.js";

const USAGE = `usage: npm run keys -- <command>
  create <label> [--plan free|starter|pro|expert|enterprise] [--addons options_flow,private_markets,copilot]
                 [--credits <monthly credits>] [--overage <cap>] [--account <account id>] [--operator]
  list                         keys with their account, plan and state
  accounts                     accounts with plan, add-ons and state
  disable <key id> | enable <key id> | revoke <key id> | rotate <key id>
  suspend <account id> | resume <account id>
  operator <account id> on|off  an operator's keys read every tenant's log lines (GET /api/logs)
  plan <account id> <plan> [--addons ...]
  usage [--account <account id>] [--period YYYY-MM] [--limit N]   the usage ledger report`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    plan: { type: "string" },
    addons: { type: "string" },
    credits: { type: "string" },
    overage: { type: "string" },
    account: { type: "string" },
    period: { type: "string" },
    limit: { type: "string" },
    operator: { type: "boolean" },
  },
});
const [command = "help", ...rest] = positionals;

function plan(value: string | undefined, fallback: PlanName): PlanName {
  if (value === undefined) return fallback;
  if (!isPlanName(value))
    throw new Error(`unknown plan "${value}"; accepted: free, starter, pro, expert, enterprise`);
  return value;
}

function addons(value: string | undefined): Addon[] {
  const names = (value ?? "").split(",").filter(Boolean);
  for (const name of names) {
    if (!isAddon(name))
      throw new Error(`unknown add-on "${name}"; accepted: private_markets, options_flow, copilot`);
  }
  return names as Addon[];
}

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0; got ${value}`);
  return n;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`missing ${what}\n${USAGE}`);
  return value;
}

const warehouse = await ensureWarehouse();
const report = (ok: boolean, done: string, missing: string) => console.log(ok ? done : missing);

/**
 * Tells the gateways on REDIS_URL's bus. Without it, or when Redis does not answer, they still
 * find out from the warehouse at their next recheck: the change is made either way.
 */
async function announce(revocation: Revocation) {
  if (!process.env.REDIS_URL) return;
  const bus = await openBus(process.env.REDIS_URL);
  try {
    await announceRevocation(bus, revocation);
  } catch {
    console.warn("could not announce it on REDIS_URL's bus: gateways end its streams at their next recheck");
  } finally {
    await bus.close();
  }
}
try {
  switch (command) {
    case "create": {
      const monthlyCredits = count(values.credits, "credits");
      const overageCap = count(values.overage, "overage");
      const issued = await issueKey(warehouse.db, rest.join(" ") || "default", {
        plan: plan(values.plan, "free"),
        addons: addons(values.addons),
        ...(monthlyCredits !== undefined ? { monthlyCredits } : {}),
        ...(overageCap !== undefined ? { overageCap } : {}),
        ...(values.account ? { accountId: values.account } : {}),
        ...(values.operator ? { operator: true } : {}),
      });
      console.log(
        `key id ${issued.id}, account ${issued.accountId} (${issued.label}) — store it now, it is not shown again:`,
      );
      console.log(issued.key);
      break;
    }
    case "list":
      for (const key of await listKeys(warehouse.db)) {
        const state = key.revoked_at
          ? `REVOKED ${key.revoked_at}`
          : key.disabled_at
            ? `DISABLED ${key.disabled_at}`
            : key.suspended_at
              ? "ACCOUNT SUSPENDED"
              : "active";
        console.log(
          `${key.id}  ${key.display_prefix}…  ${key.account_id}  ${key.plan}${key.addons ? `+${key.addons}` : ""}  ${key.label}  created ${key.created_at}  ${state}`,
        );
      }
      break;
    case "accounts":
      for (const account of await listAccounts(warehouse.db)) {
        console.log(
          `${account.id}  ${account.plan}${account.addons ? `+${account.addons}` : ""}  credits ${account.monthly_credits ?? "plan"}  overage ${account.overage_cap}  ${account.name}${account.operator ? "  OPERATOR" : ""}${account.suspended_at ? `  SUSPENDED ${account.suspended_at}` : ""}`,
        );
      }
      break;
    case "disable": {
      const id = required(rest[0], "key id");
      const disabled = await disableKey(warehouse.db, id);
      report(disabled, `disabled ${id}`, `no active key ${id}`);
      if (disabled) await announce({ keyId: id, standing: "disabled" });
      break;
    }
    case "enable": {
      const id = required(rest[0], "key id");
      report(await enableKey(warehouse.db, id), `enabled ${id}`, `no disabled, unrevoked key ${id}`);
      break;
    }
    case "revoke": {
      const id = required(rest[0], "key id");
      const revoked = await revokeKey(warehouse.db, id);
      report(revoked, `revoked ${id}`, `no unrevoked key ${id}`);
      if (revoked) await announce({ keyId: id, standing: "revoked" });
      break;
    }
    case "rotate": {
      const id = required(rest[0], "key id");
      const issued = await rotateKey(warehouse.db, id);
      if (!issued) {
        console.log(`no unrevoked key ${id}`);
        break;
      }
      console.log(`revoked ${id}; new key id ${issued.id} — store it now, it is not shown again:`);
      console.log(issued.key);
      await announce({ keyId: id, standing: "revoked" });
      break;
    }
    case "suspend":
    case "resume": {
      const id = required(rest[0], "account id");
      const ok = await (command === "suspend" ? suspendAccount : resumeAccount)(warehouse.db, id);
      report(
        ok,
        `${command === "suspend" ? "suspended" : "resumed"} ${id}`,
        `no such account in that state: ${id}`,
      );
      if (ok && command === "suspend") await announce({ accountId: id, standing: "suspended" });
      break;
    }
    case "plan": {
      const id = required(rest[0], "account id");
      const name = plan(required(rest[1], "plan"), "free");
      report(
        await changePlan(warehouse.db, id, name, addons(values.addons)),
        `${id} is now on ${name}`,
        `no account ${id}`,
      );
      break;
    }
    case "operator": {
      const id = required(rest[0], "account id");
      const setting = required(rest[1], "on or off");
      if (setting !== "on" && setting !== "off")
        throw new Error(`operator takes on or off; got ${JSON.stringify(setting)}`);
      report(
        await setOperator(warehouse.db, id, setting === "on"),
        `${id} is ${setting === "on" ? "now" : "no longer"} an operator`,
        `no account ${id}`,
      );
      break;
    }
    case "usage": {
      const backend = await openBackend(
        warehouse.db,
        process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {},
      );
      try {
        const period = values.period ?? billingPeriod(Date.now());
        const lines = await backend.ledger(values.account ?? null, {
          period,
          limit: count(values.limit, "limit") ?? 1000,
        });
        const totals = new Map<string, { charged: number; calls: number; failed: number }>();
        for (const line of lines) {
          const key = `${line.accountId}  ${line.product}`;
          const total = totals.get(key) ?? { charged: 0, calls: 0, failed: 0 };
          total.charged += line.credits;
          total.calls += 1;
          if (line.outcome !== "charged") total.failed += 1;
          totals.set(key, total);
        }
        console.log(`usage ${period} (${backend.kind} ledger, ${lines.length} lines)`);
        for (const [key, total] of totals) {
          console.log(`${key}  ${total.charged} credits  ${total.calls} lines (${total.failed} not charged)`);
        }
        for (const line of lines.slice(0, 20)) {
          console.log(
            `  ${line.at}  ${line.requestId}  ${line.keyId}  ${line.operation}  ${line.credits}  ${line.outcome}${line.errorCode ? ` ${line.errorCode}` : ""}`,
          );
        }
      } finally {
        await backend.close();
      }
      break;
    }
    default:
      console.log(USAGE);
      process.exitCode = command === "help" ? 0 : 2;
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 2;
} finally {
  await warehouse.close();
}
