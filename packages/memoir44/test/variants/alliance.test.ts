import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkConformance, conformanceParts, yieldToRunner } from '@esagono/testkit';
import { Rng, randomPlayout, type GameDefinition, type GameEvent } from '@esagono/kernel';
import { allianceGame, allianceGame4, projectAlliance, sideSeats, teamHandSize, type AllianceMove, type AllianceSetup, type AllianceState, type AllianceView } from '../../src/variants/alliance.js';
import { scenarios } from '../../src/scenarios/index.js';
import { CARD_IDS, type CardId } from '../../src/data/cards.js';
import { PLAYERS, type Player } from '../../src/state.js';
import { scenario, withOrders } from '../helpers.js';

type G = GameDefinition<AllianceState, AllianceMove, string, AllianceSetup, AllianceView, GameEvent>;

function must<T>(r: { ok: true; state: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Resolves chance with its first outcome until a player must act. */
function dealAll(g: G, w: AllianceState): AllianceState {
  let s = w;
  while (g.actor(s).kind === 'chance') s = must(g.resolve(s, g.chanceOutcomes(s)[0]!.move));
  return s;
}

/** Quick play: every player takes the last legal move (ends moves and battles soon), chance the first outcome. */
function stepQuick(g: G, s: AllianceState): AllianceState {
  const a = g.actor(s);
  if (a.kind === 'chance') return must(g.resolve(s, g.chanceOutcomes(s)[0]!.move));
  const moves = g.legalMoves(s);
  return must(g.resolve(s, moves[moves.length - 1]!));
}

const cardsOf = (n: number) => scenario({ units: [{ row: 6, col: 8, side: 'allies' }, { row: 2, col: 8, side: 'axis' }], hands: { allies: n, axis: 4 } });

describe('Operation Alliance: team cards (M44 p.22 [L915-928])', () => {
  it.each([
    [4, 2],
    [5, 3],
    [6, 4],
  ])('TC-50 a scenario giving %i cards deals %i to each teammate plus 1 shared (M44 p.22 table [L921-924])', (n, each) => {
    expect(teamHandSize(n)).toBe(each);
    const g = allianceGame({ allies: 2, axis: 1 });
    const s = dealAll(g, must(g.setup({ scenario: cardsOf(n) })));
    expect(s.hands['allies-1']).toHaveLength(each);
    expect(s.hands['allies-2']).toHaveLength(each);
    expect(s.shared.allies).not.toBeNull();
    // A solo player is dealt the scenario's count as usual (M44 p.22 [L926]).
    expect(s.hands.axis).toHaveLength(4);
    expect(s.shared.axis).toBeNull();
    // The shared card is seen by the opponents; the hands are not.
    const v = g.view(s, 'axis');
    expect(v.shared.allies).toBe(s.shared.allies);
    expect(v.teammateHand).toBeNull();
    expect(v.handSizes['allies-1']).toBe(each);
    expect(g.view(s, 'allies-1').teammateHand).toEqual(s.hands['allies-2']);
  });

  it('TC-51 Pegasus Bridge, Axis team: 1 + 1 + shared, then 2 + 2 + shared after game turn 4 (M44 p.22 [L928])', () => {
    const g = allianceGame({ allies: 1, axis: 2 });
    let s = dealAll(g, must(g.setup({ scenario: scenarios['pegasus-bridge']! })));
    expect([s.hands['axis-1']?.length, s.hands['axis-2']?.length, s.shared.axis === null]).toEqual([1, 1, false]);
    const seen: number[][] = [];
    let axisTurns = 0;
    for (let i = 0; i < 5000 && s.base.turns.axis < 2 && g.outcome(s) === null; i++) {
      s = stepQuick(g, s);
      if (s.base.turns.axis !== axisTurns && g.actor(s).kind !== 'chance') {
        axisTurns = s.base.turns.axis;
        seen.push([s.hands['axis-1']!.length, s.hands['axis-2']!.length]);
      }
    }
    expect(s.base.turns.axis).toBe(2);
    expect(s.base.turns.allies).toBe(2);
    // After the first Axis player's turn he holds 2, his teammate still 1; then both hold 2.
    expect(seen).toEqual([
      [2, 1],
      [2, 2],
    ]);
    expect(s.shared.axis).not.toBeNull();
  });
});

describe('Operation Alliance: turn order (M44 p.22 [L932-940])', () => {
  function turnSeats(g: G, n: number): string[] {
    let s = dealAll(g, must(g.setup({ scenario: cardsOf(4) })));
    const out: string[] = [];
    let turns = -1;
    for (let i = 0; i < 20_000 && out.length < n && g.outcome(s) === null; i++) {
      const t = s.base.turns.allies + s.base.turns.axis;
      const a = g.actor(s);
      if (t !== turns && a.kind === 'player') {
        turns = t;
        out.push(a.player);
      }
      s = stepQuick(g, s);
    }
    return out;
  }

  it('TC-52 four players alternate sides, then teammates: A1, B1, A2, B2, A1 (M44 p.22 [L936])', () => {
    expect(turnSeats(allianceGame4, 5)).toEqual(['allies-1', 'axis-1', 'allies-2', 'axis-2', 'allies-1']);
  });

  it('TC-52 three players: the solo player plays after each opposing teammate (M44 p.22 [L938-940])', () => {
    expect(turnSeats(allianceGame({ allies: 2, axis: 1 }), 5)).toEqual(['allies-1', 'axis', 'allies-2', 'axis', 'allies-1']);
  });
});

describe('Operation Alliance: playing the shared card (M44 p.22 [L942-946])', () => {
  it('the active player may play the shared card; its replacement goes face up', () => {
    const g = allianceGame4;
    let s = dealAll(g, must(g.setup({ scenario: cardsOf(4) })));
    // Make the shared card differ from the hand so the two plays are told apart.
    s = projectAlliance({ ...s, hands: { ...s.hands, 'allies-1': ['probe-left', 'probe-left'] }, shared: { ...s.shared, allies: 'recon-center' } });
    const moves = g.legalMoves(s);
    expect(moves).toContainEqual({ type: 'play-shared' });
    expect(moves).toContainEqual({ type: 'play', card: 'probe-left' });
    // A teammate's card is not the active player's to play.
    expect(moves).not.toContainEqual({ type: 'play', card: 'recon-center' });
    const mate = s.hands['allies-2'];
    s = must(g.resolve(s, { type: 'play-shared' }));
    expect(s.shared.allies).toBeNull();
    while (s.base.active === 'allies') s = stepQuick(g, s);
    expect(s.hands['allies-1']).toEqual(['probe-left', 'probe-left']);
    expect(s.shared.allies).not.toBeNull();
    expect(s.hands['allies-2']).toEqual(mate);
    expect(g.actor(s)).toEqual({ kind: 'player', player: 'axis-1' });
  });

  it('a card played from the hand is replaced in the hand, the shared card stays', () => {
    const g = allianceGame4;
    let s = dealAll(g, must(g.setup({ scenario: cardsOf(5) })));
    s = projectAlliance({ ...s, hands: { ...s.hands, 'allies-1': ['probe-left', 'attack-right', 'recon-left'] }, shared: { ...s.shared, allies: 'recon-center' } });
    s = must(g.resolve(s, { type: 'play', card: 'attack-right' }));
    while (s.base.active === 'allies') s = stepQuick(g, s);
    expect(s.shared.allies).toBe('recon-center');
    expect(s.hands['allies-1']).toHaveLength(3);
    expect(s.hands['allies-1']!.slice(0, 2)).toEqual(['probe-left', 'recon-left']);
  });
});

describe('Operation Alliance: card tweaks (M44 p.22 [L950-953])', () => {
  it.each([
    ['from the hand', ['their-finest-hour', 'probe-left'], 'recon-left', { type: 'play', card: 'their-finest-hour' }],
    ['as the shared card', ['probe-left', 'attack-left'], 'their-finest-hour', { type: 'play-shared' }],
  ] as const)('Their Finest Hour played %s rolls 1 die per card in hand, itself included, plus the shared card', (_how, hand, shared, move) => {
    const g = allianceGame4;
    let w = dealAll(g, must(g.setup({ scenario: cardsOf(4) })));
    w = projectAlliance({ ...w, hands: { ...w.hands, 'allies-1': [...hand] }, shared: { ...w.shared, allies: shared } });
    w = must(g.resolve(w, move));
    expect(w.base.phase.kind === 'finest-roll' && w.base.phase.dice).toBe(3);
  });
});

describe('Operation Alliance: Ambush (M44 p.22 [L955])', () => {
  it('the teammate holding Ambush plays it against a close assault; his replacement comes back to his hand', () => {
    const g = allianceGame4;
    const sc = scenario({ units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }, { row: 0, col: 24, side: 'axis' }] });
    let w = dealAll(g, must(g.setup({ scenario: sc })));
    w = projectAlliance({ ...w, hands: { ...w.hands, 'axis-1': ['probe-left'], 'axis-2': ['ambush', 'recon-left'] }, shared: { ...w.shared, axis: 'attack-center' } });
    w = { ...w, base: withOrders(w.base, [0], 'battle') };
    w = must(g.resolve(w, { type: 'attack', unit: 0, target: 1 }));
    // axis-1 plays next for the Axis, but axis-2 holds the card and decides.
    expect(g.actor(w)).toEqual({ kind: 'player', player: 'axis-2' });
    expect(g.legalMoves(w)).toContainEqual({ type: 'ambush', play: true });
    w = must(g.resolve(w, { type: 'ambush', play: true }));
    expect(w.hands['axis-2']).toEqual(['recon-left']);
    expect(w.base.discard).toContain('ambush');
    for (let i = 0; i < 500 && w.base.active === 'allies' && g.outcome(w) === null; i++) w = stepQuick(g, w);
    expect(w.base.active).toBe('axis');
    expect(w.hands['axis-2']).toHaveLength(2);
    expect(w.hands['axis-1']).toEqual(['probe-left']);
    expect(w.shared.axis).toBe('attack-center');
    expect(g.actor(w)).toEqual({ kind: 'player', player: 'axis-1' });
  });
});

