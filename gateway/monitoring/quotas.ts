/**
 * API quotas (spec/02 v3_api_quotas): the caller's own limits as the access layer counts them (its
 * plan, this minute's rate window, this month's credit wallet), and each upstream vendor's quota.
 * No vendor is connected on this deployment (every provider adapter is `notConfiguredProvider`,
 * subgraphs/kit/providers.ts), so no vendor counter is observed: each is null with status unknown,
 * and can_call is null (spec/02: null unless the status is vendor_refusing).
 */

import { ServiceError } from "../../core/errors.js";
import { knownProviders } from "../../subgraphs/kit/providers.js";
import { RATE_WINDOW_MS } from "../access/backend.js";
import type { AccessContext } from "../access/context.js";
import type { Access } from "../access/index.js";
import { PLANS } from "../access/plans.js";

export interface VendorQuota {
  vendor: string;
  dataset: string;
  configured: boolean;
  status: "unknown" | "vendor_refusing";
  statusReason: string;
  used: number | null;
  limit: number | null;
  remaining: number | null;
  resetsInS: number | null;
  canCall: boolean | null;
  canCallReason: string | null;
}

export function vendorQuotas(): VendorQuota[] {
  return knownProviders().map((provider) => ({
    vendor: provider.name,
    dataset: provider.dataset,
    configured: provider.configured,
    status: "unknown",
    statusReason: provider.configured
      ? "no_quota_counter_observed"
      : "provider_not_configured: no vendor is connected, so no quota is observed; its routes answer 503",
    used: null,
    limit: null,
    remaining: null,
    resetsInS: null,
    canCall: null,
    canCallReason: "known only when the vendor refuses (status vendor_refusing)",
  }));
}

/** The caller's plan, rate window and wallet, and the vendors' quotas. */
export async function apiQuotas(access: Access, context: AccessContext) {
  const principal = context.access?.principal;
  if (!principal) throw new ServiceError("unauthorized", "api_quotas needs a verified key.");
  const nowMs = access.now();
  const period = access.period();
  const [spent, held] = await Promise.all([
    access.backend.spent(principal.accountId, period),
    access.backend.held(principal.accountId, period),
  ]);
  const perMinute = PLANS[principal.plan].requestsPerMinute;
  // The access plugins counted this request before it ran; its window is on the context.
  const window = context.rateWindow;
  const used = window?.count ?? 0;
  const left = Math.max(0, principal.monthlyAllowance - spent);
  const vendors = vendorQuotas();
  return {
    plan: principal.plan,
    addons: principal.addons,
    keyId: principal.keyId,
    rateLimit: {
      requestsPerMinute: perMinute,
      used,
      remaining: Math.max(0, perMinute - used),
      resetsInS: window ? Math.max(0, Math.ceil((window.resetAtMs - nowMs) / 1000)) : RATE_WINDOW_MS / 1000,
      windowS: RATE_WINDOW_MS / 1000,
      scope: "per_key",
    },
    credits: {
      period,
      allowance: principal.monthlyAllowance,
      spent,
      held,
      left,
      available: Math.max(0, left - held),
    },
    vendorsConfigured: vendors.filter((vendor) => vendor.configured).length,
    vendors,
  };
}
