/** Hand-built scenarios and forced play for tests. */
import { randomPlayout } from '@esagono/kernel';
import { ScenarioSchema, type Scenario, type ScenarioInput } from '../src/scenarios/schema.js';
import { game } from '../src/game.js';
import { STANDARD } from '../src/board/geometry.js';
import type { Move, Order, State, Turn, Unit } from '../src/state.js';
import type { TerrainId } from '../src/data/terrain.js';
import type { ObstacleId } from '../src/data/obstacles.js';
import type { BadgeId } from '../src/data/badges.js';
import type { UnitType } from '../src/data/units.js';
import type { CardId } from '../src/data/cards.js';
import { FACES, type Face, type FaceCounts } from '../src/battle/dice.js';

const hexId = STANDARD.hexId;

export interface MiniUnit {
  row: number;
  col: number;
  side: 'allies' | 'axis';
  type?: UnitType;
  figures?: number;
  badge?: BadgeId;
}

export interface Mini {
  terrain?: [number, number, TerrainId][];
  obstacles?: [number, number, ObstacleId][];
  units: MiniUnit[];
  objectives?: ScenarioInput['objectives'];
  hands?: { allies: number; axis: number };
  victory?: { allies: number; axis: number };
  first?: 'allies' | 'axis';
  specialRules?: ScenarioInput['specialRules'];
}

const DEFAULT_FIGURES: Record<UnitType, number> = { infantry: 4, armor: 3, artillery: 2 };

export function scenario(m: Mini): Scenario {
  return ScenarioSchema.parse({
    id: 'test',
    name: 'Test',
    provenance: { source: 'hand-built for tests' },
    briefing: '',
    board: { face: 'countryside', type: 'standard' },
    terrain: (m.terrain ?? []).map(([row, col, terrain]) => ({ row, col, terrain })),
    obstacles: (m.obstacles ?? []).map(([row, col, obstacle]) => ({ row, col, obstacle })),
    units: m.units.map((u) => ({
      row: u.row,
      col: u.col,
      side: u.side,
      type: u.type ?? 'infantry',
      figures: u.figures ?? (u.badge === 'elite-armor' ? 4 : u.badge === 'resistance' ? 3 : DEFAULT_FIGURES[u.type ?? 'infantry']),
      ...(u.badge ? { badge: u.badge } : {}),
    })),
    objectives: m.objectives ?? [],
    hands: m.hands ?? { allies: 4, axis: 4 },
    firstPlayer: m.first ?? 'allies',
    victory: m.victory ?? { allies: 4, axis: 4 },
    specialRules: m.specialRules ?? [],
  });
}

export function setupState(m: Mini): State {
  const r = game.setup({ scenario: scenario(m) });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

export const H = hexId;

/** The index of the unit standing on (row, col). */
export function unitOn(s: State, row: number, col: number): number {
  const i = s.units.findIndex((u) => u.at === hexId(row, col));
  if (i < 0) throw new Error(`no unit on ${row},${col}`);
  return i;
}

const order = (u: Unit): Order => ({
  unit: u.id,
  start: u.at,
  moved: false,
  cost: 0,
  stopped: false,
  canBattle: true,
  battles: 0,
  overrun: false,
});

/**
 * A state in the given phase of the active side's turn, with the given units ordered by `card`
 * (hands are replaced so no draw is needed).
 */
export function withOrders(s: State, units: number[], phase: 'move' | 'battle', card: CardId = 'direct-from-hq'): State {
  const turn: Turn = {
    card,
    effect: card,
    mirror: false,
    orders: units.map((i) => order(s.units[i] as Unit)),
    slots: [0, 0, 0],
    anySlots: 4,
    section: -1,
    finest: null,
    fallback: false,
    picked: [],
  };
  return { ...s, turn, phase: { kind: phase } };
}

export function apply(s: State, m: Move): State {
  const r = game.resolve(s, m);
  if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
  return r.state;
}

/** The active side plays `card` from a hand of `card` and `rest`, in its play phase (M44 p.6 [L195]). */
export function playCard(s: State, card: CardId, rest: readonly CardId[] = []): State {
  const st: State = { ...s, hands: { ...s.hands, [s.active]: [card, ...rest] }, phase: { kind: 'play' }, turn: null };
  return apply(st, { type: 'play', card });
}

/** Faces in FACES order from a list of face names. */
export function faces(...names: Face[]): FaceCounts {
  const f: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const n of names) f[FACES.indexOf(n)]! += 1;
  return f;
}

export function playout(sc: Scenario, seed: number) {
  return randomPlayout(game, { scenario: sc }, seed);
}

/** Dice of the attack of unit `a` on unit `t` in a fresh battle step, or null when it is not legal. */
export function diceFor(s: State, a: number, t: number, card: CardId = 'direct-from-hq'): number | null {
  const st = withOrders(s, [a], 'battle', card);
  const r = game.resolve(st, { type: 'attack', unit: a, target: t });
  if (!r.ok) return null;
  const ph = r.state.phase;
  return ph.kind === 'roll' || ph.kind === 'ambush' ? ph.attack.dice : null;
}

/** Declares an attack and forces the roll. */
export function attackWith(s: State, a: number, t: number, roll: FaceCounts, card: CardId = 'direct-from-hq'): State {
  const st = withOrders(s, [a], 'battle', card);
  return apply(declare(st, a, t), { type: 'roll', faces: roll });
}

/** Declares an attack; a close assault pauses for the defender's Ambush, which is passed. */
export function declare(s: State, a: number, t: number): State {
  const r = apply(s, { type: 'attack', unit: a, target: t });
  return r.phase.kind === 'ambush' ? apply(r, { type: 'ambush', play: false }) : r;
}

export function legalTargets(s: State, a: number): number[] {
  const st = withOrders(s, [a], 'battle');
  return game
    .legalMoves(st)
    .flatMap((m) => (m.type === 'attack' && m.unit === a ? [m.target] : []))
    .sort((x, y) => x - y);
}

export function moveTargets(s: State, a: number, card: CardId = 'direct-from-hq'): number[] {
  const st = withOrders(s, [a], 'move', card);
  return game
    .legalMoves(st)
    .flatMap((m) => (m.type === 'move' && m.unit === a ? [m.to] : []))
    .sort((x, y) => x - y);
}
