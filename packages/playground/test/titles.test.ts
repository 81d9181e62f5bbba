import { describe, expect, it } from 'vitest';
import { Rng, canonicalize, pickChance } from '@esagono/kernel';
import { SCENARIO_DATA, type State as CgState } from '@esagono/caso-giallo';
import { CARDS, type Move as HonMove, type State as HonState } from '@esagono/heroes-of-normandie';
import { MAP, type State as OmahaState } from '@esagono/omaha-beach';
import { mapOf, type State as N44State } from '@esagono/normandy44';
import { targetsOf } from '../src/targets.js';
import { casoGialloPresenter } from '../src/titles/caso-giallo.js';
import { heroesPresenter } from '../src/titles/heroes-of-normandie.js';
import { normandy44Presenter } from '../src/titles/normandy44.js';
import { omahaPresenter } from '../src/titles/omaha-beach.js';
import { PRESENTERS } from '../src/titles/index.js';
import type { AnyPresenter, BoardDrawing } from '../src/titles/types.js';

/** The cells drawn with a counter: the pieces, or when the picture draws the counters, its stacks (`class="stack" data-hex`). */
function counterCells(d: BoardDrawing): Set<string> {
  if (d.picture === undefined || d.pieces.length > 0) return new Set(d.pieces.map((x) => x.at));
  return new Set([...d.picture.matchAll(/class="stack" data-hex="([^"]+)"/g)].map((m) => `h:${m[1]}`));
}

/**
 * The presenters of the four titles of issues #17-#20: each draws its map and every unit the view
 * shows, anchors unit movement on the board, and draws nothing the viewer may not know.
 */
interface Case {
  readonly p: AnyPresenter;
  /** Cells of the board: the map's hexes or squares (and Omaha's landing boxes). */
  readonly cells: (state: unknown) => number;
  /** The cell of every unit or stack the state has on the board. */
  readonly occupied: (state: unknown) => Set<string>;
  /** The move type that moves a unit from its cell to another. */
  readonly movement: string;
  readonly limit: number;
}

const CASES: readonly Case[] = [
  {
    p: normandy44Presenter,
    // Each scenario's own map: the Cotentin for Cherbourg, the campaign map for the others.
    cells: (st) => mapOf(st as N44State).map.size,
    occupied: (st) => new Set((st as N44State).units.filter((u) => u.box === 'map' && u.hex !== null).map((u) => `h:${u.hex}`)),
    movement: 'move',
    limit: 120,
  },
  {
    p: casoGialloPresenter,
    cells: (st) => (SCENARIO_DATA[(st as CgState).scenario]?.board.map.size ?? -1),
    occupied: (st) => {
      const s = st as CgState;
      const b = SCENARIO_DATA[s.scenario]?.board;
      return new Set(s.units.filter((u) => u.loc >= 0).map((u) => `h:${b?.ids[u.loc]}`));
    },
    movement: 'step',
    limit: 200,
  },
  {
    p: omahaPresenter,
    cells: () => MAP.data.hexes.length + MAP.boxes.length,
    occupied: (st) => {
      const s = st as OmahaState;
      const out = new Set(Object.keys(s.german).map((h) => `h:${h}`));
      for (const u of Object.values(s.us)) {
        if (u.loc.kind === 'hex') out.add(`h:${u.loc.hex}`);
        if (u.loc.kind === 'box') out.add(`box:${u.loc.box.replace(/[^A-Za-z0-9]+/g, '')}`);
      }
      return out;
    },
    movement: 'move',
    limit: 200,
  },
  {
    p: heroesPresenter,
    cells: (st) => (st as HonState).battlefield.width * (st as HonState).battlefield.height,
    occupied: (st) => new Set((st as HonState).units.filter((u) => u.alive || u.wreck).map((u) => `sq:${u.x},${u.y}`)),
    movement: 'step',
    limit: 250,
  },
];

/** States of a seeded random game, up to `limit` moves, with the move played from each. */
function game(p: AnyPresenter, setup: unknown, seed: number, limit: number): { state: unknown; move: unknown }[] {
  const init = p.game.setup(setup, { seed });
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  const out: { state: unknown; move: unknown }[] = [];
  let st = init.state;
  for (let i = 0; i < limit; i++) {
    const a = p.game.actor(st);
    if (a.kind === 'terminal') break;
    const move = a.kind === 'chance' ? pickChance(p.game.chanceOutcomes(st), rng) : rng.pick(p.game.legalMoves(st));
    out.push({ state: st, move });
    const r = p.game.resolve(st, move);
    if (!r.ok) throw new Error(r.error.message);
    st = r.state;
  }
  return out;
}

describe('the four titles in the playground', () => {
  it('come after Memoir 44 and Skirmish, so the page still opens on Memoir 44', () => {
    expect(PRESENTERS.map((p) => p.id)).toEqual(['memoir44', 'skirmish', 'normandy44', 'caso-giallo', 'omaha-beach', 'heroes-of-normandie']);
  });

  describe.each(CASES.map((c) => [c.p.id, c] as const))('%s', (_id, c) => {
    const { p } = c;

    it('draws the whole map and a counter on every occupied cell of the initial view of each scenario', () => {
      for (const sc of p.scenarios) {
        const init = p.game.setup(sc.setup, { seed: 1 });
        if (!init.ok) throw new Error(init.error.message);
        for (const player of p.game.players) {
          const d = p.board(p.game.view(init.state, player), sc.setup, { coordinates: false }, init.state);
          expect(d.cells).toHaveLength(c.cells(init.state));
          const occupied = c.occupied(init.state);
          expect(occupied.size).toBeGreaterThan(3);
          expect(counterCells(d)).toEqual(occupied);
          expect(d.width).toBeGreaterThan(100);
          for (const cell of d.cells) expect(cell.points.every(([x, y]) => x >= 0 && y >= 0 && x <= d.width && y <= d.height)).toBe(true);
        }
      }
    });

    it(`anchors every legal ${c.movement} of a seeded game on the board, from the unit's cell`, () => {
      let anchored = 0;
      for (const sc of p.scenarios) {
        for (const { state } of game(p, sc.setup, 3, c.limit)) {
          const a = p.game.actor(state);
          if (a.kind !== 'player') continue;
          const view = p.game.view(state, a.player);
          const legal = p.game.legalMoves(state);
          const t = targetsOf(p, view, legal);
          for (const x of t.placed) {
            if ((x.move as { type: string }).type !== c.movement) continue;
            expect(x.from).toBeDefined();
            expect(x.from).not.toBe(x.to);
            anchored++;
          }
          expect(t.panel.some((m) => (m as { type: string }).type === c.movement)).toBe(false);
        }
      }
      expect(anchored).toBeGreaterThan(5);
    });
  });

  it("Normandy '44 and Case Yellow hide nothing: both players are drawn the same board", () => {
    for (const p of [normandy44Presenter, casoGialloPresenter]) {
      const sc = p.scenarios[0];
      if (!sc) throw new Error('no scenario');
      for (const { state } of game(p, sc.setup, 5, 60).filter((_, i) => i % 10 === 0)) {
        const [a, b] = p.game.players.map((pl) => canonicalize(p.board(p.game.view(state, pl), sc.setup, { coordinates: false }, state)));
        expect(a).toBe(b);
      }
    }
  });
});

/** Everything the page shows a viewer: board, hand, status and prompt. */
function shown(p: AnyPresenter, state: unknown, setup: unknown, viewer: string, legal: readonly unknown[]): string {
  const v = p.game.view(state, viewer);
  return canonicalize({ board: p.board(v, setup, { coordinates: false }, state), hand: p.hand(v), status: p.status(v), prompt: p.prompt(v, legal, viewer) });
}

describe('hidden things are shown to their owner only', () => {
  it("Heroes of Normandie: the opponent's face-down tokens and hand change nothing the viewer is shown", () => {
    const p = heroesPresenter;
    const sc = p.scenarios[0];
    if (!sc) throw new Error('no scenario');
    let compared = 0;
    let faceDown = 0;
    for (const { state } of game(p, sc.setup, 7, 400).filter((_, i) => i % 5 === 0)) {
      const s = state as HonState;
      const legal = p.game.legalMoves(s);
      for (const viewer of ['US', 'DE'] as const) {
        const opp = viewer === 'US' ? 'DE' : 'US';
        // Another world the viewer cannot tell from this one (HoN p.5 L302-316, p.8 L560).
        const other: HonState = {
          ...s,
          units: s.units.map((u) => (u.owner === opp && u.token !== null && !u.revealed ? { ...u, token: u.token === 'bluff' ? 9 : 'bluff' } : u)),
          sides: { ...s.sides, [opp]: { ...s.sides[opp], hand: s.sides[opp].hand.map(() => Object.keys(CARDS).find((c) => !s.sides[opp].hand.includes(c)) ?? 'x') } },
        };
        expect(shown(p, other, sc.setup, viewer, legal)).toBe(shown(p, s, sc.setup, viewer, legal));
        compared++;
        // Each unit's words on its counter's tooltip: the opponent's say only that a token is there.
        const d = p.board(p.game.view(s, viewer), sc.setup, { coordinates: false }, s);
        const words = d.pieces.flatMap((x) => x.title.split('; '));
        const theirs = words.filter((w) => w.startsWith(opp === 'US' ? 'US ' : 'Germans '));
        for (const w of theirs) expect(w).not.toMatch(/face-down (Order token \d|Bluff token)/);
        const down = s.units.filter((u) => u.owner === opp && u.token !== null && !u.revealed && (u.alive || u.wreck)).length;
        faceDown += down;
        expect(theirs.filter((w) => w.includes('a face-down Order token (hidden)'))).toHaveLength(s.phase === 'orders' ? 0 : down);
      }
    }
    expect(compared).toBeGreaterThan(20);
    expect(faceDown).toBeGreaterThan(5);
  });

  it("Heroes of Normandie: the log tells a player of the other side's tokens and draws, not what they are", () => {
    const p = heroesPresenter;
    const sc = p.scenarios[0];
    if (!sc?.setup || !p.narrate) throw new Error('no scenario or narrate');
    const init = p.game.setup(sc.setup, { seed: 2 });
    if (!init.ok) throw new Error(init.error.message);
    let st = init.state as HonState;
    const rng = new Rng(2);
    let hidden = 0;
    for (let i = 0; i < 300 && p.game.actor(st).kind !== 'terminal'; i++) {
      const a = p.game.actor(st);
      const move = (a.kind === 'chance' ? pickChance(p.game.chanceOutcomes(st), rng) : rng.pick(p.game.legalMoves(st))) as HonMove;
      const r = p.game.resolve(st, move);
      if (!r.ok) throw new Error(r.error.message);
      const after = r.state as HonState;
      if (move.type === 'place') {
        const owner = st.units.find((u) => u.id === move.unit)?.owner;
        const opp = owner === 'US' ? 'DE' : 'US';
        expect(p.narrate(st, move, after, opp).map((l) => l.text).join(' ')).toMatch(/face-down token \(hidden\)/);
        expect(p.narrate(st, move, after, owner ?? null).map((l) => l.text).join(' ')).toMatch(/Place (a Bluff token|Order token \d+)/);
        hidden++;
      }
      if (move.type === 'draw') {
        const drawer = (['US', 'DE'] as const).find((pl) => after.sides[pl].hand.length > st.sides[pl].hand.length);
        const opp = drawer === 'US' ? 'DE' : 'US';
        const text = p.narrate(st, move, after, opp).map((l) => l.text).join(' ');
        expect(text).toMatch(/draws a card \(hidden\)/);
        expect(text).not.toContain(CARDS[move.card]?.name ?? move.card);
        hidden++;
      }
      st = after;
    }
    expect(hidden).toBeGreaterThan(10);
  });

  it('Omaha Beach: what a face-down German counter is changes nothing the US player is shown (DDOB 9.1)', () => {
    const p = omahaPresenter;
    const sc = p.scenarios[0];
    if (!sc) throw new Error('no scenario');
    let faceDown = 0;
    for (const { state } of game(p, sc.setup, 4, 150).filter((_, i) => i % 5 === 0)) {
      const s = state as OmahaState;
      const german: OmahaState['german'] = {};
      for (const [hex, g] of Object.entries(s.german)) {
        german[hex] = {
          ...g,
          unit: g.unit.revealed ? g.unit : { ...g.unit, cls: g.unit.cls === 'wn-88' ? 'wn-plain' : 'wn-88' },
          dm: g.dm && !g.dm.revealed ? { ...g.dm, back: g.dm.back === 'armor' ? 'wn' : 'armor' } : g.dm,
        };
        if (!g.unit.revealed) faceDown++;
      }
      const legal = p.game.legalMoves(s);
      expect(shown(p, { ...s, german }, sc.setup, 'us', legal)).toBe(shown(p, s, sc.setup, 'us', legal));
      const d = p.board(p.game.view(s, 'us'), sc.setup, { coordinates: false }, s);
      for (const [hex, g] of Object.entries(s.german)) if (!g.unit.revealed) expect(d.pieces.find((x) => x.at === `h:${hex}`)?.text).toBe('?');
    }
    expect(faceDown).toBeGreaterThan(5);
  });
});
