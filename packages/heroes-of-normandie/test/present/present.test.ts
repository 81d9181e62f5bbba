// The title's presentation (describe, narrate, odds, SVG): words for every move type met in random
// games, exact odds from the engine's own dice (HoN p.6-7), and nothing hidden drawn or logged.
import { describe, expect, it } from 'vitest';
import { RAT_ONE, RAT_ZERO, Rng, pickChance, rational, ratAdd, ratEquals, type Rational } from '@esagono/kernel';
import {
  assaultOdds,
  describeMove,
  determinize,
  explainMove,
  fireResult,
  game,
  genericSentence,
  moveOdds,
  narrateMove,
  pendingOdds,
  renderSvg,
  scenarios,
  type Move,
  unitName,
  type State,
} from '../../src/index.js';
import { activate, board, unit } from '../fixtures.js';

function games(seeds: readonly number[], visit: (s: State, m: Move, after: State) => void, scenario = 'free-skirmish-equipped'): void {
  for (const seed of seeds) {
    const start = game.setup(scenarios[scenario]!);
    if (!start.ok) throw new Error(start.error.message);
    const rng = new Rng(seed);
    let s = start.state;
    for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
      const a = game.actor(s);
      const moves = a.kind === 'chance' ? [] : game.legalMoves(s);
      // Prefer attacks, so fire, assault and area effects are met often.
      const attack = moves.filter((m) => ['fire', 'assault', 'grenade', 'aoe-fire', 'raffica'].includes(m.type));
      const m = a.kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : attack.length > 0 && rng.int(2) === 0 ? rng.pick(attack) : rng.pick(moves);
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      visit(s, m, r.state);
      s = r.state;
    }
  }
}

const sum = (rows: readonly { p: Rational }[]): Rational => rows.reduce((a, r) => ratAdd(a, r.p), RAT_ZERO);

