/** How long to spend on one function, in milliseconds. */
export interface Budget {
  readonly warmupMs: number;
  readonly measureMs: number;
  /** Target duration of one timed batch. */
  readonly batchMs: number;
}

export const DEFAULT_BUDGET: Budget = { warmupMs: 150, measureMs: 600, batchMs: 50 };

/**
 * Calls per second of `fn`: a warm-up (which lets the JIT settle and sizes the batches),
 * then timed batches until the budget is spent; the median batch rate is returned, as
 * it shrugs off the odd garbage collection or scheduler hiccup.
 */
export function opsPerSecond(fn: () => void, budget: Budget = DEFAULT_BUDGET): number {
  let calls = 0;
  const w0 = performance.now();
  let elapsed = 0;
  do {
    fn();
    calls++;
    elapsed = performance.now() - w0;
  } while (elapsed < budget.warmupMs);
  const perCall = elapsed / calls;
  const batch = Math.max(1, Math.round(budget.batchMs / perCall));
  const rates: number[] = [];
  const m0 = performance.now();
  while (rates.length < 5 || performance.now() - m0 < budget.measureMs) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) fn();
    const dt = performance.now() - t0;
    rates.push((batch * 1000) / Math.max(dt, 1e-6));
  }
  return median(rates);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
