import { Float, Int } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { gicsMembers } from "../../kit/instrumentDirectory.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { type InstrumentRow } from "../../kit/instruments.js";
import { instrumentAnswer } from "../descriptions.js";
import { type PeerSelection, selectPeers, sizesCurrentAt } from "../domain/peers.js";
import { StatementPeriodEnum } from "../types/enums.js";
import { Instrument } from "../types/instrument.js";
import { type PeerRow, Peers } from "../types/peers.js";
import { incomeStatementsOf } from "./factsCaches.js";
import { factsOf, noFactsReason } from "./shared.js";

interface Sized {
  ticker: string;
  row: InstrumentRow;
  size: number | null;
  sizeFiscalYear: number | null;
  sizePeriodEnd: string | null;
  sizeStatus: string;
}

async function sizeOf(ctx: SubgraphContext<"fundamentals">, row: InstrumentRow): Promise<Sized> {
  const base = { ticker: row.ticker, row, size: null, sizeFiscalYear: null, sizePeriodEnd: null };
  const facts = await factsOf(ctx, row);
  if (!facts) return { ...base, sizeStatus: noFactsReason(ctx, row) };
  // The latest fiscal year's row, as the annual income statements serve it (computed once).
  const [latest] = (await incomeStatementsOf(ctx, facts, { period: StatementPeriodEnum.annual, limit: 1 }))
    .result.rows;
  if (!latest || latest.revenue === null) return { ...base, sizeStatus: "no_annual_revenue_in_sec_facts" };
  return {
    ...base,
    size: latest.revenue,
    sizeFiscalYear: latest.fiscalYear,
    sizePeriodEnd: latest.periodEnd,
    sizeStatus: "ok",
  };
}

const LEVELS = [
  { level: "industry", basis: "gics_sub_industry" },
  { level: "sector", basis: "gics_sector" },
] as const;

async function peersFor(
  ctx: SubgraphContext<"fundamentals">,
  row: InstrumentRow,
  limit: number,
  minRelativeSize: number | null,
): Promise<Peers> {
  const held = await sizeOf(ctx, row);
  let subject = held;
  let comparedAsOf: string | null = null;
  let basis: string | null = null;
  let group: string | null = null;
  let selection: PeerSelection<Sized> = selectPeers([], subject.size, { limit, minRelativeSize });
  // The sub-industry first; the sector only when the sub-industry yields no peer.
  for (const { level, basis: levelBasis } of LEVELS) {
    const value = row.is_sp500 === 1 ? row[level] : null;
    if (!value) continue;
    const members = await gicsMembers(ctx.db, level, value, row.ticker);
    const sized = await Promise.all(members.map((member) => sizeOf(ctx, member)));
    // Sizes compared as of one date: the newest fiscal year end among subject and candidates.
    const current = sizesCurrentAt(held, sized);
    subject = current.subject;
    comparedAsOf = current.asOf;
    selection = selectPeers(current.candidates, subject.size, { limit, minRelativeSize });
    basis = levelBasis;
    group = value;
    if (selection.status === "ok") break;
  }
  const peers: PeerRow[] = selection.peers.map(({ candidate, relativeSize }) => {
    const nullReasons: Record<string, string> = {};
    if (candidate.sizeFiscalYear === null) nullReasons.sizeFiscalYear = candidate.sizeStatus;
    if (relativeSize === null)
      nullReasons.relativeSize = candidate.size === null ? candidate.sizeStatus : "subject_size_unknown";
    return {
      ticker: candidate.ticker,
      name: candidate.row.name,
      sector: candidate.row.sector,
      industry: candidate.row.industry,
      size: candidate.size,
      sizeFiscalYear: candidate.sizeFiscalYear,
      sizeStatus: candidate.sizeStatus,
      relativeSize,
      nullReasons,
    };
  });
  // Why the answer's own fields are null (peerFilterStats' requested floor too).
  const nullReasons: Record<string, string> = {};
  const universe = row.is_sp500 === 1 ? "no_gics_classification" : "subject_not_in_sp500_master";
  if (basis === null) nullReasons.peerBasis = nullReasons.peerGroup = universe;
  if (subject.sizeFiscalYear === null) nullReasons.subjectSizeFiscalYear = subject.sizeStatus;
  if (comparedAsOf === null) nullReasons.sizesComparedAsOf = basis === null ? universe : subject.sizeStatus;
  if (minRelativeSize === null) nullReasons.minRelativeSizeRequested = "not_requested_default_floor_ladder";
  return {
    ticker: row.ticker,
    peerBasis: basis,
    peerGroup: group,
    peerSelectionBasis: "own_data_gics",
    peersStatus: selection.status,
    peerUniverseStatus: row.is_sp500 === 1 ? "ok" : "subject_not_in_sp500_master",
    sizeMeasure: "revenue_latest_fiscal_year",
    subjectSize: subject.size,
    subjectSizeFiscalYear: subject.sizeFiscalYear,
    subjectSizeStatus: subject.sizeStatus,
    sizesComparedAsOf: comparedAsOf,
    peerFilterStats: {
      candidates: selection.candidates,
      sizeUnknown: selection.sizeUnknown,
      belowFloor: selection.belowFloor,
      cleared: peers.length,
      minRelativeSizeRequested: minRelativeSize,
      minRelativeSizeApplied: selection.floorApplied,
      floorsTried: selection.floorsTried,
    },
    count: peers.length,
    peers,
    nullReasons,
  };
}

export const PeersResolver = instrumentOperation<
  "fundamentals",
  { limit: number; minRelativeSize: number | null }
>(Instrument, {
  field: "gicsPeers",
  instrumentDescription: instrumentAnswer("The GICS peers ranked by size"),
  summary:
    "GICS peers from the S&P 500 master sized by latest fiscal-year revenue; the default floor steps 0.1, 0.05, 0.02, 0.01 until limit peers clear.",
  returns: () => Peers,
  args: {
    limit: { type: () => Int, default: 10, range: [1, 50], description: "Most peers listed (1–50)." },
    minRelativeSize: {
      type: () => Float,
      range: [0, 1],
      description: "Peer size / subject size floor (0..1); not given: the default 0.1 stepping down.",
    },
  },
  resolve: (ctx, row, { limit, minRelativeSize }) => peersFor(ctx, row, limit, minRelativeSize),
});
