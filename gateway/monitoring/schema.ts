/**
 * The monitoring fields the gateway serves itself (docs/ROUTES.md, gateway), their types, and the
 * rules of their ranged arguments. The REST shim reads the same rules (its route table joins
 * MONITORING_ARGUMENT_RULES to the subgraphs'), so REST and GraphQL refuse the same inputs; the
 * resolvers check them for GraphQL callers (resolvers.ts).
 *
 * Every type name is distinct from the supergraph's: these types reference nothing of a subgraph,
 * so an operation splits cleanly at the root for the query planner (gateway/queryPlanner.ts).
 */
import type { ArgumentRule } from "../../subgraphs/kit/validation.js";
import { MAX_WINDOW_MINUTES } from "./requestMetrics.js";

export const SELF_HEALING_MAX_LIMIT = 1_000;
export const LOG_LINES_SERVED = 200;

/** Ranged arguments, by root field then argument (the shim's ArgumentRules shape). */
export const MONITORING_ARGUMENT_RULES: ReadonlyMap<string, ReadonlyMap<string, ArgumentRule>> = new Map([
  [
    "serviceMetrics",
    new Map([["windowMinutes", { name: "windowMinutes", min: 1, max: MAX_WINDOW_MINUTES }]]),
  ],
  ["selfHealing", new Map([["limit", { name: "limit", min: 1, max: SELF_HEALING_MAX_LIMIT }]])],
]);

