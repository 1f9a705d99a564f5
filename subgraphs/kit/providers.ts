import { type ErrorCode, ServiceError } from "../../core/errors.js";

/**
 * A data source the platform can connect to but does not bundle (futures, commodities, LLM
 * research, transcripts, private markets, ...). The route in front of it is real — validated
 * inputs, auth, plan gating — and its resolver calls `provider.fetch` after validating; until a
 * source is configured that answers the spec's honest 503 and never a fabricated payload
 * (docs/DESIGN.md §6). A connected source replaces `notConfiguredProvider` with an implementation of
 * the same interface.
 */
export interface ProviderAdapter<Request, Result> {
  readonly name: string;
  readonly configured: boolean;
  fetch(request: Request): Promise<Result>;
}

export interface NotConfiguredOptions {
  /** What the caller would have received, in the spec's words (e.g. "futures tape"). */
  readonly dataset: string;
  /**
   * upstream_unavailable unless the spec names another 503 for the route: dataset_unavailable,
   * or ai_analyze_vendor_error (spec/02's code for ai_analyze's model vendor failing).
   */
  readonly errorCode?: Extract<
    ErrorCode,
    "upstream_unavailable" | "dataset_unavailable" | "ai_analyze_vendor_error"
  >;
}

/** The error every not-configured provider answers with: 503, not billed, says which source. */
export function providerNotConfigured(name: string, options: NotConfiguredOptions): ServiceError {
  return new ServiceError(
    options.errorCode ?? "upstream_unavailable",
    `No ${options.dataset} source is configured on this deployment (provider ${name}); nothing was charged.`,
    {
      retryAfterS: null,
      extra: { provider: name, provider_status: "not_configured", dataset: options.dataset },
    },
  );
}

/** A provider adapter as the platform lists it (api_quotas: its vendor's quota). */
export interface ProviderInfo {
  readonly name: string;
  readonly dataset: string;
  readonly configured: boolean;
}

/** Every provider adapter made in this process, by name (several routes may share one). */
const providers = new Map<string, ProviderInfo>();

/** The provider adapters this build declares (each made once, when its resolver module loads). */
export function knownProviders(): ProviderInfo[] {
  return [...providers.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function notConfiguredProvider<Request, Result>(
  name: string,
  options: NotConfiguredOptions,
): ProviderAdapter<Request, Result> {
  if (!providers.has(name)) providers.set(name, { name, dataset: options.dataset, configured: false });
  return {
    name,
    configured: false,
    fetch: async () => {
      throw providerNotConfigured(name, options);
    },
  };
}
