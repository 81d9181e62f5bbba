import type { BenchResults } from './types.js';

/** A case more than this fraction slower than its baseline is a regression. */
export const REGRESSION_THRESHOLD = 0.2;

export interface Comparison {
  readonly name: string;
  readonly now: number;
  readonly baseline: number | null;
  /** now / baseline - 1: -0.25 means 25% slower. */
  readonly change: number | null;
  readonly regression: boolean;
}

/** Compares each case's Esagono rate with the baseline's; peers are context, not checked. */
export function compare(results: BenchResults, baseline: BenchResults | null, threshold = REGRESSION_THRESHOLD): Comparison[] {
  const base = new Map((baseline?.cases ?? []).map((c) => [c.name, c.esagono]));
  return results.cases.map((c) => {
    const b = base.get(c.name);
    if (b === undefined || !(b > 0)) return { name: c.name, now: c.esagono, baseline: null, change: null, regression: false };
    const change = c.esagono / b - 1;
    return { name: c.name, now: c.esagono, baseline: b, change, regression: change < -threshold };
  });
}

/** 1234567 -> "1.23M", for a table that fits a terminal. */
export function fmtRate(x: number): string {
  if (x >= 1e9) return `${(x / 1e9).toFixed(2)}G`;
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)}M`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(2)}k`;
  return x.toFixed(x >= 100 ? 0 : 1);
}
