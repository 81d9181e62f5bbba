// The title's presentation (describe, odds, SVG): words for every move type met in seeded games,
// exact odds from the engine's own chance outcomes, and a picture that shows nothing face down.
import { describe, expect, it } from 'vitest';
import { RAT_ONE, RAT_ZERO, Rng, pickChance, ratAdd, ratEquals, ratMul, type Rational } from '@esagono/kernel';
import { describeMove, determinize, explainMove, game, genericSentence, moveOdds, narrateMove, pendingOdds, publicState, renderSvg, scenarios, type Move, type State } from '../../src/index.js';

/** A bot that pushes inland and attacks when it can (so attacks, barrages and infiltrations happen). */
function pick(s: State, moves: readonly Move[], rng: Rng): Move {
  const score = (m: Move): number => {
    if (m.type === 'declare-attack' || m.type === 'commit' || m.type === 'resolve-attack' || m.type === 'barrage') return 60;
    if (m.type === 'move') {
      const from = s.us[m.units[0] as string]?.loc;
      return (Number(m.to.slice(0, 2)) - (from?.kind === 'hex' ? Number(from.hex.slice(0, 2)) : 0)) * 10;
    }
    return m.type === 'end-actions' ? 0 : 5;
  };
  let best = moves[0] as Move;
  let top = -Infinity;
  for (const m of moves) {
    const v = score(m) + rng.int(30);
    if (v > top) [top, best] = [v, m];
  }
  return best;
}

/** Seeded games, each visited state handed to `visit` with the move played there. */
function games(seeds: readonly number[], visit: (s: State, m: Move, after: State) => void): void {
  for (const seed of seeds) {
    const rng = new Rng(seed);
    const start = game.setup(scenarios['easy-fox']);
    if (!start.ok) throw new Error(start.error.message);
    let s = start.state;
    for (let n = 0; game.actor(s).kind !== 'terminal' && n < 1500; n++) {
      const m = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : pick(s, game.legalMoves(s), rng);
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      visit(s, m, r.state);
      s = r.state;
    }
  }
}

const sum = (rows: readonly { p: Rational }[]): Rational => rows.reduce((a, r) => ratAdd(a, r.p), RAT_ZERO);

