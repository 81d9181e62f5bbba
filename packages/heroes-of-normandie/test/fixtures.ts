import { expect } from 'vitest';
import { Rng, pickChance } from '@esagono/kernel';
import { game, scenarios, type Move, type State, type Unit, type Player } from '../src/index.js';
import type { z } from 'zod';
import { placedUnit } from '../src/setup/build.js';
import type { BattlefieldSchema } from '../src/index.js';

/** A unit on the board, with its markers at their starting values. */
export function unit(id: string, owner: Player, counter: string, x: number, y: number, extra: Partial<Unit> = {}): Unit {
  return { ...placedUnit({ id, owner, counter, side: 0, x, y, facing: 0, group: null }), ...extra };
}

export interface Fixture {
  readonly width?: number;
  readonly height?: number;
  readonly tiles?: z.input<typeof BattlefieldSchema>['tiles'];
  readonly edges?: { x: number; y: number; dir: 0 | 6; noPassage: true }[];
  readonly phase?: State['phase'];
  readonly initiative?: Player;
}

/** A state on an open battlefield (default 20 x 20), no cards, no groups, Activation phase. */
export function board(units: Unit[], f: Fixture = {}): State {
  const side = { tokens: 0, bluffs: 1, hand: [] as string[], deck: {} as Record<string, number>, discards: 0, vp: 0, ordersDone: true, initiativeUsed: false, specialUsed: 0 };
  return {
    scenario: 'test',
    battlefield: { width: f.width ?? 20, height: f.height ?? 20, tiles: f.tiles ?? [], edges: f.edges ?? [], provenance: { kind: 'stand-in' } },
    objectives: [],
    vpTarget: 100,
    turn: 1,
    turns: 8,
    initiative: f.initiative ?? 'US',
    phase: f.phase ?? 'activation',
    placing: f.initiative ?? 'US',
    nextReveal: f.initiative ?? 'US',
    units,
    groups: [],
    sides: { US: { ...side }, DE: { ...side } },
    activation: null,
    directives: [],
    directing: null,
    gap: null,
    gapPassed: [],
    scatter: null,
    smokes: [],
    smokeThrow: null,
    unload: [],
    destruction: [],
    mgNests: [],
    bombs: [],
    zones: null,
    demolition: null,
    heroic: null,
    attack: null,
    aa: null,
    vetRoll: null,
    displace: null,
    supply: null,
    draws: [],
    noOrders: [],
    result: null,
  };
}

/** Applies moves through the protocol, each checked as accepted. */
export function play(s: State, moves: readonly Move[]): State {
  let state = s;
  for (const m of moves) {
    const r = game.resolve(state, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error.code} ${r.error.message}`);
    state = r.state;
  }
  return state;
}

export function refused(s: State, m: Move): void {
  const r = game.resolve(s, m);
  expect(r.ok).toBe(false);
}

export function u(s: State, id: string): Unit {
  const x = s.units.find((v) => v.id === id);
  if (!x) throw new Error(`no unit ${id}`);
  return x;
}

/** Starts an activation of `id` directly (its Order revealed). */
export function activate(s: State, id: string): State {
  const x = u(s, id);
  const units = s.units.map((v) => (v.id === id ? { ...v, token: v.token ?? 1, revealed: true, acted: true } : v));
  return {
    ...s,
    units,
    activation: {
      unit: id,
      player: x.owner,
      stage: 'start',
      spent: 0,
      fromX: x.x,
      fromY: x.y,
      stopped: false,
      weaponsUsed: [],
      boost: { fire: 0, move: 0, defense: 0, fuel: 0 },
      supply: false,
      ofOffered: false,
      barrage: null,
      flipped: false,
    },
  };
}

export function moveTypes(s: State): string[] {
  return game.legalMoves(s).map((m) => m.type);
}

/** An accepted move's result: the next state and the events. */
export type Resolved = Extract<ReturnType<typeof game.resolve>, { ok: true }>;

/**
 * Seeded random games of a scenario (seeds 0 to `games`-1; chance by its odds, players uniformly
 * among the legal moves), each played to its end or `game.maxMoves`, every move checked as accepted.
 * `visit` sees each move with the state it was played in and its result. Returns the final states.
 */
export function randomGames(scenario: string, games: number, visit: (m: Move, before: State, r: Resolved) => void): State[] {
  const setup = scenarios[scenario];
  if (setup === undefined) throw new Error(`no scenario ${scenario}`);
  const finals: State[] = [];
  for (let seed = 0; seed < games; seed++) {
    const init = game.setup(setup, { seed });
    if (!init.ok) throw new Error(init.error.message);
    let s = init.state;
    const rng = new Rng(seed);
    for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
      const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      visit(m, s, r);
      s = r.state;
    }
    finals.push(s);
  }
  return finals;
}
