/** How long to spend on one function, in milliseconds. */
export interface Budget {
  readonly warmupMs: number;
  readonly measureMs: number;
  /** Target duration of one timed batch. */
  readonly batchMs: number;
  /** Calls the warm-up makes at least, however long they take (the JIT needs calls, not time). */
  readonly warmupCalls: number;
}

export const DEFAULT_BUDGET: Budget = { warmupMs: 150, measureMs: 600, batchMs: 50, warmupCalls: 1 };

/** Calls per second: the median batch, and the fastest one. */
export interface Rates {
  readonly median: number;
  readonly best: number;
}

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
  return rates(fn, budget, clock).median;
}

/** As `opsPerSecond`, with the fastest batch too. */
export function rates(fn: () => void, budget: Budget = DEFAULT_BUDGET, clock: Clock = 'cpu'): Rates {
  const now = clock === 'cpu' ? cpuNow : () => performance.now();
  let calls = 0;
  const w0 = now();
  let elapsed = 0;
  do {
    fn();
    calls++;
    elapsed = now() - w0;
  } while (elapsed < budget.warmupMs || calls < budget.warmupCalls);
  const perCall = elapsed / calls;
  const batch = Math.max(1, Math.round(budget.batchMs / perCall));
  if (batch === 1) return slowRate(fn, budget, now);
  const rs: number[] = [];
  const m0 = now();
  while (rs.length < 5 || now() - m0 < budget.measureMs) {
    const t0 = now();
    for (let i = 0; i < batch; i++) fn();
    const dt = now() - t0;
    rs.push((batch * 1000) / Math.max(dt, 1e-6));
  }
  return { median: median(rs), best: Math.max(...rs) };
}

/**
 * For calls slower than a batch, whose cost varies from call to call: the median of single
 * calls would describe one typical call, not a sample of them, so the rate is all calls over
 * all time, after a longer warm-up, over at least 20 calls and four times the usual budget.
 */
function slowRate(fn: () => void, budget: Budget, now: () => number): Rates {
  for (let i = 0; i < 5; i++) fn();
  let calls = 0;
  const m0 = now();
  while (calls < 20 || now() - m0 < 4 * budget.measureMs) {
    fn();
    calls++;
  }
  const rate = (calls * 1000) / Math.max(now() - m0, 1e-6);
  return { median: rate, best: rate };
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** A fixed piece of plain work: integer arithmetic and short-lived small objects. */
function referenceWork(): number {
  let x = 0;
  for (let i = 0; i < 20_000; i++) {
    const o = { a: i, b: x & 1023 };
    x = (x * 31 + o.a + o.b) % 1_000_003;
  }
  return x;
}

// Written by every call, and module state, so the reference work cannot be optimised away.
let sink = 0;

/** Calls per second of the reference work: the machine's speed at the moment (see CaseResult). */
export function calibrate(clock: Clock = 'cpu'): number {
  return rates(() => {
    sink ^= referenceWork();
  }, { warmupMs: 100, measureMs: 300, batchMs: 30, warmupCalls: 1 }, clock).median;
}