describe('describeMove (DDOB)', () => {
  it('words, never JSON, for every move type played in seeded games, with the rule', () => {
    const seen = new Set<string>();
    games([1, 2], (s, m, after) => {
      seen.add(m.type);
      const d = explainMove(s, m, after);
      expect(d.text).not.toMatch(/[{}"]/);
      expect(d.text.length).toBeGreaterThan(3);
      expect(d.rule).toMatch(/^DDOB /);
      for (const e of d.effects) expect(e.text).not.toMatch(/[{}"]/);
      if (game.actor(s).kind !== 'chance') expect(describeMove(game.view(s, 'us'), m)).toBe(describeMove(s, m));
    });
    for (const t of ['draw', 'reveal', 'place', 'move', 'declare-attack', 'resolve-attack', 'end-actions']) expect(seen).toContain(t);
  });
  it('names units as printed and hexes by number and position', () => {
    const s = game.setup(scenarios['easy-fox']);
    if (!s.ok) throw new Error('setup');
    const id = Object.keys(s.state.us)[0] as string;
    expect(describeMove(s.state, { type: 'hero', unit: id })).toContain(id);
    expect(describeMove(s.state, { type: 'interrogate', hex: Object.keys(s.state.german)[0] as string })).toMatch(/hex \d{4}/);
  });
  it('an unknown move type falls back to a sentence naming its fields', () => {
    const text = genericSentence({ type: 'smoke-screen', unit: 'A/1/16', hexes: ['0812', '0813'] });
    expect(text).toBe('Smoke screen: unit A/1/16, hexes 0812 and 0813');
  });
});

describe('odds before each card and reveal (DDOB 2.3, 9.1)', () => {
  it('pending odds sum to 1 and equal the chance outcomes resolved by the engine', () => {
    let checked = 0;
    const kinds = new Set<string>();
    games([4], (s, m) => {
      if (game.actor(s).kind !== 'chance' || checked > 40) return;
      const o = pendingOdds(s);
      expect(o).not.toBeNull();
      if (!o) return;
      expect(ratEquals(sum(o.rows), RAT_ONE)).toBe(true);
      for (const t of o.terms) expect(t.rule).toMatch(/^DDOB /);
      kinds.add(s.reveals.length > 0 ? 'reveal' : s.step?.kind === 'draw' ? s.step.purpose.for : '?');
      // The row holding the outcome actually drawn has positive probability, and it is at least the outcome's own.
      const p = game.chanceOutcomes(publicState(s)).find((x) => JSON.stringify(x.move) === JSON.stringify(m))?.p;
      if (p) expect(o.rows.some((r) => r.p.num * p.den >= p.num * r.p.den)).toBe(true);
      checked++;
    });
    expect(checked).toBeGreaterThan(10);
    expect(kinds).toContain('fire');
  });
  it('a Fire card draw: rows are the cards grouped by what they do, each card 1/deck', () => {
    let done = false;
    games([5], (s) => {
      if (done || s.step?.kind !== 'draw' || s.step.purpose.for !== 'fire' || s.reveals.length > 0) return;
      const o = pendingOdds(s);
      const outs = game.chanceOutcomes(s);
      // Independent count: the cards whose draw leaves every US unit as it was.
      const calm = outs.filter((x) => {
        const r = game.resolve(s, x.move);
        return r.ok && Object.entries(r.state.us).every(([id, u]) => u.steps === s.us[id]?.steps && u.disrupted === s.us[id]?.disrupted && u.loc.kind === s.us[id]?.loc.kind) && JSON.stringify(r.state.german) === JSON.stringify(s.german);
      });
      const none = o?.rows.find((r) => r.label === 'no effect');
      if (calm.length > 0) expect(none && ratEquals(none.p, ratMul(outs[0]!.p, { num: calm.length, den: 1 }))).toBe(true);
      expect(o?.terms.some((t) => t.rule === 'DDOB 6.2')).toBe(true);
      done = true;
    });
    expect(done).toBe(true);
  });
  it('attacks: odds for declare-attack and resolve-attack sum to 1, from the public position', () => {
    let n = 0;
    games([1, 2], (s, m) => {
      if (m.type !== 'declare-attack' && m.type !== 'resolve-attack') return;
      const o = moveOdds(s, m);
      expect(o).not.toBeNull();
      if (!o) return;
      expect(ratEquals(sum(o.rows), RAT_ONE)).toBe(true);
      expect(o.rule).toBe('DDOB 8.3');
      n++;
    });
    expect(n).toBeGreaterThan(0);
  });
  it('odds do not depend on a face flipped back face down (DDOB 8.3)', () => {
    let n = 0;
    let changed = 0;
    games([1, 2, 3], (s) => {
      if (game.actor(s).kind !== 'chance' || n > 10) return;
      const hidden = Object.entries(s.german).find(([, g]) => !g.unit.revealed && g.unit.face !== null);
      if (!hidden) return;
      // Every face the US player has not seen redrawn, as the package's determinizer does it.
      for (const seed of [1, 2, 3]) {
        const other = determinize(s, 'us', new Rng(seed));
        if (JSON.stringify(other.german) !== JSON.stringify(s.german)) changed++;
        expect(JSON.stringify(pendingOdds(other))).toBe(JSON.stringify(pendingOdds(s)));
      }
      n++;
    });
    expect(n).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(0);
  });
  it('moves that lead to no card have no odds', () => {
    const s = game.setup(scenarios['easy-fox']);
    if (!s.ok) throw new Error('setup');
    expect(moveOdds(s.state, { type: 'end-actions' })).toBeNull();
  });
});

describe('narrate', () => {
  it('the move first, then each change with its rule', () => {
    let lines = 0;
    games([6], (s, m, after) => {
      const l = narrateMove(s, m, after);
      expect(l[0]?.text).toBe(describeMove(s, m));
      for (const x of l.slice(1)) expect(x.rule).toMatch(/^DDOB /);
      lines += l.length;
    });
    expect(lines).toBeGreaterThan(100);
  });
});

describe('renderSvg', () => {
  it('draws the map, tide band, fields of fire, landing boxes and counters; face-down Germans as ?', () => {
    const s = game.setup(scenarios['first-wave']);
    if (!s.ok) throw new Error('setup');
    const svg = renderSvg(game.view(s.state, 'us'));
    expect(svg.startsWith('<svg')).toBe(true);
    for (const c of ['terrain', 'tide', 'fields-of-fire', 'landing-boxes', 'german-unit', 'legend']) expect(svg).toContain(`class="${c}`);
    expect(svg).toContain('>?<');
    expect(renderSvg(game.view(s.state, 'us'))).toBe(svg);
  });
  it('shows nothing the US player may not know: faces flipped back face down change nothing drawn', () => {
    let n = 0;
    games([1, 2, 3], (s) => {
      const hidden = Object.entries(s.german).find(([, g]) => !g.unit.revealed && g.unit.face !== null);
      if (!hidden || n > 5) return;
      const [hex, g] = hidden;
      const svg = renderSvg(game.view(s, 'us'));
      expect(svg).not.toContain(`${g.unit.face?.replace(/^wn-/, '')}<`);
      const other = { ...s, german: { ...s.german, [hex]: { ...g, unit: { ...g.unit, face: 'wn-9-XX' } } } };
      expect(renderSvg(game.view(other, 'us'))).toBe(svg);
      n++;
    });
  });
});
