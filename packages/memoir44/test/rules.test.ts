import { describe, expect, it } from 'vitest';
import { Rng, pickChance, undeclaredPhases, undeclaredStep, type RuleError } from '@esagono/kernel';
import { game } from '../src/game.js';
import { scenarios } from '../src/index.js';
import { PHASES } from '../src/sequence/table.js';
import type { Move, State } from '../src/state.js';
import { baseRefusal } from '../src/variants/seats.js';
import { H, apply, declare, faces, setupState, withOrders, attackWith } from './helpers.js';

// A specific reference: the rulebook (page, with its line numbers) or the digest's reading of it.
const SPECIFIC = /^(M44 (p\.\d|scenario rule)|digest )/;

describe('phase table (M44 p.6-11)', () => {
  it('names only its own phases as successors', () => {
    expect(undeclaredPhases(PHASES)).toEqual([]);
  });

  it('over random playouts every event cites a specific rule and every step goes where its phase says', () => {
    const seen = new Set<string>();
    for (const name of Object.keys(scenarios)) {
      for (let seed = 1; seed <= 3; seed++) {
        const rng = new Rng(seed);
        const init = game.setup(scenarios[name] as never);
        if (!init.ok) throw new Error(init.error.message);
        let s: State = init.state;
        while (game.actor(s).kind !== 'terminal') {
          const a = game.actor(s);
          const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
          const r = game.resolve(s, m);
          if (!r.ok) throw new Error(`${name} #${seed}: ${r.error.message}`);
          expect(r.events.length).toBeGreaterThan(0);
          for (const e of r.events) {
            expect(e.rule ?? '', `${s.phase.kind} ${m.type}`).toMatch(SPECIFIC);
            seen.add(`${m.type}: ${e.rule}`);
          }
          expect(undeclaredStep(PHASES, s.phase.kind, r.state.phase.kind), `${s.phase.kind} -> ${r.state.phase.kind}`).toBe(false);
          s = r.state;
        }
      }
    }
    // Attacks, moves and retreats cite their own pages, not the turn's.
    expect(seen).toContain('attack: M44 p.7-8 [L280-289]');
    expect(seen).toContain('move: M44 p.6 [L221-245]');
    expect(seen).toContain('retreat: M44 p.9 [L396-421]');
  });
});

/** The refusal of `m` in `s`. */
function refusal(s: State, m: Move): RuleError {
  const r = game.resolve(s, m);
  if (r.ok) throw new Error(`${JSON.stringify(m)} was accepted`);
  return r.error;
}