function g4Seat(w: AllianceState): string {
  return sideSeats(w.teams, w.base.active)[w.member[w.base.active]]!;
}

/** Re-deals what `seat` cannot know: the opponents' hands (not their shared card), drawn from them plus the deck. */
function perturb(w: AllianceState, seat: string, rng: Rng): AllianceState {
  const me: Player = seat.startsWith('allies') ? 'allies' : 'axis';
  const opp: Player = me === 'allies' ? 'axis' : 'allies';
  const pool: CardId[] = [];
  for (const c of CARD_IDS) for (let i = 0; i < (w.base.deck[c] ?? 0); i++) pool.push(c);
  const seats = w.dealt ? sideSeats(w.teams, opp) : [];
  if (w.dealt) for (const s of seats) pool.push(...(w.hands[s] ?? []));
  else pool.push(...w.base.hands[opp]);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pool[i], pool[j]] = [pool[j] as CardId, pool[i] as CardId];
  }
  let k = 0;
  const take = (n: number): CardId[] => pool.slice(k, (k += n));
  const hands = { ...w.hands };
  let baseHands = w.base.hands;
  if (w.dealt) for (const s of seats) hands[s] = take(w.hands[s]?.length ?? 0);
  else baseHands = { ...baseHands, [opp]: take(w.base.hands[opp].length) };
  const deck: Partial<Record<CardId, number>> = {};
  for (const c of pool.slice(k)) deck[c] = (deck[c] ?? 0) + 1;
  return projectAlliance({ ...w, hands, base: { ...w.base, hands: baseHands, deck } });
}

