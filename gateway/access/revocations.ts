/**
 * Revocation ends streams (issue 25): a key revoked, disabled or rotated (rotation revokes the old
 * key), or its account suspended, stops every stream opened with it in every gateway process
 * within seconds, each with a final error frame saying why: 401 unauthorized for the key, 403
 * account_suspended for the account (the codes a new request with it gets).
 *
 * `npm run keys` changes the warehouse from another process. Two ways bring the news here:
 * - the bus: `keys` announces each change on REVOCATIONS_STREAM when it has REDIS_URL, and every
 *   gateway on that Redis ends the streams at once;
 * - a recheck: every `recheckEveryMs` (default 2 s) each gateway reads the standing of the keys
 *   of its open streams (one indexed query, only while streams are open). It is what the embedded
 *   mode has (no bus reaches another process), and it catches what the bus missed: a notice sent
 *   while Redis was down, or by a `keys` run without REDIS_URL.
 */
import type { ExecutionResult } from "graphql";
import { ServiceError } from "../../core/errors.js";
import type { EventBus } from "../../subgraphs/kit/eventBus.js";
import type { Warehouse } from "../../warehouse/connection.js";
import { keyStandings, type Standing } from "./keys.js";
import type { OpenStream, OpenStreams } from "./openStreams.js";

export const REVOCATIONS_STREAM = "access_revocations";

/** How often a gateway rechecks the keys of its open streams by default. */
export const RECHECK_EVERY_MS = 2_000;

/** What `npm run keys` announces: a key that stopped working, or a suspended account. */
export type Revocation =
  | { keyId: string; standing: Exclude<Standing, "suspended"> }
  | { accountId: string; standing: "suspended" };

export async function announceRevocation(bus: EventBus, revocation: Revocation): Promise<void> {
  await bus.publish<Revocation>(REVOCATIONS_STREAM, revocation);
}

const MESSAGES: Record<Standing, string> = {
  revoked:
    "The API key of this stream was revoked (rotating a key revokes the old one); the stream is closed.",
  disabled: "The API key of this stream was disabled; the stream is closed.",
  suspended:
    "The account behind this stream's key is suspended (billing lapsed); the stream is closed. Its keys work again once it is resumed.",
};

/** The final frame of a stream ended because its key or account stopped working. */
export function revokedFrame(standing: Standing): ExecutionResult {
  const code = standing === "suspended" ? "account_suspended" : "unauthorized";
  return { data: null, errors: [new ServiceError(code, MESSAGES[standing])] };
}

function concerns(revocation: Revocation) {
  return ({ principal }: OpenStream) =>
    "keyId" in revocation
      ? principal.keyId === revocation.keyId
      : principal.accountId === revocation.accountId;
}

export interface RevocationWatch {
  stop(): void;
}

/** Ends open streams as revocations arrive on the bus and as the recheck finds them. */
export function watchRevocations(options: {
  streams: OpenStreams;
  keys: Warehouse;
  bus?: EventBus;
  recheckEveryMs?: number;
}): RevocationWatch {
  const { streams, keys, bus } = options;
  const announced = bus?.subscribe<Revocation>(REVOCATIONS_STREAM);
  void (async () => {
    if (!announced) return;
    try {
      for await (const { payload } of announced) {
        streams.end(concerns(payload), revokedFrame(payload.standing));
      }
    } catch {
      // The bus subscription failed (it fell behind, the bus closed): the recheck still runs.
    }
  })();

  let checking = false;
  const recheck = async () => {
    const keyIds = [...new Set(streams.list().map((stream) => stream.principal.keyId))];
    if (checking || keyIds.length === 0) return;
    checking = true;
    try {
      const standings = await keyStandings(keys, keyIds);
      for (const [keyId, standing] of standings) {
        if (standing === null) continue;
        streams.end(({ principal }) => principal.keyId === keyId, revokedFrame(standing));
      }
    } catch {
      // The store did not answer: the streams go on until a recheck can read it.
    } finally {
      checking = false;
    }
  };
  const every = options.recheckEveryMs ?? RECHECK_EVERY_MS;
  const timer = every > 0 ? setInterval(() => void recheck(), every) : null;
  timer?.unref();

  return {
    stop() {
      if (timer) clearInterval(timer);
      void announced?.return?.();
    },
  };
}
