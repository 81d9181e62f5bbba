import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConformance, conformanceParts, yieldToRunner } from '@esagono/testkit';
import { Rng, randomPlayout, type GameDefinition, type GameEvent } from '@esagono/kernel';
import { game } from '../../src/game.js';
import { ScenarioSchema, type Scenario } from '../../src/scenarios/schema.js';
import { BOARD_WIDTH, areAdjacent, boardHexes } from '../../src/scenarios/board.js';
import { OVERLORD, STANDARD } from '../../src/board/geometry.js';
import { HALF_HEX, hasLos, losPath } from '../../src/board/los.js';
import { boardOf } from '../../src/board/static.js';
import {
  cardSection,
  inSection,
  overlordGame,
  overlordGame4,
  type OverlordMove,
  type OverlordSetup,
  type OverlordState,
  type OverlordView,
} from '../../src/variants/overlord/index.js';
import { CARD_IDS, type CardId } from '../../src/data/cards.js';
import { PLAYERS, type Player, type State } from '../../src/state.js';
import { minus } from '../../src/variants/seats.js';

type G = GameDefinition<OverlordState, OverlordMove, string, OverlordSetup, OverlordView, GameEvent>;

function must<T>(r: { ok: true; state: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** A hand-built Overlord battle: allies at the bottom (rows 7-8), axis at the top, units in every section. */
function overlordScenario(units: { row: number; col: number; side: 'allies' | 'axis'; type?: 'infantry' | 'armor' | 'artillery' }[], victory = 3): Scenario {
  return ScenarioSchema.parse({
    id: 'overlord-test',
    name: 'Overlord test',
    provenance: { source: 'hand-built for tests' },
    briefing: '',
    board: { face: 'countryside', type: 'overlord' },
    terrain: [
      { row: 4, col: 24, terrain: 'woods' },
      { row: 4, col: 26, terrain: 'hill' },
    ],
    obstacles: [],
    units: units.map((u) => ({ ...u, type: u.type ?? 'infantry', figures: u.type === 'armor' ? 3 : u.type === 'artillery' ? 2 : 4 })),
    objectives: [],
    hands: { allies: 5, axis: 5 },
    firstPlayer: 'allies',
    victory: { allies: victory, axis: victory },
    specialRules: [],
  });
}

const battle = overlordScenario([
  { row: 7, col: 5, side: 'allies' },
  { row: 8, col: 10, side: 'allies', type: 'armor' },
  { row: 7, col: 25, side: 'allies' },
  { row: 7, col: 45, side: 'allies' },
  { row: 5, col: 29, side: 'allies', type: 'armor' },
  { row: 1, col: 5, side: 'axis' },
  { row: 1, col: 25, side: 'axis' },
  { row: 0, col: 44, side: 'axis', type: 'armor' },
  { row: 3, col: 39, side: 'axis' },
  { row: 2, col: 20, side: 'axis', type: 'artillery' },
]);

/** Resolves the chance move drawing `card` (deal and draws), else the first outcome, until a player acts. */
function dealWith(g: G, w: OverlordState, cards: CardId[]): OverlordState {
  let s = w;
  const want = [...cards];
  while (g.actor(s).kind === 'chance') {
    const out = g.chanceOutcomes(s);
    const i = out.findIndex((o) => o.move.type === 'draw' && o.move.card === want[0]);
    if (i >= 0) want.shift();
    s = must(g.resolve(s, out[Math.max(0, i)]!.move));
  }
  return s;
}

describe('Overlord battlefield: 26x9 in the base engine (M44-OVL, M44 p.23 [L986-996])', () => {
  const { hexId, rowOf, colOf, neighbors, playable, distance, sectionMask } = OVERLORD;

  it('M44-OVL the geometry has every hex of the joined boards, the seam hexes included', () => {
    expect(BOARD_WIDTH.overlord).toBe(2 * BOARD_WIDTH.standard);
    const coords = boardHexes('overlord');
    expect(playable).toHaveLength(coords.length);
    expect(new Set(playable)).toEqual(new Set(coords.map((h) => hexId(h.row, h.col))));
    // The two half hexes on each odd row at the seam make a full hex with six neighbours.
    const seam = hexId(3, 25);
    const ns = [...neighbors.subarray(seam * 6, seam * 6 + 6)].map((n) => [rowOf(n), colOf(n)]);
    expect(ns).toEqual(expect.arrayContaining([[3, 23], [3, 27], [2, 24], [2, 26], [4, 24], [4, 26]]));
    // Each board keeps its own numbering: nothing is switched (hexId(1, 1) was 26, then 52).
    expect(STANDARD.playable).toHaveLength(113);
    expect(STANDARD.hexId(8, 24)).toBe(8 * 25 + 24);
    expect(STANDARD.hexId(1, 1)).toBe(26);
    expect(hexId(1, 1)).toBe(52);
  });

  it('M44-OVL neighbours and distances agree with the doubled-coordinate board everywhere (property)', () => {
    const coords = boardHexes('overlord');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: coords.length - 1 }), fc.integer({ min: 0, max: coords.length - 1 }), (i, j) => {
        const a = coords[i]!;
        const b = coords[j]!;
        const ia = hexId(a.row, a.col);
        const ib = hexId(b.row, b.col);
        const isNeighbour = [...neighbors.subarray(ia * 6, ia * 6 + 6)].includes(ib);
        expect(isNeighbour).toBe(areAdjacent(a, b));
        expect(distance(ia, ib)).toBe(distance(ib, ia));
        expect(distance(ia, ib) === 1).toBe(areAdjacent(a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('M44-OVL double-sized sections: dotted lines at cols 17 and 33, the seam in the centre, mirrored for the top side', () => {
    const m = (r: number, c: number, bottom = true) => sectionMask(hexId(r, c), bottom);
    expect(m(8, 0)).toBe(1);
    expect(m(8, 16)).toBe(1);
    expect(m(7, 17)).toBe(3);
    expect(m(7, 25)).toBe(2);
    expect(m(7, 33)).toBe(6);
    expect(m(8, 34)).toBe(4);
    expect(m(8, 50)).toBe(4);
    // The top side's left is the bottom side's right.
    expect(m(0, 50, false)).toBe(1);
    expect(m(0, 0, false)).toBe(4);
    // The 13x9 board keeps its lines at 7 and 17.
    expect(STANDARD.sectionMask(STANDARD.hexId(1, 7), true)).toBe(3);
    expect(STANDARD.sectionMask(STANDARD.hexId(1, 17), true)).toBe(6);
    expect(STANDARD.sectionMask(STANDARD.hexId(0, 12), true)).toBe(2);
  });

  it('M44-OVL line of sight runs across the seam; half hexes at the ends of odd rows still block (M44 p.8 [L328])', () => {
    const p = losPath(OVERLORD, hexId(4, 20), hexId(4, 30));
    expect(p.crossed).toEqual([22, 24, 26, 28].map((c) => hexId(4, c)));
    const hill = hexId(4, 26);
    expect(hasLos(OVERLORD, hexId(4, 20), hexId(4, 30), (c) => c === hill)).toBe(false);
    expect(hasLos(OVERLORD, hexId(4, 20), hexId(4, 30), () => false)).toBe(true);
    // Along the right edge the line between two even-row hexes grazes the half hex at col 51.
    const edge = losPath(OVERLORD, hexId(0, 50), hexId(2, 50));
    expect([...edge.left, ...edge.right]).toContain(HALF_HEX);
    // The old right edge (col 25 of odd rows) is a full hex now, not a half hex.
    const mid = losPath(OVERLORD, hexId(0, 24), hexId(2, 24));
    expect([...mid.left, ...mid.right]).toContain(hexId(1, 25));
    const std = losPath(STANDARD, STANDARD.hexId(0, 24), STANDARD.hexId(2, 24));
    expect([...std.left, ...std.right]).toContain(HALF_HEX);
  });

  it('M44-OVL the base engine sets up the 26-column scenario: units on the far board, terrain tables sized for it', () => {
    const s = must(game.setup({ scenario: battle }));
    const b = boardOf(battle);
    expect(b.geo).toBe(OVERLORD);
    expect(b.geo.playable).toHaveLength(230);
    const far = s.units.find((u) => u.side === 'allies' && u.type === 'infantry' && colOf(u.at) === 45);
    expect(far).toBeDefined();
    expect(rowOf(far!.at)).toBe(7);
    expect(b.terrain[hexId(4, 26)]?.id).toBe('hill');
  });

  it('M44-OVL random games of the standard rules on the Overlord board reach an end', () => {
    for (const seed of [3, 4]) {
      const r = randomPlayout(game, { scenario: battle }, seed);
      expect(r.error).toBeUndefined();
      expect(r.stop).toBe('terminal');
    }
  }, 60_000);
});

describe('Overlord command (M44-OVL)', () => {
  it('M44-OVL seats: a Commander-in-Chief and 3 Field Generals a side; 3-seat play merges the centre into the CiC', () => {
    expect(overlordGame4.players).toEqual([
      'allies-cic',
      'allies-left',
      'allies-center',
      'allies-right',
      'axis-cic',
      'axis-left',
      'axis-center',
      'axis-right',
    ]);
    expect(overlordGame(3).players).toEqual(['allies-cic', 'allies-left', 'allies-right', 'axis-cic', 'axis-left', 'axis-right']);
  });

  it('M44-OVL refuses a 13x9 scenario and plays with two standard decks combined', () => {
    const std = ScenarioSchema.parse({ ...battle, board: { face: 'countryside', type: 'standard' }, units: [], terrain: [] });
    const r = overlordGame4.setup({ scenario: std });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('M44-OVL');
    const w = must(overlordGame4.setup({ scenario: battle }));
    const n = Object.values(w.base.deck).reduce((a, b) => a + (b ?? 0), 0);
    expect(n).toBe(120);
  });

  it('M44-OVL the CiC hands out 1-3 cards, at most one per general, a one-section card only to its general', () => {
    const g = overlordGame4;
    const hand: CardId[] = ['attack-left', 'probe-right', 'general-advance', 'direct-from-hq', 'recon-center'];
    let w = dealWith(g, must(g.setup({ scenario: battle })), hand);
    expect(w.stage).toBe('handout');
    expect(g.actor(w)).toEqual({ kind: 'player', player: 'allies-cic' });
    expect([...g.view(w, 'allies-cic').hand].sort()).toEqual([...hand].sort());
    const gives = g.legalMoves(w).filter((m): m is Extract<OverlordMove, { type: 'give' }> => m.type === 'give');
    for (const m of gives) {
      const only = cardSection(m.card);
      if (only !== null) expect(m.to).toBe(only);
    }
    expect(gives.some((m) => m.card === 'attack-left' && m.to === 'center')).toBe(false);
    expect(g.resolve(w, { type: 'give', card: 'attack-left', to: 'center' }).ok).toBe(false);
    // Nothing to end before a card is given.
    expect(g.legalMoves(w).some((m) => m.type === 'end-handout')).toBe(false);
    w = must(g.resolve(w, { type: 'give', card: 'attack-left', to: 'left' }));
    w = must(g.resolve(w, { type: 'give', card: 'direct-from-hq', to: 'right' }));
    // The left general has been given a card: no second one for him.
    expect(g.legalMoves(w).some((m) => m.type === 'give' && m.to === 'left')).toBe(false);
    // Views: a general sees only his card, the CiC his hand and what he handed out; the enemy neither.
    expect(g.view(w, 'allies-left').hand).toEqual(['attack-left']);
    expect(g.view(w, 'allies-center').hand).toEqual([]);
    expect(g.view(w, 'allies-cic').hand).toHaveLength(3);
    expect(g.view(w, 'allies-cic').given).toEqual({ left: 'attack-left', right: 'direct-from-hq' });
    expect(g.view(w, 'axis-cic').given).toEqual({});
    w = must(g.resolve(w, { type: 'end-handout' }));
    // The generals act in order, left first (our reading).
    expect(g.actor(w)).toEqual({ kind: 'player', player: 'allies-left' });
    expect(g.legalMoves(w)).toEqual([{ type: 'play', card: 'attack-left' }]);
  });

  it('M44-OVL a general orders only units in his section, even with a tactic card that orders anywhere', () => {
    const g = overlordGame4;
    let w = dealWith(g, must(g.setup({ scenario: battle })), ['direct-from-hq', 'probe-left', 'probe-right', 'attack-center', 'probe-center']);
    w = must(g.resolve(w, { type: 'give', card: 'direct-from-hq', to: 'right' }));
    w = must(g.resolve(w, { type: 'give', card: 'probe-left', to: 'left' }));
    w = must(g.resolve(w, { type: 'end-handout' }));
    // Left first: Probe Left orders its units.
    expect(g.actor(w)).toEqual({ kind: 'player', player: 'allies-left' });
    w = must(g.resolve(w, { type: 'play', card: 'probe-left' }));
    const left = (s: State) => s.turn?.orders.map((o) => o.unit) ?? [];
    expect(left(w.base).length).toBeGreaterThan(0);
    for (const u of left(w.base)) expect(inSection(w.base, w.base.units[u]!, 'left')).toBe(true);
    // Finish his turn with the last legal move each time (ends moves and battles), chance first outcome.
    while (g.actor(w).kind !== 'player' || (g.actor(w) as { player: string }).player === 'allies-left') {
      const a = g.actor(w);
      if (a.kind === 'chance') w = must(g.resolve(w, g.chanceOutcomes(w)[0]!.move));
      else {
        const ms = g.legalMoves(w);
        w = must(g.resolve(w, ms[ms.length - 1]!));
      }
    }
    expect(g.actor(w)).toEqual({ kind: 'player', player: 'allies-right' });
    expect(w.base.active).toBe('allies');
    // The CiC drew the replacement: 5 - 2 given + 1 drawn.
    expect(g.view(w, 'allies-cic').hand).toHaveLength(4);
    w = must(g.resolve(w, { type: 'play', card: 'direct-from-hq' }));
    // 5 allied units for 4 orders: the general picks, among his section's units only.
    expect(w.base.phase.kind).toBe('order');
    let orders = g.legalMoves(w).filter((m) => m.type === 'order');
    expect(orders.length).toBeGreaterThan(0);
    while (orders.length > 0) {
      for (const m of orders) if (m.type === 'order') expect(inSection(w.base, w.base.units[m.unit]!, 'right')).toBe(true);
      w = must(g.resolve(w, orders[0]!));
      orders = g.legalMoves(w).filter((m) => m.type === 'order');
    }
    // The card could order more units elsewhere: the general stops ordering instead.
    if (w.base.phase.kind === 'order') {
      expect(g.legalMoves(w)).toEqual([{ type: 'end-orders' }]);
      w = must(g.resolve(w, { type: 'end-orders' }));
    }
    const ordered = left(w.base);
    expect(ordered.length).toBeGreaterThan(0);
    // Allied units outside the right section stand unordered although the card orders 4 anywhere.
    const outside = w.base.units.filter((u) => u.side === 'allies' && !inSection(w.base, u, 'right'));
    expect(outside.length).toBeGreaterThan(0);
    for (const u of outside) expect(ordered).not.toContain(u.id);
    for (const m of g.legalMoves(w)) if (m.type === 'move') expect(ordered).toContain(m.unit);
  });

  it('M44-OVL a tactic card whose units all fit is confined too: the base orders them all, the general keeps his own', () => {
    const g = overlordGame4;
    // Move Out! orders 4 infantry: the 3 allied infantry fit, so the base orders them at once.
    let w = dealWith(g, must(g.setup({ scenario: battle })), ['move-out', 'probe-left', 'probe-right', 'attack-center', 'probe-center']);
    w = must(g.resolve(w, { type: 'give', card: 'move-out', to: 'center' }));
    w = must(g.resolve(w, { type: 'end-handout' }));
    expect(g.actor(w)).toEqual({ kind: 'player', player: 'allies-center' });
    w = must(g.resolve(w, { type: 'play', card: 'move-out' }));
    const ordered = w.base.turn?.orders.map((o) => o.unit) ?? [];
    const centreInfantry = w.base.units.filter((u) => u.side === 'allies' && u.type === 'infantry' && inSection(w.base, u, 'center')).map((u) => u.id);
    expect(centreInfantry.length).toBeGreaterThan(0);
    expect([...ordered].sort()).toEqual([...centreInfantry].sort());
  });

  it('M44-OVL random 8-player games reach an end; every card is accounted for (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const r = randomPlayout(overlordGame4, { scenario: battle }, seed);
        expect(r.error).toBeUndefined();
        expect(r.stop).toBe('terminal');
        const w = r.state;
        const n =
          w.base.hands.allies.length +
          w.base.hands.axis.length +
          Object.values(w.base.deck).reduce((a, b) => a + (b ?? 0), 0) +
          w.base.discard.length +
          (w.base.turn !== null && w.base.phase.kind === 'over' && !w.base.discard.includes(w.base.turn.card) ? 1 : 0);
        expect(n).toBeLessThanOrEqual(120);
        expect(n).toBeGreaterThanOrEqual(119);
        const o = overlordGame4.outcome(w);
        expect(o?.kind === 'win' && o.winner.endsWith('-cic')).toBe(true);
      }),
      { numRuns: 4 },
    );
    // Six players: the CiC plays the centre's cards himself.
    const six = randomPlayout(overlordGame(3), { scenario: battle }, 7);
    expect(six.error).toBeUndefined();
    expect(six.stop).toBe('terminal');
    expect(six.moves.length).toBeGreaterThan(0);
  }, 120_000);

  // 2 games per CI run; the nightly run's ESAGONO_CONFORMANCE_RUNS scales them, in parts of 10.
  it.each(conformanceParts(2, 10).map((games, i) => [i + 1, games] as const))('M44-OVL passes the testkit conformance checks (sampled deep checks; part %i: %i games)', async (part, games) => {
    await yieldToRunner();
    /** Re-deals what `seat` cannot see: the enemy's cards, and for a general his own CiC's hand; the deck. */
    const perturb = (w: OverlordState, seat: string, rng: Rng): OverlordState => {
      const mine: Player = seat.startsWith('allies') ? 'allies' : 'axis';
      const isCic = seat.endsWith('-cic');
      const pool: CardId[] = [];
      for (const c of CARD_IDS) for (let i = 0; i < (w.base.deck[c] ?? 0); i++) pool.push(c);
      const kept: Record<Player, CardId[]> = { allies: [], axis: [] };
      const hidden: Record<Player, number> = { allies: 0, axis: 0 };
      for (const side of PLAYERS) {
        const hand = w.base.hands[side];
        if (side === mine && isCic) {
          kept[side] = [...hand];
          continue;
        }
        // Cards handed out stay with their holders (not re-dealt, so the count is kept).
        const given = side === w.side ? (Object.values(w.given) as CardId[]) : [];
        const rest = minus(hand, given);
        kept[side] = minus(hand, rest);
        hidden[side] = rest.length;
        pool.push(...rest);
      }
      for (let i = pool.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [pool[i], pool[j]] = [pool[j] as CardId, pool[i] as CardId];
      }
      let k = 0;
      const hands: Record<Player, CardId[]> = { allies: [], axis: [] };
      for (const side of PLAYERS) {
        hands[side] = [...pool.slice(k, k + hidden[side]), ...kept[side]];
        k += hidden[side];
      }
      const deck: Partial<Record<CardId, number>> = {};
      for (const c of pool.slice(k)) deck[c] = (deck[c] ?? 0) + 1;
      return { ...w, base: { ...w.base, hands, deck } };
    };
    const report = checkConformance(overlordGame4, {
      scenarios: { battle: { scenario: battle } },
      playthroughs: games,
      exactPlaythroughs: true,
      probes: 1,
      movesPerState: 2,
      deepStates: 8,
      shrinkTimeLimit: 5_000,
      seed: 45 + part,
      hidden: { perturb, description: "the enemy CiC's hand and the deck" },
    });
    expect(report.terminal).toBeGreaterThan(0);
  }, 120_000);
});
