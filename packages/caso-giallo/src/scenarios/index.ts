/**
 * The shipped scenarios with their compiled maps and counter manifests: Fortress Holland (CG SB8)
 * and scenarios 1-3 (SB5-SB7) on the stand-in big map (see the package README).
 */
import { deepFreeze } from '@esagono/kernel';
import { compileBoard, type Board } from '../map/board.js';
import { newContext, type GameContext } from '../context.js';
import { FORTRESS_HOLLAND_MAP } from '../map/fortress-holland.js';
import { FORTRESS_HOLLAND_COUNTERS, ManifestSchema, type Counter } from '../setup/counters.js';
import { SetupSchema, type SetupData } from '../setup/schema.js';
import { FORTRESS_HOLLAND } from './fortress-holland.js';
import { MAIN_MAP_S12, MAIN_MAP_S3 } from '../map/main-map.js';
import { MAIN_COUNTERS } from '../setup/main-counters.js';
import { BETTER_INFORMATION, HISTORICAL, HYPOTHETICAL } from './main.js';

export interface ScenarioData {
  readonly setup: SetupData;
  readonly board: Board;
  readonly counters: ReadonlyMap<string, Counter>;
  /** This scenario's caches (speed only, src/context.ts). */
  readonly context: GameContext;
}

function board(mapData: unknown): Board {
  const b = compileBoard(mapData);
  if (!b.ok) throw new Error(`map: ${b.path}: ${b.message}`);
  return b.board;
}

function build(setup: SetupData, mapData: unknown | Board, counters: readonly Counter[]): ScenarioData {
  const b = typeof mapData === 'object' && mapData !== null && 'map' in mapData && 'ids' in mapData ? ({ ok: true, board: mapData as Board } as const) : compileBoard(mapData);
  if (!b.ok) throw new Error(`map ${setup.map}: ${b.path}: ${b.message}`);
  const manifest = ManifestSchema.parse(counters);
  return { setup: SetupSchema.parse(setup), board: b.board, counters: new Map(manifest.map((c) => [c.id, c])), context: newContext() };
}

const withoutStars = (c: Counter): Counter => {
  const { blackStars: _b, ...rest } = c;
  return rest;
};

/** The scenario 1-2 side, compiled once for both scenarios. */
const S12_BOARD = board(MAIN_MAP_S12);

export const SCENARIO_DATA: Readonly<Record<string, ScenarioData>> = Object.freeze({
  'fortress-holland': build(FORTRESS_HOLLAND, FORTRESS_HOLLAND_MAP, FORTRESS_HOLLAND_COUNTERS),
  historical: build(HISTORICAL, S12_BOARD, MAIN_COUNTERS),
  // CG SB6.8: no star restrictions but the Maginot Zone's (its units keep their two black stars).
  'better-information': build(BETTER_INFORMATION, S12_BOARD, MAIN_COUNTERS.map((c) => (c.nationality === 'french' ? c : withoutStars(c)))),
  // CG SB7.4: stars are ignored.
  hypothetical: build(HYPOTHETICAL, MAIN_MAP_S3, MAIN_COUNTERS.map(withoutStars)),
});

/** The shipped set-ups, frozen (defineGame checks each once). */
export const scenarios: Readonly<Record<string, SetupData>> = deepFreeze({
  'fortress-holland': structuredClone(FORTRESS_HOLLAND),
  historical: structuredClone(HISTORICAL),
  'better-information': structuredClone(BETTER_INFORMATION),
  hypothetical: structuredClone(HYPOTHETICAL),
});

export { FORTRESS_HOLLAND, HISTORICAL, BETTER_INFORMATION, HYPOTHETICAL };
