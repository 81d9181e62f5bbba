/**
 * The titles the bench plays, imported from their own packages (the bench does not depend on the
 * CLI). To measure a new title: depend on its package in package.json and add a row here.
 */
import type { AnyGame } from '@esagono/kernel';
import { game as casoGiallo, scenarios as casoGialloScenarios } from '@esagono/caso-giallo';
import { game as heroes, scenarios as heroesScenarios } from '@esagono/heroes-of-normandie';
import { game as memoir44, scenarios as memoir44Scenarios } from '@esagono/memoir44';
import { game as normandy44, scenarios as normandy44Scenarios } from '@esagono/normandy44';
import { game as omahaBeach, scenarios as omahaScenarios } from '@esagono/omaha-beach';

export interface BenchTitle {
  readonly game: AnyGame;
  readonly scenarios: Readonly<Record<string, unknown>>;
  /** The scenario measured first; the first one listed when absent. */
  readonly referenceScenario?: string;
}

export const titles: Readonly<Record<string, BenchTitle>> = {
  [memoir44.id]: { game: memoir44 as unknown as AnyGame, scenarios: memoir44Scenarios, referenceScenario: 'pegasus-bridge' },
  // The reference scenarios of issues #17-#20: Cherbourg (N44 26), Fortress Holland (CG SB8),
  // Easy Fox (the DDOB basic game's short scenario) and the free Heroes of Normandie scenario.
  [normandy44.id]: { game: normandy44 as unknown as AnyGame, scenarios: normandy44Scenarios, referenceScenario: 'cherbourg' },
  [casoGiallo.id]: { game: casoGiallo as unknown as AnyGame, scenarios: casoGialloScenarios, referenceScenario: 'fortress-holland' },
  [omahaBeach.id]: { game: omahaBeach as unknown as AnyGame, scenarios: omahaScenarios, referenceScenario: 'easy-fox' },
  [heroes.id]: { game: heroes as unknown as AnyGame, scenarios: heroesScenarios, referenceScenario: 'free-skirmish' },
};
