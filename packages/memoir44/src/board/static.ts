/**
 * Static facts of a scenario's board, built once per scenario object, so every move reads typed
 * arrays instead of lists; with them the board's geometry and the game's context (context.ts).
 * `boardOf` is the one lookup from a state's scenario to them: the registry below is the only
 * module-level table of games, and it only finds what a scenario determines.
 */
import { OBSTACLES, type ObstacleId, type ObstacleRow } from '../data/obstacles.js';
import { TERRAIN, type TerrainRow } from '../data/terrain.js';
import type { Scenario } from '../scenarios/schema.js';
import type { Player } from '../state.js';
import type { UnitType } from '../data/units.js';
import { newMemo, type GameMemo } from './context.js';
import { losBoard, type LosBoard } from './los.js';
import { CELLS, distanceRC, geometryOf, type BoardGeometry } from './geometry.js';

/** Obstacles that never leave the board once set up; wire and sandbags live in the state. */
export const DYNAMIC_OBSTACLES: readonly ObstacleId[] = ['wire', 'sandbag'];

export interface ObjectiveInfo {
  readonly kind: 'temporary-medal' | 'permanent-medal' | 'majority-medal' | 'sudden-death' | 'exit';
  readonly side: Player | null;
  readonly hexes: readonly number[];
  readonly required: number;
  readonly medals: number;
}

export interface BoardInfo {
  /** The game's caches and scratch space (board/context.ts): read by the rules, not part of the board. */
  readonly memo: GameMemo;
  /** The board's geometry (13x9 or Overlord, M44-OVL): hex ids, neighbours, distances, sections. */
  readonly geo: BoardGeometry;
  readonly terrain: readonly TerrainRow[];
  /** Static obstacle per hex (bridge, bunker, hedgehog, embankment), or null. */
  readonly fixed: readonly (ObstacleRow | null)[];
  /** Side allowed the obstacle's benefit, or null for both (M44 p.19 [L819]). */
  readonly owner: readonly (Player | null)[];
  /** 1 where a hex is a lake in a group of 2+ contiguous lake hexes (M44 p.18 [L761]; digest A10). */
  readonly lakeBlocks: Uint8Array;
  /** 1 where the scenario forbids entry. */
  readonly closed: Uint8Array;
  /** Side whose baseline is row 8 (assumed allies: the .m44 convention puts the Allies at the bottom). */
  readonly bottom: Player;
  /** Air Power dice per hex (M44 p.21 [L885-899]). */
  readonly airPower: Readonly<Record<Player, number>>;
  readonly extraDraws: { readonly side: Player; readonly draw: number; readonly turns: number } | null;
  readonly objectives: readonly ObjectiveInfo[];
  /** Paratroopers dropped before `side`'s first turn on hexes within range of a centre (scenario rule). */
  readonly airdrop: {
    readonly side: Player;
    readonly type: UnitType;
    readonly units: number;
    readonly figures: number;
    readonly hexes: readonly number[];
  } | null;
  /** Line-of-sight tables of this board's geometry (M44 p.8-9). */
  readonly los: LosBoard;
}

/** Air superiority by front and year (M44 p.21 table [L893-899]). 'A' allies, 'X' axis, '-' none. */
const AIR: Readonly<Record<string, string>> = {
  western: 'XXXXXAA',
  eastern: 'XXXX---',
  pacific: 'XXXX-AA',
  mediterranean: '-XX--AA',
};

export function airPowerDice(front: string | undefined, year: number | undefined): Record<Player, number> {
  const row = front === undefined ? undefined : AIR[front];
  const ch = row === undefined || year === undefined ? 'A' : (row[Math.min(6, Math.max(0, year - 1939))] ?? 'A');
  if (ch === 'X') return { allies: 1, axis: 2 };
  if (ch === '-') return { allies: 1, axis: 1 };
  return { allies: 2, axis: 1 };
}

function build(s: Scenario): BoardInfo {
  const geo = geometryOf(s.board.type);
  const { hexId, rowOf, colOf, neighbors } = geo;
  const terrain: TerrainRow[] = new Array<TerrainRow>(CELLS).fill(TERRAIN.countryside);
  const fixed: (ObstacleRow | null)[] = new Array<ObstacleRow | null>(CELLS).fill(null);
  const owner: (Player | null)[] = new Array<Player | null>(CELLS).fill(null);
  const closed = new Uint8Array(CELLS);
  const closedTerrain = new Set<string>();
  let bunkerOwner: Player | null = null;
  let airPower: Record<Player, number> = airPowerDice(s.front, s.date ? Number(s.date.slice(0, 4)) : undefined);
  let extraDraws: BoardInfo['extraDraws'] = null;
  let airdrop: BoardInfo['airdrop'] = null;
  for (const r of s.specialRules) {
    if (r.id === 'impassable-terrain') r.terrain.forEach((t) => closedTerrain.add(t));
    if (r.id === 'bunker-owner') bunkerOwner = r.side;
    if (r.id === 'extra-draws') extraDraws = { side: r.side, draw: r.draw, turns: r.turns };
    if (r.id === 'airdrop') {
      const hexes = geo.playable.filter((h) => distanceRC(rowOf(h), colOf(h), r.center.row, r.center.col) <= r.range);
      airdrop = { side: r.side, type: r.type, units: r.units, figures: r.figures, hexes };
    }
    if (r.id === 'air-superiority')
      airPower = r.side === 'allies' ? { allies: 2, axis: 1 } : r.side === 'axis' ? { allies: 1, axis: 2 } : { allies: 1, axis: 1 };
  }
  for (const t of s.terrain) {
    const id = hexId(t.row, t.col);
    terrain[id] = TERRAIN[t.terrain];
    if (t.impassable || closedTerrain.has(t.terrain)) closed[id] = 1;
  }
  for (const o of s.obstacles) {
    if (DYNAMIC_OBSTACLES.includes(o.obstacle)) continue;
    const id = hexId(o.row, o.col);
    fixed[id] = OBSTACLES[o.obstacle];
    owner[id] = o.owner ?? (o.obstacle === 'bunker' ? bunkerOwner : null);
  }
  const lakeBlocks = new Uint8Array(CELLS);
  for (let id = 0; id < CELLS; id++) {
    if (terrain[id]?.id !== 'lake') continue;
    for (let d = 0; d < 6; d++) {
      const n = neighbors[id * 6 + d] as number;
      if (n >= 0 && terrain[n]?.id === 'lake') lakeBlocks[id] = 1;
    }
  }
  const objectives: ObjectiveInfo[] = s.objectives.map((o) => ({
    kind: o.kind,
    side: 'side' in o ? o.side : null,
    hexes: o.hexes.map((h) => hexId(h.row, h.col)),
    required: 'required' in o ? o.required : 1,
    medals: 'medals' in o ? o.medals : 1,
  }));
  return { memo: newMemo(), geo, terrain, fixed, owner, lakeBlocks, closed, bottom: 'allies', airPower, extraDraws, objectives, airdrop, los: losBoard(geo.cols) };
}

// Weak: a scenario no game holds any more takes its board and context with it.
const cache = new WeakMap<Scenario, BoardInfo>();
// Every step asks several times for the board of the same scenario: skip the WeakMap then.
let lastScenario: Scenario | null = null;
let lastBoard: BoardInfo | null = null;

export function boardOf(s: Scenario): BoardInfo {
  if (s === lastScenario && lastBoard) return lastBoard;
  let b = cache.get(s);
  if (!b) {
    b = build(s);
    cache.set(s, b);
  }
  lastScenario = s;
  lastBoard = b;
  return b;
}
