import { describe, expect, it } from 'vitest';
import { checkConformance, conformanceParts, yieldToRunner } from '@esagono/testkit';
import { Rng, randomPlayout } from '@esagono/kernel';
import { commanderOf, youngGeneralsGame, youngGeneralsGame2, youngSeats, type YoungState } from '../../src/variants/young-generals.js';
import { CARDS, CARD_IDS, type CardId } from '../../src/data/cards.js';
import { other, type Player, type State } from '../../src/state.js';
import { H, faces, scenario, setupState, withOrders } from '../helpers.js';

function must<T>(r: { ok: true; state: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

const small = scenario({
  units: [
    { row: 6, col: 4, side: 'allies' },
    { row: 6, col: 12, side: 'allies', type: 'armor' },
    { row: 6, col: 20, side: 'allies' },
    { row: 2, col: 4, side: 'axis' },
    { row: 2, col: 12, side: 'axis', type: 'armor' },
    { row: 2, col: 20, side: 'axis' },
  ],
  hands: { allies: 2, axis: 3 },
  victory: { allies: 2, axis: 2 },
});

describe('Young Generals (M44 p.22 [L957-965])', () => {
  it('TC-53 section cards only and 6 cards a side, whatever the scenario (M44 p.22 [L963-964])', () => {
    const g = youngGeneralsGame2;
    let w = must(g.setup({ scenario: small }));
    const deck = Object.entries(w.base.deck).filter(([, n]) => (n ?? 0) > 0);
    expect(deck.every(([c]) => CARDS[c as CardId].type === 'section')).toBe(true);
    expect(deck.reduce((a, [, n]) => a + (n ?? 0), 0)).toBe(40);
    while (g.actor(w).kind === 'chance') w = must(g.resolve(w, g.chanceOutcomes(w)[0]!.move));
    expect([w.base.hands.allies.length, w.base.hands.axis.length]).toEqual([6, 6]);
  });

  it('tactic cards can be brought back, simple ones first (M44 p.22 [L984])', () => {
    const w = must(youngGeneralsGame2.setup({ scenario: small, tactics: ['direct-from-hq', 'dig-in'] }));
    expect(w.base.deck['direct-from-hq']).toBe(2);
    expect(w.base.deck['dig-in']).toBe(1);
    expect(w.base.deck['behind-enemy-lines'] ?? 0).toBe(0);
    expect(youngGeneralsGame2.setup({ scenario: small, tactics: ['probe-left'] }).ok).toBe(false);
  });

  it('without take ground: a won close assault leaves the attacker in place (M44 p.22 [L965])', () => {
    const s = setupState({ units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }, { row: 0, col: 24, side: 'axis' }] });
    const g = youngGeneralsGame2;
    const run = (simplified: boolean): YoungState => {
      let w: YoungState = { base: withOrders(s, [0], 'battle'), simplified };
      w = must(g.resolve(w, { type: 'attack', unit: 0, target: 1 }));
      w = must(g.resolve(w, { type: 'ambush', play: false }));
      w = must(g.resolve(w, { type: 'roll', faces: faces('flag', 'star', 'star') }));
      expect(w.base.phase.kind).toBe('retreat');
      return must(g.resolve(w, { type: 'retreat', to: H(3, 7) }));
    };
    expect(run(false).base.phase.kind).toBe('take-ground');
    const w = run(true);
    expect(w.base.phase.kind).not.toBe('take-ground');
    expect(w.base.units[0]?.at).toBe(s.units[0]?.at);
  });
});

