/**
 * Engle–Granger two-step cointegration test (Engle & Granger 1987): regress y on x with a
 * constant by OLS, then test the residuals for a unit root with an augmented Dickey–Fuller
 * regression without constant and one lagged difference,
 *
 *   Δe_t = γ·e_{t−1} + φ·Δe_{t−1} + u_t,   statistic = γ̂ / se(γ̂),
 *
 * compared with MacKinnon's (2010, table 2) asymptotic critical values for two variables with a
 * constant and no trend: −3.8977 (1%), −3.3377 (5%), −3.0462 (10%). More negative than the
 * critical value rejects "no cointegration".
 */

export const ENGLE_GRANGER_CRITICAL = { "1%": -3.8977, "5%": -3.3377, "10%": -3.0462 } as const;

export interface EngleGranger {
  /** y ≈ alpha + beta·x */
  alpha: number;
  beta: number;
  /** Sample standard deviation of the residuals (n − 2). */
  residualSd: number;
  /** The ADF t-statistic of the residuals. */
  adfStatistic: number;
  /** Observations in the cointegrating regression. */
  n: number;
}

/** Null when the inputs are shorter than 20, differ in length, or do not vary. */
export function engleGranger(y: ArrayLike<number>, x: ArrayLike<number>): EngleGranger | null {
  const n = y.length;
  if (n !== x.length || n < 20) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] as number;
    my += y[i] as number;
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx;
    sxx += dx * dx;
    sxy += dx * ((y[i] as number) - my);
  }
  if (!(sxx > 0)) return null;
  const beta = sxy / sxx;
  const alpha = my - beta * mx;
  const e = new Float64Array(n);
  let ssr = 0;
  for (let i = 0; i < n; i++) {
    e[i] = (y[i] as number) - alpha - beta * (x[i] as number);
    ssr += (e[i] as number) ** 2;
  }
  const adf = adfNoConstantOneLag(e);
  if (adf === null) return null;
  return { alpha, beta, residualSd: Math.sqrt(ssr / (n - 2)), adfStatistic: adf, n };
}

/** t-statistic of γ in Δe_t = γ·e_{t−1} + φ·Δe_{t−1} + u_t (two regressors, no constant). */
export function adfNoConstantOneLag(e: ArrayLike<number>): number | null {
  // Rows t = 2..n−1: z = Δe_t, a = e_{t−1}, b = Δe_{t−1}.
  let saa = 0;
  let sab = 0;
  let sbb = 0;
  let saz = 0;
  let sbz = 0;
  let szz = 0;
  let rows = 0;
  for (let t = 2; t < e.length; t++) {
    const z = (e[t] as number) - (e[t - 1] as number);
    const a = e[t - 1] as number;
    const b = (e[t - 1] as number) - (e[t - 2] as number);
    saa += a * a;
    sab += a * b;
    sbb += b * b;
    saz += a * z;
    sbz += b * z;
    szz += z * z;
    rows++;
  }
  const det = saa * sbb - sab * sab;
  if (!(det > 0) || rows < 3) return null;
  const gamma = (sbb * saz - sab * sbz) / det;
  const phi = (saa * sbz - sab * saz) / det;
  const ssr = szz - gamma * saz - phi * sbz;
  const s2 = ssr / (rows - 2);
  const seGamma = Math.sqrt((s2 * sbb) / det);
  return seGamma > 0 ? gamma / seGamma : null;
}
