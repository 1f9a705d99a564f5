/**
 * Root field historicalVarScenario (svc_v3_risk_historical_var_scenario, heavy). `portfolio` and
 * `history` are JSON objects in spec/02's own shape (snake_case keys) for GraphQL and REST callers
 * alike; domain/varScenarioRequest.ts reads them exactly and refuses anything else with a 422
 * naming the property. A `warehouse_archive` history names positions by CRSP permno, and no
 * permno→ticker map is bundled (data/sample/PROVENANCE.md holds none), so such a request is refused
 * naming the permnos rather than answered with an invented map; `supplied_total_returns` carries its
 * own returns and needs none.
 */
import { GraphQLJSONObject } from "graphql-scalars";
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { easternDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import {
  historicalVarScenario,
  InsufficientTailError,
  MIN_TAIL_OBSERVATIONS,
} from "../domain/varScenario.js";
import {
  checkAgainst,
  type PortfolioSnapshot,
  RequestShapeError,
  readHistory,
  readPortfolio,
  type ScenarioHistory,
} from "../domain/varScenarioRequest.js";
import { HistoricalVarScenario } from "../types/varScenario.js";

const PORTFOLIO_SHAPE =
  "snapshot_id (text 1..128), as_of (ISO 8601 date-time), currency (USD; default USD), nav_usd (number above 0, max 1e12), " +
  "cash_usd (number -1e12..1e12), positions (1..20 of: permno (whole number 1..99999999), asset_class (equity; default), " +
  "currency (USD; default), side (long or short), market_value_usd (number above 0, max 1e12)); unknown properties refused";
const HISTORY_SHAPE =
  "kind warehouse_archive with start and end (YYYY-MM-DD), or kind supplied_total_returns with source_label (text 1..128), " +
  "return_basis (total_return_including_distributions_and_delisting), dates (1..2520 ascending YYYY-MM-DD) and series " +
  "(1..20 of: permno, values (one return per date, each at least -1)); unknown properties refused";

const METHOD =
  "Positions held as they are, in dollars, through each horizon (weights = signed market value / NAV, cash earns nothing); " +
  "the history cut into non-overlapping blocks of horizon_sessions observations counted back from the newest; a block's " +
  "return per position is Π(1 + r) - 1. VaR is the k-th worst block loss and expected shortfall the mean of the k worst, " +
  `k = ⌈scenarios·(1 - confidence)⌉, refused below ${MIN_TAIL_OBSERVATIONS}`;

function refusal(error: RequestShapeError): ServiceError {
  return new ServiceError(error.code, error.message, {
    extra: { parameter: error.parameter, accepted: error.accepted },
  });
}

/** warehouse_archive: the positions' permnos cannot be mapped to the warehouse's tickers. */
function permnosNotMapped(portfolio: PortfolioSnapshot): ServiceError {
  const permnos = portfolio.positions.map((position) => String(position.permno));
  return new ServiceError(
    "validation_error",
    `history.kind warehouse_archive: no permno→ticker map is held, so permno${permnos.length > 1 ? "s" : ""} ` +
      `${permnos.join(", ")} cannot be read from the warehouse; accepted: kind supplied_total_returns with each position's returns.`,
    {
      extra: {
        parameter: "portfolio.positions",
        accepted: "history.kind supplied_total_returns",
        reason: "no_permno_map_held",
        unmapped_permnos: permnos,
      },
    },
  );
}

function insufficientTail(error: InsufficientTailError): ServiceError {
  return new ServiceError(
    "validation_error",
    `history: ${error.message}; accepted: a history whose floor(observations / horizon_sessions) scenarios leave at least ` +
      `${MIN_TAIL_OBSERVATIONS} beyond the confidence level (a longer history, a shorter horizon or a lower confidence).`,
    {
      extra: {
        parameter: "history",
        reason: "insufficient_tail_observations",
        scenarios: error.scenarios,
        tail_observations: error.tailObservations,
        required_tail_observations: MIN_TAIL_OBSERVATIONS,
        accepted: `at least ${MIN_TAIL_OBSERVATIONS} tail observations`,
      },
    },
  );
}

function read(portfolioJson: unknown, historyJson: unknown, today: string) {
  try {
    const portfolio = readPortfolio(portfolioJson);
    const history = readHistory(historyJson);
    checkAgainst(portfolio, history, today);
    return { portfolio, history };
  } catch (error) {
    if (error instanceof RequestShapeError) throw refusal(error);
    throw error;
  }
}

@Resolver()
export class VarScenarioResolver {
  @Query(() => HistoricalVarScenario, {
    description: `Operation ${operationOfField("historicalVarScenario")}: empirical VaR and expected shortfall on non-overlapping horizon scenarios; research only.`,
  })
  historicalVarScenario(
    @Arg("portfolio", () => GraphQLJSONObject, { description: `The snapshot: ${PORTFOLIO_SHAPE}.` })
    portfolioJson: Record<string, unknown>,
    @Arg("history", () => GraphQLJSONObject, {
      description: `The return history, by kind: ${HISTORY_SHAPE}.`,
    })
    historyJson: Record<string, unknown>,
    @Arg("confidence", () => Float, {
      defaultValue: 0.95,
      description: "VaR confidence level, 0.9..0.99: the loss is exceeded with probability 1 − confidence.",
    })
    @range(0.9, 0.99)
    confidence: number,
    @Arg("horizonSessions", () => Int, { defaultValue: 1, description: "Sessions per scenario." })
    @range(1, 30)
    horizonSessions: number,
    @Ctx() ctx: SubgraphContext<"risk">,
  ): HistoricalVarScenario {
    const { portfolio, history } = read(portfolioJson, historyJson, easternDate(ctx.clock.now()));
    if (history.kind === "warehouse_archive") throw permnosNotMapped(portfolio);
    return answer(portfolio, history, confidence, horizonSessions);
  }
}

function answer(
  portfolio: PortfolioSnapshot,
  history: Extract<ScenarioHistory, { kind: "supplied_total_returns" }>,
  confidence: number,
  horizon: number,
): HistoricalVarScenario {
  const returnsOf = new Map(history.series.map((entry) => [entry.permno, entry.values]));
  const positions = portfolio.positions.map((position) => ({
    permno: position.permno,
    side: position.side,
    marketValueUsd: position.marketValueUsd,
    weight: ((position.side === "long" ? 1 : -1) * position.marketValueUsd) / portfolio.navUsd,
  }));
  let result: ReturnType<typeof historicalVarScenario>;
  try {
    result = historicalVarScenario({
      dates: history.dates,
      positions: positions.map((position) => ({
        weight: position.weight,
        returns: returnsOf.get(position.permno) as number[],
      })),
      confidence,
      horizon,
    });
  } catch (error) {
    if (error instanceof InsufficientTailError) throw insufficientTail(error);
    throw error;
  }
  const nav = portfolio.navUsd;
  const signed = (side: string, value: number) => (side === "long" ? value : -value);
  return {
    snapshotId: portfolio.snapshotId,
    portfolioAsOf: portfolio.asOf,
    currency: portfolio.currency,
    navUsd: nav,
    cashUsd: portfolio.cashUsd,
    grossExposureUsd: positions.reduce((sum, p) => sum + p.marketValueUsd, 0),
    netExposureUsd: positions.reduce((sum, p) => sum + signed(p.side, p.marketValueUsd), 0),
    positions,
    historyKind: history.kind,
    sourceLabel: history.sourceLabel,
    returnBasis: history.returnBasis,
    confidence,
    horizonSessions: horizon,
    observations: result.observations,
    scenarios: result.scenarios,
    scenarioBasis: `non-overlapping blocks of ${horizon} consecutive observations, counted back from the newest`,
    droppedObservations: result.droppedObservations,
    tailObservations: result.tailObservations,
    firstDate: result.firstDate,
    lastDate: result.lastDate,
    var: result.var,
    varUsd: result.var * nav,
    expectedShortfall: result.expectedShortfall,
    expectedShortfallUsd: result.expectedShortfall * nav,
    worstScenario: { ...result.worst, lossUsd: result.worst.loss * nav },
    researchOnly: true,
    method: METHOD,
    units: "var and expected_shortfall: fractions of nav_usd, positive = a loss; *_usd: US dollars",
  };
}