describe('Young Generals team play (M44 p.22 [L969-984])', () => {
  const g = youngGeneralsGame({ allies: 3, axis: 2 });
  const start = (card: CardId, hand: CardId[] = [card]): YoungState => {
    let w = must(g.setup({ scenario: small }));
    while (g.actor(w).kind === 'chance') w = must(g.resolve(w, g.chanceOutcomes(w)[0]!.move));
    return { ...w, base: { ...w.base, hands: { ...w.base.hands, allies: hand } } };
  };

  it('seats: 3 take a section each, 2 split centre and flanks; the centre player commands (M44 p.22 [L971-975])', () => {
    expect(g.players).toEqual(['allies-left', 'allies-center', 'allies-right', 'axis-center', 'axis-flanks']);
    expect(youngSeats({ allies: 1, axis: 2 }, 'allies')).toEqual(['allies']);
    expect(commanderOf({ allies: 3, axis: 2 }, 'axis')).toBe('axis-center');
  });

  it('the commander in chief plays the card; the section it orders decides the turn (M44 p.22 [L977-979])', () => {
    const w = start('probe-left', ['probe-left', 'general-advance']);
    expect(g.actor(w)).toEqual({ kind: 'player', player: 'allies-center' });
    const left = must(g.resolve(w, { type: 'play', card: 'probe-left' }));
    expect(g.actor(left)).toEqual({ kind: 'player', player: 'allies-left' });
    expect(g.view(left, 'allies-right').deciding).toBe('allies-left');
    const all = must(g.resolve(w, { type: 'play', card: 'general-advance' }));
    // A card for several sections stays with the commander in chief.
    expect(g.actor(all)).toEqual({ kind: 'player', player: 'allies-center' });
  });

  it("a flank card of a 2-player team goes to the flanks player; a unit's retreat to its section's player", () => {
    const s = setupState({
      units: [
        { row: 5, col: 19, side: 'allies' },
        { row: 4, col: 20, side: 'axis' },
      ],
      first: 'allies',
    });
    const gg = youngGeneralsGame({ allies: 2, axis: 2 });
    let w: YoungState = { base: withOrders(s, [0], 'battle', 'attack-right'), simplified: false };
    expect(gg.actor(w)).toEqual({ kind: 'player', player: 'allies-flanks' });
    w = must(gg.resolve(w, { type: 'attack', unit: 0, target: 1 }));
    // The Ambush is a tactic card: the defending commander's call.
    expect(gg.actor(w)).toEqual({ kind: 'player', player: 'axis-center' });
    w = must(gg.resolve(w, { type: 'ambush', play: false }));
    w = must(gg.resolve(w, { type: 'roll', faces: faces('flag', 'star', 'star') }));
    // Column 20 is the Axis left flank as the Axis player sees it.
    expect(gg.actor(w)).toEqual({ kind: 'player', player: 'axis-flanks' });
  });
});

function perturb(w: YoungState, seat: string, rng: Rng): YoungState {
  const me: Player = seat.startsWith('allies') ? 'allies' : 'axis';
  const opp = other(me);
  const s: State = w.base;
  const pool: CardId[] = [...s.hands[opp]];
  for (const c of CARD_IDS) for (let i = 0; i < (s.deck[c] ?? 0); i++) pool.push(c);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pool[i], pool[j]] = [pool[j] as CardId, pool[i] as CardId];
  }
  const hand = pool.slice(0, s.hands[opp].length);
  const deck: Partial<Record<CardId, number>> = {};
  for (const c of pool.slice(hand.length)) deck[c] = (deck[c] ?? 0) + 1;
  return { ...w, base: { ...s, hands: { ...s.hands, [opp]: hand }, deck } };
}

describe('Young Generals on the protocol', () => {
  // 2 games per CI run; the nightly run's ESAGONO_CONFORMANCE_RUNS scales them, in parts of 10.
  it.each(conformanceParts(2, 10).map((games, i) => [i + 1, games] as const))('passes the testkit conformance checks (3 v 2, simplified; part %i: %i games)', async (part, games) => {
    await yieldToRunner();
    const report = checkConformance(youngGeneralsGame({ allies: 3, axis: 2 }), {
      scenarios: { small: { scenario: small, simplified: true } },
      playthroughs: games,
      exactPlaythroughs: true,
      probes: 1,
      movesPerState: 2,
      shrinkTimeLimit: 5_000,
      seed: 45 + part,
      hidden: { perturb, description: "the opponents' hand and the deck" },
    });
    expect(report.terminal).toBeGreaterThan(0);
  }, 120_000);

  it('random playouts reach the end, with and without the simplifications', () => {
    const g = youngGeneralsGame({ allies: 2, axis: 3 });
    for (let seed = 1; seed <= 4; seed++) {
      const r = randomPlayout(g, { scenario: small, simplified: seed % 2 === 0, tactics: seed > 2 ? ['direct-from-hq'] : [] }, seed);
      expect(r.error).toBeUndefined();
      expect(r.stop).toBe('terminal');
      if (r.outcome?.kind !== 'win') throw new Error('no winner');
      expect(['allies-center', 'axis-center']).toContain(r.outcome.winner);
    }
  }, 60_000);
});
