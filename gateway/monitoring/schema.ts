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
    systemHealth(
      """When to refuse a stale answer: off, live (default) or strict."""
      freshness: HealthFreshness! = live
    ): SystemHealth!

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
    """Seconds since this gateway process started (0.1 s steps)."""
    uptimeS: Float!
    """this_replica: other gateway replicas keep their own figures."""
    scope: String!
  }

  """This replica's newest log lines the caller may see, with the counts of its log rings."""
  type ServiceLogs {
    """The replica that answered."""
    replica: MonitoringReplica!
    """Whose lines these are; the counts below are of them."""
    scope: ServiceLogScope!
    """Lines in lines."""
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
    """Lines the routine and notable rings can hold together."""
    capacity: Int!
  }

  """Whose log lines an answer holds: your account's own requests, or every line (an operator's key)."""
  enum ServiceLogScope {
    """The lines of your account's own requests."""
    own_requests
    """Every line of this replica: an operator's key."""
    all
  }

  """One log line of this replica."""
  type ServiceLogLine {
    """When it was written (wall clock)."""
    timestamp: String!
    """trace, debug, info, warn, error or fatal."""
    level: String!
    """request, breaker, alert, health, healing or service."""
    event: String!
    """What happened, without URL, key, account, address or stack."""
    message: String!
  }

  """The caches the service keeps, each with its hit counts or why they are not counted."""
  type CacheStats {
    """The replica that answered."""
    replica: MonitoringReplica!
    """Caches in caches."""
    count: Int!
    """Every cache the service keeps."""
    caches: [CacheStat!]!
  }

  """One cache: who keeps it, what for, and its hits and misses where they are counted."""
  type CacheStat {
    """The cache's name."""
    name: String!
    """The subgraph or platform part keeping it."""
    owner: String!
    """What an entry is kept for (per_data_version, per_request, ...)."""
    kind: String!
    """What the cache holds."""
    description: String!
    """counted; in_other_process (a remote subgraph's: not visible here); not_instrumented."""
    status: String!
    """Lookups answered from the cache since start; null unless status is counted."""
    hits: Int
    """Lookups the cache could not answer since start; null unless status is counted."""
    misses: Int
    """Entries pushed out to stay within the memory budget (DATA_CACHE_MB); null when not counted."""
    evictions: Int
    """hits / (hits + misses), a fraction; null before the first lookup or when not counted."""
    hitRate: Float
    """Why the counts are what they are, or why they are missing."""
    note: String!
  }

  """Actions the service took by itself, newest first, and the mechanisms it has for them."""
  type SelfHealing {
    """The replica that answered."""
    replica: MonitoringReplica!
    """Events in events."""
    count: Int!
    """Newest first."""
    events: [SelfHealingEvent!]!
    """What this deployment can do by itself, and whether it applies here."""
    mechanisms: [HealingMechanism!]!
    """Events pushed out of the bounded log by newer ones."""
    dropped: Int!
  }

  """One action the service took by itself."""
  type SelfHealingEvent {
    """When it happened (wall clock)."""
    timestamp: String!
    """breaker_opened, breaker_trial, breaker_closed, breaker_reopened, reconnected, hold_released, derived_rebuild."""
    action: String!
    """What the action was about: a subgraph, store or derived product."""
    subject: String!
    """isolated, probing, recovered, failed or completed."""
    outcome: String!
    """What happened and why, in one sentence."""
    detail: String!
  }

  """One thing the deployment can repair by itself, and whether it applies here."""
  type HealingMechanism {
    """circuit_breakers, health_probes, store_reconnection, credit_hold_sweep or derived_rebuild."""
    name: String!
    """True when the mechanism applies in this deployment."""
    active: Boolean!
    """What the mechanism does."""
    description: String!
    """Why it applies here or not."""
    note: String!
  }

  """Active alerts of this replica by severity, whatever filter was asked."""
  type AlertCounts {
    """Active critical alerts."""
    critical: Int!
    """Active error alerts."""
    error: Int!
    """Active warn alerts."""
    warn: Int!
    """Active info alerts."""
    info: Int!
  }

  """One condition this replica observes now."""
  type MonitoringAlert {
    """kind:subject; kept while the condition lasts."""
    id: String!
    """How severe the condition is."""
    severity: AlertSeverity!
    """The kind of condition: the part of id before the colon."""
    kind: String!
    """What the condition is about: the part of id after the colon."""
    subject: String!
    """The condition in one sentence."""
    message: String!
    """When this replica first observed the condition (wall clock)."""
    timestamp: String!
  }

  """The conditions this replica observes now, most severe first."""
  type ActiveAlerts {
    """The replica that answered."""
    replica: MonitoringReplica!
    """The clock instant the data conditions were judged at."""
    asOf: String!
    """The least severity listed (info when none was asked: every alert)."""
    severity: AlertSeverity!
    """Alerts in alerts."""
    count: Int!
    """Every active alert by severity, whatever the filter."""
    bySeverity: AlertCounts!
    """The alerts at least as severe as severity, most severe first."""
    alerts: [MonitoringAlert!]!
    """The health check the alerts are read from."""
    snapshot: HealthCheckInfo!
  }

  """The health check the answer is read from."""
  type HealthCheckInfo {
    """current; stale (older than 3 check intervals); missing (no check has ended yet)."""
    status: String!
    """Seconds since the check ended; null when missing."""
    ageS: Float
    """How long the check took, in milliseconds; null when missing."""
    durationMs: Int
    """Seconds between health checks."""
    intervalS: Float!
  }

  """One part of the service as the newest health check found it."""
  type HealthComponent {
    """The component's name (a subgraph, producer or derived product name, or warehouse / event_bus)."""
    name: String!
    """warehouse, event_bus, subgraph, producer or derived_product."""
    kind: String!
    """ok, degraded, down or unknown."""
    status: String!
    """What the check found, in one sentence."""
    detail: String!
  }

  """This replica's newest health check and the data's freshness at the clock."""
  type SystemHealth {
    """The replica that answered."""
    replica: MonitoringReplica!
    """ok; degraded (an error or warn alert); down (a critical alert); unknown (no health check yet)."""
    status: String!
    """The alert ids behind a status other than ok."""
    statusReasons: [String!]!
    """The freshness rule the answer was served under."""
    freshness: HealthFreshness!
    """The clock instant the data was judged at."""
    asOf: String!
    """The health check the answer is read from."""
    snapshot: HealthCheckInfo!
    """Every component the check looked at."""
    components: [HealthComponent!]!
    """The data's freshness at the clock."""
    data: DataFreshnessSummary!
    """Active alerts by severity."""
    alerts: AlertCounts!
  }

  """The datasets' freshness in counts, and the signals book's state."""
  type DataFreshnessSummary {
    """stale (a dataset behind its cadence), current, not_judged or empty."""
    status: String!
    """The datasets behind their cadence."""
    staleDatasets: [String!]!
    """Datasets judged current."""
    currentCount: Int!
    """Datasets not judged (each says why in its note)."""
    notJudgedCount: Int!
    """The signals book's state."""
    signalsBook: SignalsBookHealth!
  }

  """The signals book at the clock: its newest date, age and size."""
  type SignalsBookHealth {
    """ready; cold (not built from the data held now: 503 snapshot_cold); none_as_of (no date by the clock)."""
    status: String!
    """The newest book date visible at the clock."""
    date: String
    """Sessions the book date is old at the clock; null unless status is ready."""
    ageSessions: Int
    """True when the book is more than 2 sessions old; null unless status is ready."""
    isStale: Boolean
    """Why the book is stale; null when fresh or when status is not ready."""
    staleReason: String
    """Instruments in the book on date; null unless status is ready."""
    members: Int
    """Instruments scored on date; null unless status is ready."""
    scored: Int
    """The book's state in one sentence."""
    note: String!
  }

  """Latency of the requests counted, in milliseconds; null figures when there were none."""
  type RequestLatency {
    """measured; no_requests (the figures are null)."""
    status: String!
    """Median latency, ms; null with no_requests."""
    p50Ms: Float
    """95th percentile latency, ms; null with no_requests."""
    p95Ms: Float
    """99th percentile latency, ms; null with no_requests."""
    p99Ms: Float
    """Mean latency, ms; null with no_requests."""
    meanMs: Float
    """Slowest request, ms; null with no_requests."""
    maxMs: Float
  }

  """One route's requests, errors and latency over the window."""
  type RouteMetrics {
    """The HTTP method."""
    method: String!
    """The route's template: /api/v3/tape/bars/{ticker}, /graphql, (unmatched)."""
    route: String!
    """Requests answered on this route in the window."""
    requests: Int!
    """Answers with a 5xx status."""
    errors: Int!
    """Answers with a 4xx status (refusals)."""
    clientErrors: Int!
    """Event streams opened (not counted as requests)."""
    streamsOpened: Int!
    """requests / observedS."""
    qps: Float!
    """errors / requests, a fraction; null when there were no requests."""
    errorRate: Float
    """no_requests when errorRate is null; else null."""
    errorRateReason: String
    """The route's request latency."""
    latency: RequestLatency!
  }

  """Requests, errors and latency this replica measured over the last windowMinutes."""
  type ServiceMetrics {
    """The replica that answered."""
    replica: MonitoringReplica!
    """The window asked for, in minutes."""
    windowMinutes: Int!
    """1 up to 60 minutes, 15 beyond."""
    resolutionMinutes: Int!
    """What the slots read cover: at least the window, at most one slot more."""
    windowCoveredS: Float!
    """The part of it this replica was up: what QPS divides by."""
    observedS: Float!
    """Requests answered in the window."""
    requests: Int!
    """Answers with a 5xx status."""
    errors: Int!
    """Answers with a 4xx status (refusals)."""
    clientErrors: Int!
    """Event streams opened (not counted as requests)."""
    streamsOpened: Int!
    """requests / observedS."""
    qps: Float!
    """errors / requests, a fraction."""
    errorRate: Float
    """no_requests when errorRate is null; else null."""
    errorRateReason: String
    """Latency of every request in the window."""
    latency: RequestLatency!
    """Percentiles are the upper bound of their histogram bucket (these, ms), capped by the max seen."""
    latencyBucketsMs: [Float!]!
    """Busiest first."""
    routes: [RouteMetrics!]!
  }

  """Your key's per-minute rate limit and the current minute's use of it."""
  type RateLimitQuota {
    """Your plan's limit of requests per minute per key."""
    requestsPerMinute: Int!
    """Requests counted in this minute's window, this one included."""
    used: Int!
    """requestsPerMinute minus used, never below 0."""
    remaining: Int!
    """Seconds until the current minute's window ends."""
    resetsInS: Int!
    """Length of a rate window, in seconds (60)."""
    windowS: Int!
    """per_key: each key has its own window."""
    scope: String!
  }

  """Your account's credit wallet this billing month."""
  type CreditQuota {
    """Billing month, YYYY-MM (UTC)."""
    period: String!
    """Credits your account may spend this billing month."""
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

  """One upstream vendor's quota as observed; null figures when none was observed."""
  type VendorQuota {
    """The upstream vendor."""
    vendor: String!
    """The dataset the vendor feeds."""
    dataset: String!
    """True when the vendor is connected in this deployment."""
    configured: Boolean!
    """unknown (no counter observed), or vendor_refusing."""
    status: String!
    """Why the status is what it is."""
    statusReason: String!
    """Calls counted against the vendor's quota; null when unobserved."""
    used: Int
    """The vendor's quota; null when unobserved."""
    limit: Int
    """Calls left in the vendor's quota; null when unobserved."""
    remaining: Int
    """Seconds until the vendor's quota resets; null when unobserved."""
    resetsInS: Int
    """Null unless status is vendor_refusing."""
    canCall: Boolean
    """Why canCall is null, when it is."""
    canCallReason: String
  }

  """Your plan, rate limit and credit wallet, and each upstream vendor's quota."""
  type ApiQuotas {
    """Your plan: free, starter, pro or expert."""
    plan: String!
    """Add-on products your account holds beyond its plan."""
    addons: [String!]!
    """The id of the API key this request was made with."""
    keyId: String!
    """Your key's per-minute rate limit."""
    rateLimit: RateLimitQuota!
    """Your account's credit wallet this month."""
    credits: CreditQuota!
    """Vendors in vendors that are connected."""
    vendorsConfigured: Int!
    """Each upstream vendor's quota."""
    vendors: [VendorQuota!]!
  }

  """One derived product (a table the service builds from the data) and whether it is current."""
  type DerivedProductHealth {
    """The derived product's id."""
    product: String!
    """The subgraph whose tables it fills."""
    domain: String!
    """current; not_current (its routes answer 503 snapshot_cold); never_built."""
    status: String!
    """Rows its newest build wrote; null when never built."""
    rows: Int
    """Seconds since its newest build committed (wall clock)."""
    builtAgeS: Float
    """How long its newest build took, in milliseconds; null when never built."""
    buildDurationMs: Int
  }

  """One signal-model stream and whether a live producer feeds it."""
  type MlStream {
    """signals or decisions."""
    capability: String!
    """live; replay (live producers replay recorded data); not_live; no_producer (503 producer_unavailable)."""
    status: String!
    """The producers publishing on the stream now."""
    producers: [String!]!
    """The stream's state in one sentence."""
    note: String!
  }

  """The signal models' state at the clock: derived products, signals book and streams."""
  type MlHealth {
    """ok; degraded (the book is stale or a stream is not live); unavailable (a model product is not current)."""
    status: String!
    """The clock instant the models were judged at."""
    asOf: String!
    """The derived products the models read."""
    products: [DerivedProductHealth!]!
    """The signals book's state."""
    signalsBook: SignalsBookHealth!
    """The signals and decisions streams."""
    streams: [MlStream!]!
    """What the status rests on, in one sentence."""
    note: String!
  }

  """One dataset's newest date at the clock, judged by its cadence."""
  type DatasetFreshness {
    """The dataset's slug."""
    dataset: String!
    """market_data, fundamentals, public_filings, macro_rates_fx, tape or options_flow."""
    product: String!
    """Rows known at the clock."""
    rows: Int!
    """The oldest date held at the clock; null when no row is dated."""
    firstDate: String
    """The newest date held at the clock; null when no row is dated."""
    lastDate: String
    """session_daily, events, mixed_frequency, undated or undeclared."""
    cadence: String!
    """current, stale, not_judged or empty."""
    status: String!
    """True when status is stale; null when not judged or empty."""
    isStale: Boolean
    """NYSE sessions closed after last_date up to the clock (session datasets)."""
    sessionsBehind: Int
    """Calendar days from last_date to the clock's New York date."""
    ageDays: Int
    """The judgement in one sentence."""
    note: String!
  }

  """The ingest ledger: files and rows ingested and how long ago the newest was."""
  type IngestLedger {
    """Files ingested."""
    files: Int!
    """Rows ingested from them."""
    rows: Int!
    """Distinct ingest adapters that wrote them."""
    adapters: Int!
    """Seconds since the newest file was ingested (wall clock)."""
    lastIngestAgeS: Float
    """What the ledger says, in one sentence."""
    note: String!
  }

  """Each dataset's freshness at the clock, the signals book, the derived products and the ingest ledger."""
  type DataFreshness {
    """The clock instant the datasets were judged at (the start of its minute)."""
    asOf: String!
    """The ingest ledger's digest (its first 12 hex digits)."""
    dataVersion: String!
    """stale (some dataset is), current, not_judged or empty."""
    status: String!
    """Datasets behind their cadence."""
    staleCount: Int!
    """Datasets judged current."""
    currentCount: Int!
    """Datasets not judged (each says why in its note)."""
    notJudgedCount: Int!
    """Datasets with no row at the clock."""
    emptyCount: Int!
    """Every dataset."""
    datasets: [DatasetFreshness!]!
    """The signals book's state."""
    signalsBook: SignalsBookHealth!
    """Every derived product."""
    derivedProducts: [DerivedProductHealth!]!
    """The ingest ledger."""
    ingest: IngestLedger!
  }
`;
