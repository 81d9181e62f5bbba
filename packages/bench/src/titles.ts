/**
 * The titles the bench plays, imported from their own packages (the bench does not depend on the
 * CLI). To measure a new title: depend on its package in package.json and add a row here.
 */
import type { AnyGame } from '@esagono/kernel';
import { game as memoir44, scenarios as memoir44Scenarios } from '@esagono/memoir44';

export interface BenchTitle {
  readonly game: AnyGame;
  readonly scenarios: Readonly<Record<string, unknown>>;
  /** The scenario measured first; the first one listed when absent. */
  readonly referenceScenario?: string;
}

export const titles: Readonly<Record<string, BenchTitle>> = {
  [memoir44.id]: { game: memoir44 as unknown as AnyGame, scenarios: memoir44Scenarios, referenceScenario: 'pegasus-bridge' },
};
