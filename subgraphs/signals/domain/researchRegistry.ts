/**
 * The research routes' readings of the trial registry (svc_v2_alpha_discoveries,
 * svc_v2_strategy_evolution). spec/02 has both fall back on the registry when no discovery engine
 * or evolution log answers; none runs in this service, so the registry is always their source.
 * Sharpe ratios are as registered: annualised, not deflated.
 */
export interface RegistryTrial {
  trialId: string;
  strategyFamily: string;
  strategy: string;
  runId: string;
  sharpe: number;
  nObs: number;
  skewness: number;
  kurtosis: number;
  submittedAt: string;
}

/** Trials whose Sharpe ratio (as an information ratio against cash at 0%) is at least minIr, best first. */
export function alphaDiscoveries<T extends RegistryTrial>(trials: readonly T[], minIr: number): T[] {
  return trials
    .filter((trial) => trial.sharpe >= minIr)
    .sort((a, b) => b.sharpe - a.sharpe || (a.trialId < b.trialId ? -1 : 1));
}

export interface FamilyEvolution {
  strategyFamily: string;
  nTrials: number;
  strategies: number;
  bestSharpe: number;
  bestRunId: string;
  meanSharpe: number;
  /** Sample standard deviation (n − 1); null below two trials. */
  sharpeStd: number | null;
  firstSubmittedAt: string;
  lastSubmittedAt: string;
}

/** One row per family: how many trials, how they fared; most trials first, then by name. */
export function strategyEvolution(trials: readonly RegistryTrial[]): FamilyEvolution[] {
  const byFamily = new Map<string, RegistryTrial[]>();
  for (const trial of trials) {
    const family = byFamily.get(trial.strategyFamily);
    if (family) family.push(trial);
    else byFamily.set(trial.strategyFamily, [trial]);
  }
  return [...byFamily]
    .map(([strategyFamily, family]) => {
      const sharpes = family.map((trial) => trial.sharpe);
      const mean = sharpes.reduce((sum, value) => sum + value, 0) / sharpes.length;
      const best = family.reduce((a, b) => (b.sharpe > a.sharpe ? b : a));
      const instants = family.map((trial) => trial.submittedAt).sort();
      return {
        strategyFamily,
        nTrials: family.length,
        strategies: new Set(family.map((trial) => trial.strategy)).size,
        bestSharpe: best.sharpe,
        bestRunId: best.runId,
        meanSharpe: mean,
        sharpeStd:
          sharpes.length < 2
            ? null
            : Math.sqrt(sharpes.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (sharpes.length - 1)),
        firstSubmittedAt: instants[0] as string,
        lastSubmittedAt: instants.at(-1) as string,
      };
    })
    .sort((a, b) => b.nTrials - a.nTrials || (a.strategyFamily < b.strategyFamily ? -1 : 1));
}