describe('a refused move cites the rule that refuses it', () => {
  // Allied infantry (5,9) next to Axis infantry (4,8); Axis (3,9) two hexes off; Allied (7,3) unordered.
  const base = setupState({
    units: [
      { row: 5, col: 9, side: 'allies' },
      { row: 4, col: 8, side: 'axis' },
      { row: 7, col: 3, side: 'allies' },
      { row: 3, col: 9, side: 'axis' },
    ],
  });
  // Allied infantry (6,6) sees Axis (6,10) across woods at (6,8); Axis (0,6) six hexes off.
  const open = setupState({
    terrain: [[6, 8, 'woods']],
    units: [
      { row: 6, col: 6, side: 'allies' },
      { row: 6, col: 10, side: 'axis' },
      { row: 0, col: 6, side: 'axis' },
    ],
  });
  const playing = (hand: State['hands']['allies']): State => ({ ...base, phase: { kind: 'play' }, hands: { allies: hand, axis: [] } });
  // Two hexes toward the Axis side are free: the owner picks (M44 p.9 [L413]).
  const retreating = attackWith(setupState({ units: [{ row: 5, col: 9, side: 'allies' }, { row: 4, col: 8, side: 'axis' }] }), 0, 1, faces('flag', 'infantry', 'star'));

  // Probe Centre: 2 units in the centre section; unit 0 (5,9) is there, unit 2 (7,3) on the left flank.
  const ordering = (orders: number[]): State => {
    const s = withOrders(base, orders, 'move', 'probe-center');
    return { ...s, phase: { kind: 'order' }, turn: { ...(s.turn as NonNullable<State['turn']>), slots: [0, 2, 0], anySlots: 0 } };
  };
  const cases: [string, State, Move, string, string][] = [
    ['ordering an enemy unit', ordering([]), { type: 'order', unit: 1 }, 'not-own-unit', 'M44 p.6 [L211]'],
    ['ordering a unit twice', ordering([0]), { type: 'order', unit: 0 }, 'ordered-already', 'M44 p.6 [L217]'],
    ['ordering a unit outside the card\'s section', ordering([]), { type: 'order', unit: 2 }, 'not-orderable', 'M44 p.6 [L191-193, L215]'],
    ['a card not in hand', playing(['direct-from-hq']), { type: 'play', card: 'barrage' }, 'not-in-hand', 'M44 p.6 [L185]'],
    ['Ambush on its own turn', playing(['ambush', 'direct-from-hq']), { type: 'play', card: 'ambush' }, 'ambush-on-own-turn', 'M44 p.22 [L955]'],
    ['a move of another phase', playing(['direct-from-hq']), { type: 'end-turn' }, 'illegal-move', 'M44 p.6 [L183-207]'],
    ['moving farther than the unit may', withOrders(base, [0], 'move'), { type: 'move', unit: 0, to: H(1, 9) }, 'too-far', 'M44 p.6 [L227-233]'],
    ['moving an unordered unit', withOrders(base, [0], 'move'), { type: 'move', unit: 2, to: H(6, 4) }, 'not-ordered', 'M44 p.6 [L213]'],
    ['moving into a unit', withOrders(base, [0], 'move'), { type: 'move', unit: 0, to: H(4, 8) }, 'hex-occupied', 'M44 p.6 [L239]'],
    ['battling a friend', withOrders(base, [0], 'battle'), { type: 'attack', unit: 0, target: 2 }, 'not-an-enemy', 'M44 p.7 [L257]'],
    ['battling past an adjacent enemy', withOrders(base, [0], 'battle'), { type: 'attack', unit: 0, target: 3 }, 'must-battle-adjacent', 'M44 p.7 [L270]'],
    ['battling out of range', withOrders(open, [0], 'battle'), { type: 'attack', unit: 0, target: 2 }, 'out-of-range', 'M44 p.8 [L291-322]'],
    ['battling without line of sight', withOrders(open, [0], 'battle'), { type: 'attack', unit: 0, target: 1 }, 'no-line-of-sight', 'M44 p.8-9 [L324-356]'],
    ['a roll of the wrong dice', declare(withOrders(base, [0], 'battle'), 0, 1), { type: 'roll', faces: faces('flag') }, 'not-a-roll', 'M44 p.9 [L366-394]'],
    ['stopping short of the flags', retreating, { type: 'stop-retreat' }, 'retreat-too-short', 'M44 p.9 [L399, L408]'],
    ['retreating away from its own side', retreating, { type: 'retreat', to: H(5, 7) }, 'retreat-blocked', 'M44 p.9 [L403-408]'],
    ['drawing a card the deck lacks', { ...base, phase: { kind: 'draw', left: 1, recon: false, drawn: [] }, deck: { ...base.deck, barrage: 0 } }, { type: 'draw', card: 'barrage' }, 'not-in-deck', 'M44 p.11 [L469]'],
  ];
  for (const [what, s, m, code, rule] of cases) {
    it(`${what}: ${code} (${rule})`, () => {
      expect(refusal(s, m)).toMatchObject({ code, rule });
    });
  }

  it('an equal copy of a legal move is accepted (M44 p.6-11)', () => {
    const s = withOrders(base, [0], 'move');
    const listed = game.legalMoves(s).find((m) => m.type === 'move');
    expect(listed).toBeDefined();
    expect(apply(s, { ...(listed as Move) }).phase.kind).toBe('move');
  });

  it("the team variants pass on the base game's specific refusal, else their own (M44 p.21-22)", () => {
    const s = withOrders(base, [0], 'move');
    const fallback = { ok: false as const, error: { code: 'illegal-move', message: 'not now', rule: 'M44 p.21-22' } };
    expect(baseRefusal(game, s, { type: 'move', unit: 0, to: H(1, 9) }, fallback).error).toMatchObject({ code: 'too-far', rule: 'M44 p.6 [L227-233]' });
    // A seat's own move is no Memoir '44 move: the variant's refusal stands.
    expect(baseRefusal(game, s, { type: 'play-shared' }, fallback)).toBe(fallback);
    // A move the base would take (another seat's, say) is refused by the variant's rule.
    const legal = game.legalMoves(s)[0] as Move;
    expect(baseRefusal(game, s, legal, fallback)).toBe(fallback);
  });
});
