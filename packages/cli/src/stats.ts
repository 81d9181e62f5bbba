/**
 * Wilson score interval for a binomial proportion: better than the normal
 * approximation near 0 and 1 and for small samples. z = 1.959964 gives 95%.
 */
export function wilson(successes: number, trials: number, z = 1.959964): readonly [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const den = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / den;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface LengthStats {
  readonly mean: number;
  readonly sd: number;
  readonly min: number;
  readonly median: number;
  readonly max: number;
}

/** Mean, sample standard deviation, min, median and max; all 0 for no data. */
export function lengthStats(values: readonly number[]): LengthStats {
  const n = values.length;
  if (n === 0) return { mean: 0, sd: 0, min: 0, median: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? sorted.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { mean, sd: Math.sqrt(variance), min: sorted[0] as number, median, max: sorted[n - 1] as number };
}
