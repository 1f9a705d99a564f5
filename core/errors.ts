/**
 * ServiceError: the one way a domain failure leaves a subgraph (docs/DESIGN.md §5).
 *
 * It travels as a GraphQL error whose extensions carry `code`, `http.status`, `billing` and any
 * extra fields; the REST shim turns those back into the status and the
 * `{"detail": {"error_code", "error_message", ...extra}}` body of spec/03, and the access layer
 * reads `billing` to decide whether a call is charged; every layer reads them back through
 * `serviceErrorFields`. Every error code of spec/03 is listed here with its status, so a resolver
 * cannot invent a code the contract does not know.
 */
import { GraphQLError } from "graphql";

/** Whether a failed call is charged. spec/03: "Errors deduct no credits". */
export type Billing = "billed" | "not_billed" | "refunded";

export const ERROR_CODES = {
  invalid_ticker: { status: 422 },
  bad_request: { status: 400 },
  unauthorized: { status: 401 },
  plan_required: { status: 402 },
  usage_exceeded: { status: 402 },
  account_suspended: { status: 403 },
  forbidden: { status: 403 },
  not_found: { status: 404 },
  unknown_ticker: { status: 404 },
  seed_not_in_universe: { status: 404 },
  no_analysis_available: { status: 404 },
  crypto_model_unavailable: { status: 404 },
  insufficient_trials: { status: 409 },
  idempotency_in_flight: { status: 409 },
  idempotency_key_reused: { status: 422 },
  invalid_topic: { status: 422 },
  unsupported_filter: { status: 422 },
  invalid_date_range: { status: 422 },
  invalid_date: { status: 422 },
  moments_inconsistent: { status: 422 },
  ambiguous_percent_threshold: { status: 422 },
  debt_to_equity_max_out_of_range: { status: 422 },
  validation_error: { status: 422 },
  rate_limited: { status: 429 },
  keyservice_unreachable: { status: 502 },
  dataset_unavailable: { status: 503 },
  upstream_unavailable: { status: 503 },
  producer_unavailable: { status: 503 },
  cache_unavailable: { status: 503 },
  archive_read_failed: { status: 503 },
  archive_read_timeout: { status: 503 },
  upstream_dead_no_archive: { status: 503 },
  ai_analyze_vendor_error: { status: 503 },
  screener_size_data_unavailable: { status: 503 },
  screener_vendor_unavailable: { status: 503 },
  data_stale: { status: 503 },
  snapshot_cold: { status: 503 },
  build_timeout: { status: 503 },
  corr_cache_warming: { status: 503 },
  upstream_dataset_empty: { status: 503 },
  daily_limit_reached: { status: 503 },
  quota_exhausted: { status: 503 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes answered 503: each such error must say whether retrying can fix it (`retryAfterS`). */
export type UnavailableCode = {
  [Code in ErrorCode]: (typeof ERROR_CODES)[Code]["status"] extends 503 ? Code : never;
}[ErrorCode];

export function isUnavailableCode(code: ErrorCode): code is UnavailableCode {
  return ERROR_CODES[code].status === 503;
}

/** Extra fields of the error body; values must be JSON. */
export type ErrorExtra = Record<string, string | number | boolean | null | readonly string[]>;

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { [key: string]: JsonValue };

export interface ServiceErrorOptions {
  /** Only where the contract gives one code two statuses (invalid_ticker: 422, or 400 on street estimates). */
  status?: number;
  /** Defaults to not_billed: an error never costs the caller anything unless a route says so. */
  billing?: Billing;
  extra?: ErrorExtra;
  /** HTTP headers the REST shim must send with this error (X-Error-Code); Retry-After is `retryAfterS`. */
  headers?: Record<string, string> & { "Retry-After"?: never };
  /**
   * When the same request may succeed: seconds to wait, sent as Retry-After (a 429's window, a
   * product warming, a store briefly down). null: retrying cannot fix it (the data is not held, no
   * source is configured, no producer runs), and no Retry-After is sent. Every 503 says which.
   */
  retryAfterS?: number | null;
  /**
   * Top-level keys of the REST error body beside `detail`, where the contract puts some there
   * (spec/03: some 503 answers carry `ok: false` and `placement.fail_closed: true`).
   */
  envelope?: Record<string, JsonValue>;
}

/** A 503's options: it must decide whether retrying can help. */
export type UnavailableOptions = ServiceErrorOptions & { retryAfterS: number | null };

/** The headers an error carries: its own, and Retry-After when retrying can help. */
function headersOf(options: ServiceErrorOptions): Record<string, string> | undefined {
  const { retryAfterS } = options;
  if (retryAfterS === undefined || retryAfterS === null) return options.headers;
  if (!Number.isSafeInteger(retryAfterS) || retryAfterS < 0) {
    throw new Error(`retryAfterS must be a whole number of seconds, at least 0; got ${retryAfterS}`);
  }
  return { ...options.headers, "Retry-After": String(retryAfterS) };
}

export class ServiceError extends GraphQLError {
  readonly errorCode: ErrorCode;
  readonly status: number;
  readonly billing: Billing;
  readonly extra: ErrorExtra;

  constructor(errorCode: UnavailableCode, message: string, options: UnavailableOptions);
  constructor(errorCode: Exclude<ErrorCode, UnavailableCode>, message: string, options?: ServiceErrorOptions);
  constructor(errorCode: ErrorCode, message: string, options: ServiceErrorOptions = {}) {
    const status = options.status ?? ERROR_CODES[errorCode].status;
    const billing = options.billing ?? "not_billed";
    const extra = options.extra ?? {};
    const headers = headersOf(options);
    super(message, {
      extensions: {
        code: errorCode,
        // `http` sets the status of a direct GraphQL response; servers strip it from the body,
        // so `status` and `headers` travel beside it for the REST shim to read.
        http: { status, ...(headers ? { headers } : {}) },
        status,
        ...(headers ? { headers } : {}),
        billing,
        ...(Object.keys(extra).length > 0 ? { extra } : {}),
        ...(options.envelope ? { envelope: options.envelope } : {}),
      },
    });
    this.name = "ServiceError";
    this.errorCode = errorCode;
    this.status = status;
    this.billing = billing;
    this.extra = extra;
  }
}

/**
 * A GraphQL error's extensions read back with their types: the one decoder for every layer that
 * reads them (the REST shim's status, headers and body; the access layer's billing and retries;
 * the gateway's refusals). What is absent or not of its type reads as absent, so an error that
 * is no ServiceError (GraphQL's own validation, another layer's) decodes to its code at most.
 */
export interface ServiceErrorFields {
  /** A ServiceError's code, GraphQL's own (GRAPHQL_VALIDATION_FAILED, ...) or another layer's. */
  code: string | undefined;
  /** The status beside `http`, which servers strip from response bodies. */
  status: number | undefined;
  headers: Record<string, string>;
  billing: Billing | undefined;
  extra: Record<string, unknown>;
  envelope: Record<string, unknown>;
}

const BILLINGS: readonly Billing[] = ["billed", "not_billed", "refunded"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function serviceErrorFields(error: {
  readonly extensions?: Readonly<Record<string, unknown>> | null;
}): ServiceErrorFields {
  const { code, status, headers, billing, extra, envelope } = error.extensions ?? {};
  return {
    code: typeof code === "string" ? code : undefined,
    status: typeof status === "number" ? status : undefined,
    headers: isRecord(headers) ? (headers as Record<string, string>) : {},
    billing: BILLINGS.find((known) => known === billing),
    extra: isRecord(extra) ? extra : {},
    envelope: isRecord(envelope) ? envelope : {},
  };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/** The most characters of a caller's input an error quotes. */
export const QUOTED_INPUT_MAX = 64;

/**
 * `text` as `show` writes it, up to QUOTED_INPUT_MAX characters; past them its first ones and an
 * ellipsis, then its length: a hostile 250 KB value costs an error a few dozen bytes, not itself.
 */
function bounded(text: string, show: (shown: string) => string): string {
  if (text.length <= QUOTED_INPUT_MAX) return show(text);
  // Never half a surrogate pair: it would print as an escape, not as the caller's character.
  const last = text.charCodeAt(QUOTED_INPUT_MAX - 1);
  const cut = last >= 0xd800 && last <= 0xdbff ? QUOTED_INPUT_MAX - 1 : QUOTED_INPUT_MAX;
  return `${show(`${text.slice(0, cut)}…`)} (${text.length} characters)`;
}

/**
 * A value the caller sent, as every error message and error field quotes it: JSON (text in
 * double quotes, `"BRK/B!"`), bounded: `"ZZZZ…" (250000 characters)`.
 */
export function quoteInput(value: unknown): string {
  if (typeof value === "string") return bounded(value, (shown) => JSON.stringify(shown));
  return bounded(JSON.stringify(value) ?? String(value), (shown) => shown);
}

/** A name the caller wrote (an unknown parameter, a symbol in a list), as written, bounded like quoteInput. */
export function inputName(name: string): string {
  return bounded(name, (shown) => shown);
}

export function unknownTicker(ticker: string): ServiceError {
  return new ServiceError(
    "unknown_ticker",
    `Symbol ${ticker} is unknown to the platform (current or delisted).`,
    {
      extra: { ticker },
    },
  );
}