const small = scenario({
  units: [
    { row: 6, col: 8, side: 'allies' },
    { row: 6, col: 14, side: 'allies', type: 'armor' },
    { row: 2, col: 8, side: 'axis' },
    { row: 2, col: 14, side: 'axis', type: 'armor' },
  ],
  hands: { allies: 4, axis: 5 },
  victory: { allies: 2, axis: 2 },
});

describe('Operation Alliance on the protocol', () => {
  // 2 games per CI run; the nightly run's ESAGONO_CONFORMANCE_RUNS scales them, in parts of 10.
  const parts = conformanceParts(2, 10);
  it.each(
    (['4 players', '3 players'] as const).flatMap((n) => parts.map((games, i) => [n, i + 1, games] as const)),
  )('passes the testkit conformance checks (%s, part %i: %i games)', async (n, part, games) => {
    await yieldToRunner();
    const g = n === '4 players' ? allianceGame4 : allianceGame({ allies: 1, axis: 2 });
    const report = checkConformance(g, {
      scenarios: { small: { scenario: small } },
      playthroughs: games,
      exactPlaythroughs: true,
      probes: 1,
      movesPerState: 2,
      shrinkTimeLimit: 5_000,
      seed: 44 + part,
      hidden: { perturb, description: "the opponents' hands and the deck" },
    });
    expect(report.terminal).toBeGreaterThan(0);
  }, 120_000);

  it('every card is somewhere at every point of a game: hands, shared, deck, discard, in play (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 300 }), (seed, cut) => {
        const w = randomPlayout(allianceGame4, { scenario: small }, seed, { maxMoves: cut }).state;
        const ph = w.base.phase;
        const held = w.dealt
          ? Object.values(w.hands).reduce((a, h) => a + h.length, 0) + PLAYERS.filter((p) => w.shared[p] !== null).length
          : w.base.hands.allies.length + w.base.hands.axis.length;
        const drawing = ph.kind === 'draw' ? ph.drawn.length : ph.kind === 'recon' ? ph.cards.length : 0;
        const inPlay = w.base.turn !== null && ph.kind !== 'draw' && ph.kind !== 'recon' ? 1 : 0;
        const deck = Object.values(w.base.deck).reduce((a, b) => a + (b ?? 0), 0);
        expect(held + drawing + inPlay + deck + w.base.discard.length).toBe(60);
        // The base engine's hands are the seats' cards (active side: the active seat + shared).
        if (w.dealt) {
          const side = w.base.active;
          const seat = g4Seat(w);
          expect([...w.base.hands[side]].sort()).toEqual([...(w.hands[seat] ?? []), ...(w.shared[side] === null ? [] : [w.shared[side]])].sort());
        }
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('random playouts reach the end; the cards are conserved (60 in deck, hands, shared, discard, play)', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const r = randomPlayout(allianceGame4, { scenario: small }, seed);
      expect(r.error).toBeUndefined();
      expect(r.stop).toBe('terminal');
      const w = r.state;
      const n =
        Object.values(w.hands).reduce((a, h) => a + h.length, 0) +
        PLAYERS.filter((p) => w.shared[p] !== null).length +
        Object.values(w.base.deck).reduce((a, b) => a + (b ?? 0), 0) +
        w.base.discard.length +
        // The game ends mid-turn: the card in play is not discarded yet.
        (w.base.turn ? 1 : 0);
      expect(n).toBe(60);
      expect(r.outcome?.kind).toBe('win');
    }
  }, 60_000);
});
