/**
 * Draws the chart operation's PNG: candles with moving-average and Bollinger overlays, a volume
 * pane and one pane per oscillator (RSI, MACD), a right-hand price axis and date labels.
 *
 * Rendering uses @napi-rs/canvas (Skia; its native binary ships inside its npm package, no system
 * library needed). Text uses DejaVu Sans from @fontsource/dejavu-sans, registered from the
 * package rather than looked up among system fonts, so the picture is the same on any machine.
 * No I/O beyond reading that font file once; the input is already-computed series.
 */
import { createRequire } from "node:module";
import { createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import type { Series } from "./indicators.js";

const FONT = "ChartSans";
const require = createRequire(import.meta.url);
let fontRegistered = false;

function ensureFont(): void {
  if (fontRegistered) return;
  for (const weight of ["400", "700"]) {
    const file = require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff2`);
    GlobalFonts.registerFromPath(file, FONT);
  }
  fontRegistered = true;
}

export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface Overlay {
  label: string;
  color: string;
  values: Series;
  dashed?: boolean;
}

export type OscillatorPane =
  | { kind: "rsi"; label: string; values: Series }
  | { kind: "macd"; label: string; macd: Series; signal: Series; histogram: Series };

export interface ChartSpec {
  title: string;
  subtitle: string;
  /** One label per candle (a date, or a time for intraday); a few are printed on the axis. */
  labels: readonly string[];
  candles: readonly Candle[];
  overlays: readonly Overlay[];
  /** Shaded between the two series (Bollinger bands). */
  band?: { upper: Series; lower: Series } | null;
  panes: readonly OscillatorPane[];
}

export const CHART_WIDTH = 1200;
const PRICE_HEIGHT = 440;
const VOLUME_HEIGHT = 90;
const PANE_HEIGHT = 150;
const HEADER = 56;
const FOOTER = 30;
const LEFT = 14;
const AXIS = 78;
const GAP = 10;

const COLORS = {
  background: "#ffffff",
  grid: "#eceff3",
  frame: "#c9ced6",
  text: "#1f2933",
  muted: "#6b7280",
  up: "#16a34a",
  down: "#dc2626",
  upVolume: "rgba(22, 163, 74, 0.45)",
  downVolume: "rgba(220, 38, 38, 0.45)",
  band: "rgba(100, 116, 139, 0.10)",
  bandLine: "#94a3b8",
  rsi: "#7c3aed",
  macd: "#2563eb",
  signal: "#f97316",
};

export function chartHeight(paneCount: number): number {
  return HEADER + PRICE_HEIGHT + GAP + VOLUME_HEIGHT + paneCount * (PANE_HEIGHT + GAP) + FOOTER;
}

interface Frame {
  top: number;
  height: number;
  min: number;
  max: number;
}

export async function renderChart(spec: ChartSpec): Promise<Buffer> {
  ensureFont();
  const height = chartHeight(spec.panes.length);
  const canvas = createCanvas(CHART_WIDTH, height);
  const g = canvas.getContext("2d");
  g.fillStyle = COLORS.background;
  g.fillRect(0, 0, CHART_WIDTH, height);

  const plotWidth = CHART_WIDTH - LEFT - AXIS;
  const slot = plotWidth / Math.max(spec.candles.length, 1);
  const xOf = (i: number) => LEFT + slot * (i + 0.5);

  text(g, spec.title, LEFT, 24, 18, COLORS.text, "700");
  text(g, spec.subtitle, LEFT, 45, 12, COLORS.muted);

  // Price pane: the range covers candles and every overlay actually drawn.
  const priceValues = spec.candles.flatMap((c) => [c.high, c.low]);
  for (const overlay of spec.overlays) priceValues.push(...defined(overlay.values));
  if (spec.band) priceValues.push(...defined(spec.band.upper), ...defined(spec.band.lower));
  const price = padded({ top: HEADER, height: PRICE_HEIGHT, ...extent(priceValues) }, 0.04);
  const priceTicks = axisTicks(price, 10);
  const priceLabel = labelFormat(priceTicks);
  gridAndAxis(g, price, priceTicks, plotWidth, priceLabel);
  if (spec.band) drawBand(g, spec.band, price, xOf);
  for (const overlay of spec.overlays)
    drawLine(g, overlay.values, price, xOf, overlay.color, 1.6, overlay.dashed);
  drawCandles(g, spec.candles, price, xOf, slot);
  const lastCandle = spec.candles.at(-1);
  if (lastCandle) {
    const color = lastCandle.close >= lastCandle.open ? COLORS.up : COLORS.down;
    priceTag(g, yOf(price, lastCandle.close), formatPrice(lastCandle.close), color, plotWidth);
  }
  legend(g, spec.overlays, HEADER + 16);

  // Volume pane.
  let top = HEADER + PRICE_HEIGHT + GAP;
  const volume: Frame = {
    top,
    height: VOLUME_HEIGHT,
    min: 0,
    max: Math.max(...spec.candles.map((c) => c.volume), 1),
  };
  frameBox(g, volume, plotWidth);
  spec.candles.forEach((c, i) => {
    g.fillStyle = c.close >= c.open ? COLORS.upVolume : COLORS.downVolume;
    const y = yOf(volume, c.volume);
    g.fillRect(xOf(i) - bodyWidth(slot) / 2, y, bodyWidth(slot), volume.top + volume.height - y);
  });
  axisLabel(g, volume.top + 10, formatVolume(volume.max), plotWidth);
  paneTitle(g, volume, "Volume");
  top += VOLUME_HEIGHT + GAP;

  for (const pane of spec.panes) {
    if (pane.kind === "rsi") drawRsi(g, pane, { top, height: PANE_HEIGHT, min: 0, max: 100 }, xOf, plotWidth);
    else drawMacd(g, pane, top, xOf, slot, plotWidth);
    top += PANE_HEIGHT + GAP;
  }

  dateLabels(g, spec.labels, xOf, top + 4);
  return canvas.encode("png");
}

function text(
  g: SKRSContext2D,
  value: string,
  x: number,
  y: number,
  size: number,
  color: string,
  weight = "400",
  align: CanvasTextAlign = "left",
): void {
  g.font = `${weight} ${size}px ${FONT}`;
  g.fillStyle = color;
  g.textAlign = align;
  g.textBaseline = "alphabetic";
  g.fillText(value, x, y);
}

function defined(values: Series): number[] {
  return values.filter((value): value is number => value !== null && Number.isFinite(value));
}

function extent(values: readonly number[]): { min: number; max: number } {
  if (values.length === 0) return { min: 0, max: 1 };
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min === max) return { min: min - 1, max: max + 1 };
  return { min, max };
}

function padded(frame: Frame, share: number): Frame {
  const pad = (frame.max - frame.min) * share;
  return { ...frame, min: frame.min - pad, max: frame.max + pad };
}

function yOf(frame: Frame, value: number): number {
  return frame.top + frame.height - ((value - frame.min) / (frame.max - frame.min)) * frame.height;
}

/** Round-number ticks (1, 2, 2.5 or 5 × 10^k) inside the frame. */
export function axisTicks(frame: { min: number; max: number }, target: number): number[] {
  const raw = (frame.max - frame.min) / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let value = Math.ceil(frame.min / step) * step; value <= frame.max; value += step) {
    ticks.push(Number(value.toPrecision(12)));
  }
  return ticks;
}

function frameBox(g: SKRSContext2D, frame: Frame, plotWidth: number): void {
  g.strokeStyle = COLORS.frame;
  g.lineWidth = 1;
  g.setLineDash([]);
  g.strokeRect(LEFT + 0.5, frame.top + 0.5, plotWidth, frame.height);
}

function gridAndAxis(
  g: SKRSContext2D,
  frame: Frame,
  ticks: readonly number[],
  plotWidth: number,
  format: (value: number) => string,
): void {
  g.strokeStyle = COLORS.grid;
  g.lineWidth = 1;
  for (const tick of ticks) {
    const y = Math.round(yOf(frame, tick)) + 0.5;
    g.beginPath();
    g.moveTo(LEFT, y);
    g.lineTo(LEFT + plotWidth, y);
    g.stroke();
    axisLabel(g, y, format(tick), plotWidth);
  }
  frameBox(g, frame, plotWidth);
}

function axisLabel(g: SKRSContext2D, y: number, label: string, plotWidth: number): void {
  g.font = `400 11px ${FONT}`;
  g.fillStyle = COLORS.muted;
  g.textAlign = "left";
  g.textBaseline = "middle";
  g.fillText(label, LEFT + plotWidth + 6, y);
}

function priceTag(g: SKRSContext2D, y: number, label: string, color: string, plotWidth: number): void {
  g.strokeStyle = color;
  g.setLineDash([3, 3]);
  g.beginPath();
  g.moveTo(LEFT, y);
  g.lineTo(LEFT + plotWidth, y);
  g.stroke();
  g.setLineDash([]);
  g.fillStyle = color;
  g.fillRect(LEFT + plotWidth + 1, y - 9, AXIS - 4, 18);
  g.font = `700 11px ${FONT}`;
  g.fillStyle = "#ffffff";
  g.textAlign = "left";
  g.textBaseline = "middle";
  g.fillText(label, LEFT + plotWidth + 6, y);
}

function paneTitle(g: SKRSContext2D, frame: Frame, label: string): void {
  text(g, label, LEFT + 6, frame.top + 14, 11, COLORS.text, "700");
}

function legend(g: SKRSContext2D, overlays: readonly Overlay[], y: number): void {
  let x = LEFT + 8;
  for (const overlay of overlays) {
    g.strokeStyle = overlay.color;
    g.lineWidth = 2;
    g.setLineDash(overlay.dashed ? [4, 3] : []);
    g.beginPath();
    g.moveTo(x, y - 7);
    g.lineTo(x + 14, y - 7);
    g.stroke();
    g.setLineDash([]);
    text(g, overlay.label, x + 18, y - 3, 11, COLORS.text);
    x += 18 + g.measureText(overlay.label).width + 16;
  }
}

function bodyWidth(slot: number): number {
  return Math.max(1, Math.min(slot * 0.7, 14));
}

function drawCandles(
  g: SKRSContext2D,
  candles: readonly Candle[],
  frame: Frame,
  xOf: (i: number) => number,
  slot: number,
): void {
  const width = bodyWidth(slot);
  candles.forEach((c, i) => {
    const color = c.close >= c.open ? COLORS.up : COLORS.down;
    const x = xOf(i);
    g.strokeStyle = color;
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(Math.round(x) + 0.5, yOf(frame, c.high));
    g.lineTo(Math.round(x) + 0.5, yOf(frame, c.low));
    g.stroke();
    const top = yOf(frame, Math.max(c.open, c.close));
    const bottom = yOf(frame, Math.min(c.open, c.close));
    g.fillStyle = color;
    g.fillRect(x - width / 2, top, width, Math.max(bottom - top, 1));
  });
}

function drawLine(
  g: SKRSContext2D,
  values: Series,
  frame: Frame,
  xOf: (i: number) => number,
  color: string,
  width: number,
  dashed = false,
): void {
  g.strokeStyle = color;
  g.lineWidth = width;
  g.setLineDash(dashed ? [5, 4] : []);
  g.beginPath();
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const y = yOf(frame, value);
    if (drawing) g.lineTo(xOf(i), y);
    else g.moveTo(xOf(i), y);
    drawing = true;
  });
  g.stroke();
  g.setLineDash([]);
}

function drawBand(
  g: SKRSContext2D,
  band: { upper: Series; lower: Series },
  frame: Frame,
  xOf: (i: number) => number,
): void {
  const points = band.upper
    .map((upper, i) => ({ i, upper, lower: band.lower[i] ?? null }))
    .filter((p): p is { i: number; upper: number; lower: number } => p.upper !== null && p.lower !== null);
  if (points.length < 2) return;
  g.fillStyle = COLORS.band;
  g.beginPath();
  points.forEach((p, k) => {
    if (k === 0) g.moveTo(xOf(p.i), yOf(frame, p.upper));
    else g.lineTo(xOf(p.i), yOf(frame, p.upper));
  });
  for (const p of [...points].reverse()) g.lineTo(xOf(p.i), yOf(frame, p.lower));
  g.closePath();
  g.fill();
  drawLine(g, band.upper, frame, xOf, COLORS.bandLine, 1, true);
  drawLine(g, band.lower, frame, xOf, COLORS.bandLine, 1, true);
}

function drawRsi(
  g: SKRSContext2D,
  pane: Extract<OscillatorPane, { kind: "rsi" }>,
  frame: Frame,
  xOf: (i: number) => number,
  plotWidth: number,
): void {
  g.fillStyle = "rgba(124, 58, 237, 0.06)";
  g.fillRect(LEFT, yOf(frame, 70), plotWidth, yOf(frame, 30) - yOf(frame, 70));
  for (const level of [30, 50, 70]) {
    const y = Math.round(yOf(frame, level)) + 0.5;
    g.strokeStyle = level === 50 ? COLORS.grid : COLORS.bandLine;
    g.setLineDash(level === 50 ? [] : [4, 4]);
    g.lineWidth = 1;
    g.beginPath();
    g.moveTo(LEFT, y);
    g.lineTo(LEFT + plotWidth, y);
    g.stroke();
    axisLabel(g, y, String(level), plotWidth);
  }
  g.setLineDash([]);
  frameBox(g, frame, plotWidth);
  drawLine(g, pane.values, frame, xOf, COLORS.rsi, 1.6);
  paneTitle(g, frame, pane.label);
}

function drawMacd(
  g: SKRSContext2D,
  pane: Extract<OscillatorPane, { kind: "macd" }>,
  top: number,
  xOf: (i: number) => number,
  slot: number,
  plotWidth: number,
): void {
  const range = extent([...defined(pane.macd), ...defined(pane.signal), ...defined(pane.histogram), 0]);
  const frame = padded({ top, height: PANE_HEIGHT, ...range }, 0.08);
  const ticks = axisTicks(frame, 4);
  gridAndAxis(g, frame, ticks, plotWidth, labelFormat(ticks));
  const zero = yOf(frame, 0);
  const width = bodyWidth(slot);
  pane.histogram.forEach((value, i) => {
    if (value === null) return;
    g.fillStyle = value >= 0 ? COLORS.upVolume : COLORS.downVolume;
    const y = yOf(frame, value);
    g.fillRect(xOf(i) - width / 2, Math.min(y, zero), width, Math.max(Math.abs(zero - y), 1));
  });
  drawLine(g, pane.macd, frame, xOf, COLORS.macd, 1.6);
  drawLine(g, pane.signal, frame, xOf, COLORS.signal, 1.4);
  paneTitle(g, frame, pane.label);
}

function dateLabels(
  g: SKRSContext2D,
  labels: readonly string[],
  xOf: (i: number) => number,
  y: number,
): void {
  if (labels.length === 0) return;
  const count = Math.min(8, labels.length);
  const step = Math.max(1, Math.floor((labels.length - 1) / Math.max(count - 1, 1)));
  g.font = `400 11px ${FONT}`;
  g.fillStyle = COLORS.muted;
  g.textBaseline = "top";
  for (let i = 0; i < labels.length; i += step) {
    g.textAlign = i === 0 ? "left" : "center";
    g.fillText(labels[i] as string, i === 0 ? LEFT : xOf(i), y);
  }
}

/** Axis labels with as many decimals as the tick step needs (a 0.005 step prints 23.425, 23.430). */
function labelFormat(ticks: readonly number[]): (value: number) => string {
  const step = ticks.length > 1 ? Math.abs((ticks[1] as number) - (ticks[0] as number)) : 1;
  const digits = Math.min(6, Math.max(0, -Math.floor(Math.log10(step) + 1e-9)));
  return (value) =>
    value === 0
      ? "0"
      : value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A price: two decimals, more (up to four) only where the value has them (23.4425, 129.61). */
export function formatPrice(value: number): string {
  if (value === 0) return "0";
  const abs = Math.abs(value);
  if (abs >= 1000)
    return value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const places = abs >= 1 ? 4 : 6;
  const text = value.toFixed(places).replace(/0+$/, "");
  const decimals = text.length - text.indexOf(".") - 1;
  return decimals >= 2 ? text : value.toFixed(2);
}

export function formatVolume(value: number): string {
  if (value >= 1e9) return `${(value / 1e9).toFixed(2)}B`;
  if (value >= 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(1)}K`;
  return String(Math.round(value));
}