export const MONITORING_TYPE_DEFS = /* GraphQL */ `
  extend type Query {
    """
    Operation svc_logs: this gateway replica's newest log lines (at most ${LOG_LINES_SERVED}, newest first): requests by route template and status, breaker, alert and health events. An account sees only the lines of its own requests; an operator's key sees every line. No URL, key, account, address or stack is served.
    """
    serviceLogs: ServiceLogs!

    """
    Operation svc_cache_stats: the caches the service keeps, with hits, misses and hit rate where they are counted, and why not where they are not.
    """
    cacheStats: CacheStats!

    """
    Operation svc_v3_self_healing: actions the service took by itself (breaker isolation, trials and recovery, reconnections, expired credit holds released, derived products rebuilt), newest first.
    """
    selfHealing(
      """Events, 1..${SELF_HEALING_MAX_LIMIT}."""
      limit: Int! = 100
    ): SelfHealing!

    """
    Operation svc_v3_alerts_active: conditions this replica observes now (a subgraph down, a stream without a live producer, a derived product not current, stale data at the clock), most severe first.
    """
    activeAlerts(
      """The least severe alerts to list: info lists all, critical only critical ones."""
      severity: AlertSeverity
    ): ActiveAlerts!

    """
    Operation svc_v3_system_health: the newest health check of this replica (warehouse, event bus, subgraphs and breakers, producers, derived products) and the data's freshness at the clock. freshness live answers 503 data_stale when the check is missing or stale; strict also when any component is not ok or any data is stale.
    """
    systemHealth(freshness: HealthFreshness! = live): SystemHealth!

    """
    Operation svc_v3_metrics: requests, QPS, 5xx errors, 4xx refusals and latency this replica measured, overall and per route, over the last window_minutes (1..${MAX_WINDOW_MINUTES}).
    """
    serviceMetrics(
      """Minutes back from now, 1..${MAX_WINDOW_MINUTES}."""
      windowMinutes: Int! = 60
    ): ServiceMetrics!

    """
    Operation svc_v3_api_quotas: your plan, per-minute rate limit and credit wallet, and each upstream vendor's quota (unobserved: null with status unknown).
    """
    apiQuotas: ApiQuotas!

    """
    Operation svc_ml_health: the signal models' state at the clock: their derived products, the signals book's freshness and the signals and decisions streams' producers.
    """
    mlHealth: MlHealth!

    """
    Operation svc_data_freshness: each dataset's newest date at the clock judged by its cadence, the signals book, the derived products and the ingest ledger.
    """
    dataFreshness: DataFreshness!
  }

  """The least severity an alerts_active filter keeps (spec/01 Alert severity)."""
  enum AlertSeverity {
    """Information only."""
    info
    """A warning."""
    warn
    """An error."""
    error
    """A critical failure."""
    critical
  }

  """off serves the health answer whatever its age; live answers 503 data_stale when the health check is missing or stale; strict also when anything it reports is not ok or stale."""
  enum HealthFreshness {
    """Serve the health answer whatever its age."""
    off
    """503 data_stale when the health check is missing or stale."""
    live
    """As live, and also when anything it reports is not ok or stale."""
    strict
  }

  """The gateway replica that answered: monitoring figures are each replica's own."""
  type MonitoringReplica {
    """A random id the gateway process chose when it started."""
    id: String!
    """embedded (the subgraphs run in this process) or gateway (they run in other processes)."""
    mode: String!
    uptimeS: Float!
    """this_replica: other gateway replicas keep their own figures."""
    scope: String!
  }

  type ServiceLogs {
    replica: MonitoringReplica!
    """Whose lines these are; the counts below are of them."""
    scope: ServiceLogScope!
    count: Int!
    """Newest first."""
    lines: [ServiceLogLine!]!
    """Lines held now (routine and notable rings together)."""
    kept: Int!
    """The service's own lines written since start."""
    written: Int!
    """Lines pushed out of the rings by newer ones."""
    dropped: Int!
    """Framework lines not kept (they can name hosts and ports); never an account's own."""
    withheld: Int!
    capacity: Int!
  }

  enum ServiceLogScope {
    """The lines of your account's own requests."""
    own_requests
    """Every line of this replica: an operator's key."""
    all
  }

  type ServiceLogLine {
    """When it was written (wall clock)."""
    timestamp: String!
    """trace, debug, info, warn, error or fatal."""
    level: String!
    """request, breaker, alert, health, healing or service."""
    event: String!
    message: String!
  }

  type CacheStats {
    replica: MonitoringReplica!
    count: Int!
    caches: [CacheStat!]!
  }

  type CacheStat {
    name: String!
    """The subgraph or platform part keeping it."""
    owner: String!
    """What an entry is kept for (per_data_version, per_request, ...)."""
    kind: String!
    description: String!
    """counted; in_other_process (a remote subgraph's: not visible here); not_instrumented."""
    status: String!
    hits: Int
    misses: Int
    """Entries pushed out to stay within the memory budget (DATA_CACHE_MB); null when not counted."""
    evictions: Int
    """hits / (hits + misses), a fraction; null before the first lookup or when not counted."""
    hitRate: Float
    note: String!
  }

  type SelfHealing {
    replica: MonitoringReplica!
    count: Int!
    """Newest first."""
    events: [SelfHealingEvent!]!
    """What this deployment can do by itself, and whether it applies here."""
    mechanisms: [HealingMechanism!]!
    """Events pushed out of the bounded log by newer ones."""
    dropped: Int!
  }

  type SelfHealingEvent {
    """When it happened (wall clock)."""
    timestamp: String!
    """breaker_opened, breaker_trial, breaker_closed, breaker_reopened, reconnected, hold_released, derived_rebuild."""
    action: String!
    subject: String!
    """isolated, probing, recovered, failed or completed."""
    outcome: String!
    detail: String!
  }

  type HealingMechanism {
    name: String!
    active: Boolean!
    description: String!
    note: String!
  }

  type AlertCounts {
    critical: Int!
    error: Int!
    warn: Int!
    info: Int!
  }

  type MonitoringAlert {
    """kind:subject; kept while the condition lasts."""
    id: String!
    severity: AlertSeverity!
    kind: String!
    subject: String!
    message: String!
    """When this replica first observed the condition (wall clock)."""
    timestamp: String!
  }

  type ActiveAlerts {
    replica: MonitoringReplica!
    """The clock instant the data conditions were judged at."""
    asOf: String!
    """The least severity listed (info when none was asked: every alert)."""
    severity: AlertSeverity!
    count: Int!
    """Every active alert by severity, whatever the filter."""
    bySeverity: AlertCounts!
    alerts: [MonitoringAlert!]!
    snapshot: HealthCheckInfo!
  }

  """The health check the answer is read from."""
  type HealthCheckInfo {
    """current; stale (older than 3 check intervals); missing (no check has ended yet)."""
    status: String!
    ageS: Float
    durationMs: Int
    intervalS: Float!
  }

  type HealthComponent {
    name: String!
    """warehouse, event_bus, subgraph, producer or derived_product."""
    kind: String!
    """ok, degraded, down or unknown."""
    status: String!
    detail: String!
  }

  type SystemHealth {
    replica: MonitoringReplica!
    """ok; degraded (an error or warn alert); down (a critical alert); unknown (no health check yet)."""
    status: String!
    """The alert ids behind a status other than ok."""
    statusReasons: [String!]!
    freshness: HealthFreshness!
    """The clock instant the data was judged at."""
    asOf: String!
    snapshot: HealthCheckInfo!
    components: [HealthComponent!]!
    data: DataFreshnessSummary!
    alerts: AlertCounts!
  }

  type DataFreshnessSummary {
    """stale (a dataset behind its cadence), current, not_judged or empty."""
    status: String!
    staleDatasets: [String!]!
    currentCount: Int!
    notJudgedCount: Int!
    signalsBook: SignalsBookHealth!
  }

  type SignalsBookHealth {
    """ready; cold (not built from the data held now: 503 snapshot_cold); none_as_of (no date by the clock)."""
    status: String!
    """The newest book date visible at the clock."""
    date: String
    ageSessions: Int
    isStale: Boolean
    staleReason: String
    members: Int
    scored: Int
    note: String!
  }

  type RequestLatency {
    """measured; no_requests (the figures are null)."""
    status: String!
    p50Ms: Float
    p95Ms: Float
    p99Ms: Float
    meanMs: Float
    maxMs: Float
  }

  type RouteMetrics {
    method: String!
    """The route's template: /api/v3/tape/bars/{ticker}, /graphql, (unmatched)."""
    route: String!
    requests: Int!
    """Answers with a 5xx status."""
    errors: Int!
    """Answers with a 4xx status (refusals)."""
    clientErrors: Int!
    """Event streams opened (not counted as requests)."""
    streamsOpened: Int!
    qps: Float!
    errorRate: Float
    errorRateReason: String
    latency: RequestLatency!
  }

  type ServiceMetrics {
    replica: MonitoringReplica!
    windowMinutes: Int!
    """1 up to 60 minutes, 15 beyond."""
    resolutionMinutes: Int!
    """What the slots read cover: at least the window, at most one slot more."""
    windowCoveredS: Float!
    """The part of it this replica was up: what QPS divides by."""
    observedS: Float!
    requests: Int!
    errors: Int!
    clientErrors: Int!
    streamsOpened: Int!
    qps: Float!
    """errors / requests, a fraction."""
    errorRate: Float
    errorRateReason: String
    latency: RequestLatency!
    """Percentiles are the upper bound of their histogram bucket (these, ms), capped by the max seen."""
    latencyBucketsMs: [Float!]!
    """Busiest first."""
    routes: [RouteMetrics!]!
  }

  type RateLimitQuota {
    requestsPerMinute: Int!
    """Requests counted in this minute's window, this one included."""
    used: Int!
    remaining: Int!
    resetsInS: Int!
    windowS: Int!
    """per_key: each key has its own window."""
    scope: String!
  }

  type CreditQuota {
    """Billing month, YYYY-MM (UTC)."""
    period: String!
    allowance: Int!
    """Charged this month, before this call settles."""
    spent: Int!
    """Held for requests in flight, this call included."""
    held: Int!
    """allowance - spent (X-Credits-Left)."""
    left: Int!
    """left - held: what a new request can use now."""
    available: Int!
  }

  type VendorQuota {
    vendor: String!
    dataset: String!
    configured: Boolean!
    """unknown (no counter observed), or vendor_refusing."""
    status: String!
    statusReason: String!
    used: Int
    limit: Int
    remaining: Int
    resetsInS: Int
    """Null unless status is vendor_refusing."""
    canCall: Boolean
    canCallReason: String
  }

  type ApiQuotas {
    plan: String!
    addons: [String!]!
    keyId: String!
    rateLimit: RateLimitQuota!
    credits: CreditQuota!
    vendorsConfigured: Int!
    vendors: [VendorQuota!]!
  }

  type DerivedProductHealth {
    product: String!
    domain: String!
    """current; not_current (its routes answer 503 snapshot_cold); never_built."""
    status: String!
    rows: Int
    """Seconds since its newest build committed (wall clock)."""
    builtAgeS: Float
    buildDurationMs: Int
  }

  type MlStream {
    """signals or decisions."""
    capability: String!
    """live; replay (live producers replay recorded data); not_live; no_producer (503 producer_unavailable)."""
    status: String!
    producers: [String!]!
    note: String!
  }

  type MlHealth {
    """ok; degraded (the book is stale or a stream is not live); unavailable (a model product is not current)."""
    status: String!
    asOf: String!
    products: [DerivedProductHealth!]!
    signalsBook: SignalsBookHealth!
    streams: [MlStream!]!
    note: String!
  }

  type DatasetFreshness {
    dataset: String!
    product: String!
    """Rows known at the clock."""
    rows: Int!
    firstDate: String
    lastDate: String
    """session_daily, events, mixed_frequency, undated or undeclared."""
    cadence: String!
    """current, stale, not_judged or empty."""
    status: String!
    isStale: Boolean
    """NYSE sessions closed after last_date up to the clock (session datasets)."""
    sessionsBehind: Int
    """Calendar days from last_date to the clock's New York date."""
    ageDays: Int
    note: String!
  }

  type IngestLedger {
    files: Int!
    rows: Int!
    adapters: Int!
    """Seconds since the newest file was ingested (wall clock)."""
    lastIngestAgeS: Float
    note: String!
  }

  type DataFreshness {
    """The clock instant the datasets were judged at (the start of its minute)."""
    asOf: String!
    """The ingest ledger's digest (its first 12 hex digits)."""
    dataVersion: String!
    """stale (some dataset is), current, not_judged or empty."""
    status: String!
    staleCount: Int!
    currentCount: Int!
    notJudgedCount: Int!
    emptyCount: Int!
    datasets: [DatasetFreshness!]!
    signalsBook: SignalsBookHealth!
    derivedProducts: [DerivedProductHealth!]!
    ingest: IngestLedger!
  }
`;