describe('describeMove (HoN)', () => {
  it('words, never JSON, for every move type played in random games, with the rule', () => {
    const seen = new Set<string>();
    games([1, 2, 3, 10], (s, m, after) => {
      seen.add(m.type);
      const d = explainMove(s, m, after);
      expect(d.text).not.toMatch(/[{}"]/);
      expect(d.rule).toMatch(/^HoN p\.\d+/);
      for (const e of d.effects) expect(e.text).not.toMatch(/[{}"]/);
      expect(describeMove(game.view(s, 'US').state, m)).toBe(describeMove(s, m));
    });
    for (const t of ['place', 'step', 'turn', 'fire', 'die', 'draw', 'grenade', 'equipment']) expect(seen).toContain(t);
  });
  it('an unknown move type falls back to a sentence naming its fields', () => {
    expect(genericSentence({ type: 'smoke-grenade', px: 3, py: 4 })).toBe('Smoke grenade: px 3, py 4');
  });
});

describe('narrate: nothing hidden leaks (HoN p.5 L302-316, p.8 L560)', () => {
  it('the opponent never reads a token value placed or a card drawn, and an onlooker neither', () => {
    let placed = 0;
    games([5, 6], (s, m, after) => {
      for (const viewer of ['US', 'DE', null] as const) {
        const lines = narrateMove(s, m, after, viewer);
        if (m.type === 'place') {
          const owner = s.units.find((u) => u.id === m.unit)?.owner;
          if (owner !== viewer) {
            expect(lines[0]?.text).toContain('face-down token');
            expect(lines.map((l) => l.text).join(' ')).not.toMatch(/Order token \d|Bluff/);
            placed++;
          }
        }
        if (m.type === 'draw' && viewer !== null) {
          const mine = after.sides[viewer].hand.length > s.sides[viewer].hand.length;
          if (!mine) expect(lines[0]?.text).toContain('(hidden)');
        }
      }
    });
    expect(placed).toBeGreaterThan(10);
  });
  it('no line names the value of a token its viewer has not seen revealed', () => {
    let n = 0;
    games([7, 8], (s, m, after) => {
      for (const viewer of ['US', 'DE'] as const) {
        const text = narrateMove(s, m, after, viewer).map((l) => l.text).join(' | ');
        for (const u of after.units) {
          if (u.owner === viewer || u.revealed || u.token === null) continue;
          expect(text).not.toContain(`${unitName(after, u.id)}: its token`);
          if (m.type === 'place' && m.unit === u.id) expect(text).not.toMatch(/Order token|Bluff token/);
        }
        n++;
      }
    });
    expect(n).toBeGreaterThan(100);
  });
});

describe('odds before each roll (HoN p.6-7)', () => {
  it('pending odds sum to 1 for every roll met, and fire odds match the d6 read on the fire table', () => {
    let fire = 0;
    let assault = 0;
    games([1, 2, 3], (s) => {
      if (game.actor(s).kind !== 'chance' || s.draws.length > 0) return;
      const o = pendingOdds(s);
      expect(o).not.toBeNull();
      if (!o) return;
      expect(ratEquals(sum(o.rows), RAT_ONE)).toBe(true);
      for (const t of o.terms) expect(t.rule).toMatch(/^HoN p\./);
      const atk = s.attack;
      if (atk && atk.kind === 'fire' && atk.stage === 'roll' && atk.mode === 'normal' && atk.queue.length === 0) {
        // Independently: the faces that hit, from the rulebook's table (L512); a miss only suppresses.
        const hits = [1, 2, 3, 4, 5, 6].filter((f) => fireResult(f + atk.attackMod, atk.defense + atk.defenseMod) !== 'miss').length;
        const hit = sum(o.rows.filter((r) => /flipped|eliminated|wrecked|damaged|Sostituto|location dice/.test(r.label)));
        expect(ratEquals(hit, rational(hits, 6))).toBe(true);
        fire++;
      }
      if (atk && atk.kind === 'assault' && atk.stage === 'roll') {
        // A tie does nothing (L444-446): the 'no effect' row is at least the tie probability.
        const tie = assaultOdds(atk.attackMod, atk.defenseMod, atk.attackerDice, atk.defenderDice).tie;
        const none = o.rows.find((r) => r.label === 'no effect')?.p ?? RAT_ZERO;
        expect(none.num * tie.den).toBeGreaterThanOrEqual(tie.num * none.den);
        assault++;
      }
    });
    expect(fire).toBeGreaterThan(0);
  });
  it('an assault: 2d6 keep the highest against the defender, rows from the engine match assaultOdds (L414, L444-446)', () => {
    const s = activate(board([unit('a', 'US', 'us-rifle-squad', 5, 5), unit('d', 'DE', 'de-volksgrenadiers', 6, 5)]), 'a');
    const m: Move = { type: 'assault', target: 'd' };
    const o = moveOdds(s, m);
    expect(o).not.toBeNull();
    if (!o) return;
    expect(ratEquals(sum(o.rows), RAT_ONE)).toBe(true);
    const r = game.resolve(s, m);
    if (!r.ok || !r.state.attack) throw new Error('no assault');
    const atk = r.state.attack;
    const want = assaultOdds(atk.attackMod, atk.defenseMod, atk.attackerDice, atk.defenderDice);
    expect(o.total).toContain('2d6 keep the highest');
    expect(ratEquals(o.rows.find((x) => x.label === 'no effect')?.p ?? RAT_ZERO, want.tie)).toBe(true);
    expect(o.terms.some((t) => t.label.includes('defence colour') && t.value.startsWith('yellow'))).toBe(true);
    // The same odds once the dice are about to be rolled.
    expect(pendingOdds({ ...r.state, attack: { ...atk, stage: 'roll' } })?.rows).toEqual(o.rows);
  });
  it('odds of a declared fire, assault or area attack sum to 1 and name the target defence colour', () => {
    let n = 0;
    games([4, 5], (s, m) => {
      if (!['fire', 'assault', 'grenade', 'aoe-fire'].includes(m.type)) return;
      const o = moveOdds(s, m);
      if (!o) return;
      expect(ratEquals(sum(o.rows), RAT_ONE)).toBe(true);
      if (s.attack === null && m.type !== 'aoe-fire') expect(o.terms.some((t) => /defence colour/.test(t.label))).toBe(true);
      n++;
    });
    expect(n).toBeGreaterThan(5);
    expect(moveOdds(game.setup(scenarios['free-skirmish']!).ok ? (game.setup(scenarios['free-skirmish']!) as { state: State }).state : ({} as State), { type: 'pass' })).toBeNull();
  });
  it('odds read no hidden token or hand: a determinized state gives the same odds', () => {
    const rng = new Rng(3);
    let n = 0;
    games([2], (s) => {
      if (game.actor(s).kind !== 'chance' || s.draws.length > 0 || n > 30) return;
      expect(pendingOdds(determinize(s, 'US', rng))).toEqual(pendingOdds(s));
      n++;
    });
    expect(n).toBeGreaterThan(3);
  });
});

describe('renderSvg', () => {
  it('draws squares, edges, units with facing arrows and objectives', () => {
    const st = game.setup(scenarios['free-skirmish']!);
    if (!st.ok) throw new Error('setup');
    const svg = renderSvg(game.view(st.state, 'US'));
    expect(svg.startsWith('<svg')).toBe(true);
    for (const c of ['terrain', 'edges', 'objectives', 'units', 'facing']) expect(svg).toContain(`class="${c}`);
  });
  it('order tokens only for their owner: the opponent sees ? and nothing changes when its values do', () => {
    const rng = new Rng(4);
    let checked = 0;
    games([3], (s) => {
      if (s.phase !== 'activation' || checked > 20) return;
      const svg = renderSvg(game.view(s, 'DE'));
      const us = s.units.filter((u) => u.owner === 'US' && u.token !== null && !u.revealed && u.alive);
      if (us.length === 0) return;
      // The US tokens' values are re-dealt: the German picture is the same.
      expect(renderSvg(game.view(determinize(s, 'DE', rng), 'DE'))).toBe(svg);
      expect(svg).toContain('>?</text>');
      checked++;
    });
    expect(checked).toBeGreaterThan(0);
  });
  it('while orders are being placed, the opponent sees no token at all', () => {
    let checked = 0;
    games([8], (s) => {
      if (s.phase !== 'orders' || checked > 5) return;
      const svg = renderSvg(game.view(s, 'DE'));
      const usTokens = s.units.filter((u) => u.owner === 'US' && u.token !== null).length;
      if (usTokens === 0) return;
      const deTokens = s.units.filter((u) => u.owner === 'DE' && u.token !== null && (u.alive || u.wreck)).length;
      expect((svg.match(/class="token"/g) ?? []).length).toBe(deTokens);
      checked++;
    });
    expect(checked).toBeGreaterThan(0);
  });
});
