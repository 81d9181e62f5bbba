/**
 * Memoir's line of sight through the kernel's `Sight` answers exactly as the implementation it
 * replaced (los-oracle.ts) on every ordered pair of hexes of every shipped scenario and of random
 * boards (M44 p.8-9 [L324-356], p.18 [L786-800]; digest A9, A10, A12).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scenarios } from '../../src/index.js';
import { game } from '../../src/game.js';
import { lineOfSight } from '../../src/battle/attack.js';
import { STANDARD } from '../../src/board/geometry.js';
import { ScenarioSchema } from '../../src/scenarios/schema.js';
import { losPath } from '../../src/board/los.js';
import { occupancy } from '../../src/board/occupancy.js';
import { boardOf, type BoardInfo } from '../../src/board/static.js';
import { obstacleAt } from '../../src/terrain/effects.js';
import { OBSTACLE_IDS } from '../../src/data/obstacles.js';
import { TERRAIN_IDS, type TerrainRow } from '../../src/data/terrain.js';
import type { State } from '../../src/state.js';
import { oracleHasLos, oraclePath } from './los-oracle.js';
import { H, setupState, type MiniUnit } from '../helpers.js';

// Each run compares all 12,656 ordered pairs of a board: a few runs go a long way.
const RUNS = Math.min(40, Math.max(5, Math.floor(Number(process.env.ESAGONO_PROPERTY_RUNS ?? 100) / 10)));

/** The rule as Memoir wrote it before (attack.ts at 116ea73), over the oracle's geometry. */
function oracleSight(s: State, b: BoardInfo, cols: number, from: number, to: number): boolean {
  const occ = occupancy(s, b);
  const alt = (hex: number): number => (b.terrain[hex] as TerrainRow).altitude;
  const m = Math.min(alt(from), alt(to));
  return oracleHasLos(cols, from, to, (cell) => {
    if (cell < 0) return true;
    const t = b.terrain[cell] as TerrainRow;
    const g = t.altitude;
    if (t.hillGround && g > m) return true;
    if (g < m) return false;
    if (occ[cell] !== -1) return true;
    if (t.blocksLos || b.lakeBlocks[cell]) return true;
    return obstacleAt(s, b, cell)?.blocksLos ?? false;
  });
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((x, y) => x - y);

/** Compares every ordered pair of distinct playable hexes; returns the first difference, or null. */
function firstDifference(s: State): string | null {
  const b = boardOf(s.scenario);
  const cols = b.geo.cols;
  for (const x of b.geo.playable)
    for (const y of b.geo.playable) {
      if (x === y) continue;
      const now = lineOfSight(s, b, x, y);
      if (now !== oracleSight(s, b, cols, x, y)) return `LOS ${x}->${y}: ${now}`;
      const p = losPath(b.geo, x, y);
      const o = oraclePath(cols, x, y);
      if (JSON.stringify(sorted(p.crossed)) !== JSON.stringify(sorted(o.crossed))) return `crossed ${x}->${y}`;
      const sides = [JSON.stringify(sorted(p.left)), JSON.stringify(sorted(p.right))].sort();
      const old = [JSON.stringify(sorted(o.left)), JSON.stringify(sorted(o.right))].sort();
      if (sides[0] !== old[0] || sides[1] !== old[1]) return `grazed ${x}->${y}`;
    }
  return null;
}

describe('M44 line of sight through the kernel equals the former implementation', () => {
  it.each(Object.keys(scenarios))('every ordered pair of hexes on %s (M44 p.8-9, p.18)', (id) => {
    const r = game.setup((scenarios[id] as (typeof scenarios)[string]));
    if (!r.ok) throw new Error(r.error.message);
    expect(boardOf(r.state.scenario).geo.playable.length).toBeGreaterThan(100);
    expect(firstDifference(r.state)).toBeNull();
  });

  it('every ordered pair of hexes on random boards: terrain, altitudes, obstacles, units (property; M44 p.8-9, p.18)', () => {
    const hexes = STANDARD.playable.filter((h) => h < 9 * 25);
    const at = fc.integer({ min: 0, max: hexes.length - 1 }).map((i) => hexes[i] as number);
    const rc = (h: number): [number, number] => [Math.floor(h / 25), h % 25];
    const terrainIds = TERRAIN_IDS.filter((t) => t !== 'ocean');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(at, fc.constantFrom(...terrainIds)), { maxLength: 60 }),
        fc.array(fc.tuple(at, fc.constantFrom(...OBSTACLE_IDS)), { maxLength: 6 }),
        fc.uniqueArray(at, { maxLength: 16 }),
        (terrain, obstacles, units) => {
          const unitHexes = new Set(units);
          let s: State;
          try {
            s = setupState({
              terrain: terrain.map(([h, t]) => [...rc(h), unitHexes.has(h) && t === 'lake' ? 'hill' : t]),
              obstacles: obstacles.filter(([h]) => !unitHexes.has(h)).map(([h, o]) => [...rc(h), o]),
              units: units.map((h, i): MiniUnit => ({ row: rc(h)[0], col: rc(h)[1], side: i % 2 === 0 ? 'allies' : 'axis' })),
            });
          } catch {
            fc.pre(false);
            return;
          }
          expect(firstDifference(s)).toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('every ordered pair of hexes on the Overlord board, 26 hexes wide, across the seam (M44-OVL; M44 p.8 [L328])', () => {
    const terrain = [
      [4, 24, 'woods'],
      [4, 26, 'hill'],
      [3, 25, 'town'],
      [5, 25, 'hill'],
      [1, 49, 'woods'],
      [7, 1, 'hedgerow'],
      [2, 30, 'mountain'],
      [6, 38, 'lake'],
      [6, 40, 'lake'],
    ] as const;
    const r = game.setup({
      scenario: ScenarioSchema.parse({
        id: 'overlord-los',
        name: 'Overlord LOS',
        provenance: { source: 'hand-built for tests' },
        briefing: '',
        board: { face: 'countryside', type: 'overlord' },
        terrain: terrain.map(([row, col, t]) => ({ row, col, terrain: t })),
        obstacles: [],
        units: [
          { row: 7, col: 25, side: 'allies', type: 'infantry', figures: 4 },
          { row: 5, col: 29, side: 'allies', type: 'armor', figures: 3 },
          { row: 1, col: 25, side: 'axis', type: 'infantry', figures: 4 },
          { row: 3, col: 39, side: 'axis', type: 'infantry', figures: 4 },
        ],
        objectives: [],
        hands: { allies: 5, axis: 5 },
        firstPlayer: 'allies',
        victory: { allies: 3, axis: 3 },
        specialRules: [],
      }),
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(firstDifference(r.state)).toBeNull();
    expect(boardOf(r.state.scenario).geo.playable.length).toBe(230);
  });

  it('the worked corner-direction line at distance 4 meets the same hexes as before (M44 p.9 [L354-356])', () => {
    const p = losPath(STANDARD, H(8, 10), H(4, 10));
    expect(p.crossed).toEqual([H(6, 10)]);
    expect(sorted([...p.left, ...p.right])).toEqual(sorted([H(5, 9), H(5, 11), H(7, 9), H(7, 11)]));
  });
});
