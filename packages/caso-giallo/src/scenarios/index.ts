/**
 * The shipped scenarios with their compiled maps and counter manifests. Only Fortress Holland
 * (CG SB8) is playable so far; scenarios 1-3 need the maps, counters and schedules the sources
 * lack (see the package README).
 */
import { deepFreeze } from '@esagono/kernel';
import { compileBoard, type Board } from '../map/board.js';
import { FORTRESS_HOLLAND_MAP } from '../map/fortress-holland.js';
import { FORTRESS_HOLLAND_COUNTERS, ManifestSchema, type Counter } from '../setup/counters.js';
import { SetupSchema, type SetupData } from '../setup/schema.js';
import { FORTRESS_HOLLAND } from './fortress-holland.js';

export interface ScenarioData {
  readonly setup: SetupData;
  readonly board: Board;
  readonly counters: ReadonlyMap<string, Counter>;
}

function build(setup: SetupData, mapData: unknown, counters: readonly Counter[]): ScenarioData {
  const b = compileBoard(mapData);
  if (!b.ok) throw new Error(`map ${setup.map}: ${b.path}: ${b.message}`);
  const manifest = ManifestSchema.parse(counters);
  return { setup: SetupSchema.parse(setup), board: b.board, counters: new Map(manifest.map((c) => [c.id, c])) };
}

export const SCENARIO_DATA: Readonly<Record<string, ScenarioData>> = Object.freeze({
  'fortress-holland': build(FORTRESS_HOLLAND, FORTRESS_HOLLAND_MAP, FORTRESS_HOLLAND_COUNTERS),
});

/** The shipped set-ups, frozen (defineGame checks each once). */
export const scenarios: Readonly<Record<string, SetupData>> = deepFreeze({ 'fortress-holland': structuredClone(FORTRESS_HOLLAND) });

export { FORTRESS_HOLLAND };
