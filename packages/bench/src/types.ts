import type { Budget } from './measure.js';

/**
 * One benchmark: the Esagono function and, where one exists, the same work done by
 * peer libraries. Each function is called many times; its rate is reported in calls
 * per second ("ops/s"), so a function that does a batch of work counts as one op.
 */
export interface BenchCase {
  name: string;
  esagono: () => void;
  peers: Record<string, () => void>;
  /** Overrides of the default time budget (a whole game needs a longer warm-up and batches). */
  budget?: Partial<Budget>;
  /**
   * Untimed work before the warm-up (e.g. sampling the states a case decides on): done inside the
   * first timed call instead, it would use up the warm-up and make the first call size the batches.
   */
  prepare?: () => void;
}

export interface CaseResult {
  readonly name: string;
  readonly unit: 'ops/s';
  /** The median batch rate. */
  readonly esagono: number;
  /** The fastest batch: on a shared machine, the nearest to what the code costs undisturbed. */
  readonly best?: number;
  /**
   * Calls per second of a fixed reference loop (integer arithmetic and small objects) timed in
   * the same process just before the case: how fast the shared machine was at the time, so runs
   * made at different times can be compared.
   */
  readonly calibration?: number;
  readonly peers: Readonly<Record<string, number>>;
}

/** Two builds timed in one process, alternating batches (paired.ts). */
export interface PairedResult {
  /** The git ref the working tree was compared with. */
  readonly ref: string;
  readonly scenario: string;
  readonly pairs: number;
  readonly gamesPerBatch: number;
  /** Median over the pairs of (ref's CPU time / working tree's): above 1, the working tree is faster. */
  readonly ratio: number;
  readonly ratios: readonly number[];
  readonly date: string;
}

export interface BenchResults {
  readonly cases: readonly CaseResult[];
  readonly paired?: PairedResult;
  readonly machine: Readonly<Record<string, string | number>>;
  readonly date: string;
}
