/** How long to spend on one function, in milliseconds. */
export interface Budget {
  readonly warmupMs: number;
  readonly measureMs: number;
  /** Target duration of one timed batch. */
  readonly batchMs: number;
}

export const DEFAULT_BUDGET: Budget = { warmupMs: 150, measureMs: 600, batchMs: 50 };

/**
 * `cpu` times batches by the process's CPU time, which a busy shared machine disturbs far
 * less than wall-clock time (a descheduled process accrues none); `wall` is elapsed time.
 */
export type Clock = 'cpu' | 'wall';

const cpuNow = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Calls per second of `fn`: a warm-up (which lets the JIT settle and sizes the batches),
 * then timed batches until the budget, on the chosen clock, is spent. The median batch
 * rate is returned, as it shrugs off the odd garbage collection or scheduler hiccup.
 */
export function opsPerSecond(fn: () => void, budget: Budget = DEFAULT_BUDGET, clock: Clock = 'cpu'): number {
  const now = clock === 'cpu' ? cpuNow : () => performance.now();
  let calls = 0;
  const w0 = now();
  let elapsed = 0;
  do {
    fn();
    calls++;
    elapsed = now() - w0;
  } while (elapsed < budget.warmupMs);
  const perCall = elapsed / calls;
  const batch = Math.max(1, Math.round(budget.batchMs / perCall));
  if (batch === 1) return slowRate(fn, budget, now);
  const rates: number[] = [];
  const m0 = now();
  while (rates.length < 5 || now() - m0 < budget.measureMs) {
    const t0 = now();
    for (let i = 0; i < batch; i++) fn();
    const dt = now() - t0;
    rates.push((batch * 1000) / Math.max(dt, 1e-6));
  }
  return median(rates);
}

/**
 * For calls slower than a batch (a whole game), whose cost varies from call to call: the
 * median of single calls would describe one typical game, not a sample of them, so the
 * rate is all calls over all time, after a longer warm-up, over at least 20 calls and
 * four times the usual budget.
 */
function slowRate(fn: () => void, budget: Budget, now: () => number): number {
  for (let i = 0; i < 5; i++) fn();
  let calls = 0;
  const m0 = now();
  while (calls < 20 || now() - m0 < 4 * budget.measureMs) {
    fn();
    calls++;
  }
  return (calls * 1000) / Math.max(now() - m0, 1e-6);
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
