import { describe, expect, it } from 'vitest';
import { Rng, RAT_ONE, RAT_ZERO, ratAdd, ratEquals } from '@esagono/kernel';
import {
  CARD_IDS,
  battleOdds,
  boardGeometry,
  cardText,
  explainMove,
  game,
  medalTotal,
  moveVisibleTo,
  renderSvg,
  scenarios,
  type Move,
  type State,
} from '../../src/index.js';
import { apply, declare, faces, setupState, withOrders } from '../helpers.js';
import { parseXml, select } from './xml-check.js';

function start(id: string): State {
  const r = game.setup(scenarios[id] as (typeof scenarios)[string]);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Every step of seeded random games: (before, move, after). */
function* steps(id: string, seeds: readonly number[], limit = 1500): Generator<{ before: State; move: Move; after: State }> {
  for (const seed of seeds) {
    const rng = new Rng(seed);
    let s = start(id);
    for (let i = 0; i < limit; i++) {
      const a = game.actor(s);
      if (a.kind === 'terminal') break;
      const all = a.kind === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
      const m = all[rng.int(all.length)] as Move;
      const r = game.resolve(s, m);
      if (!r.ok) throw new Error(r.error.message);
      yield { before: s, move: m, after: r.state };
      s = r.state;
    }
  }
}

describe('explainMove: every change with its rule (issue #16)', () => {
  it('a unit losing 2 figures to two grenades and 1 to a flag it cannot retreat from gets a line for each cause', () => {
    // Axis at the top edge: its retreat is toward row 0, off the board (M44 p.9 [L407-408]).
    const s0 = setupState({ units: [{ row: 1, col: 5, side: 'allies' }, { row: 0, col: 4, side: 'axis' }] });
    const st = declare(withOrders(s0, [0], 'battle'), 0, 1);
    expect(st.phase.kind).toBe('roll');
    const roll: Move = { type: 'roll', faces: faces('grenade', 'grenade', 'flag') };
    const after = apply(st, roll);
    expect(after.units[1]?.figures).toBe(1);
    const lines = explainMove(st, roll, after, 'allies');
    expect(lines[0]?.text).toMatch(/dice on Axis infantry at \(0, 4\): 2× grenade: 2 hits; 1× flag: 1 retreat \(2 hits, 1 flag\)/);
    expect(lines).toContainEqual({ text: 'Axis infantry at (0, 4) loses 2 figures to hits', rule: 'M44 p.9 [L370-394]' });
    expect(lines).toContainEqual({ text: 'Axis infantry at (0, 4) loses 1 figure: it could not retreat for every flag', rule: 'M44 p.9 [L407-408]' });
  });

  it('the last figure lost reports the elimination and the medal, and the medal count', () => {
    const s0 = setupState({ units: [{ row: 1, col: 5, side: 'allies' }, { row: 0, col: 4, side: 'axis', figures: 1 }] });
    const st = declare(withOrders(s0, [0], 'battle'), 0, 1);
    const roll: Move = { type: 'roll', faces: faces('infantry', 'star', 'star') };
    const after = apply(st, roll);
    const text = explainMove(st, roll, after, 'axis').map((l) => `${l.text} · ${l.rule}`);
    expect(text).toContain('Axis infantry at (0, 4) is eliminated: Allies gain 1 medal · M44 p.9 [L372-374]');
    expect(text).toContain('Allies medals 0 → 1 of 4 · M44 p.9 [L372-374]');
  });

  it('a flag ignored behind sandbags is said, with its rule (M44 p.19)', () => {
    const s0 = setupState({ obstacles: [[3, 5, 'sandbag']], units: [{ row: 5, col: 5, side: 'allies' }, { row: 3, col: 5, side: 'axis' }] });
    const st = declare(withOrders(s0, [0], 'battle'), 0, 1);
    const roll: Move = { type: 'roll', faces: faces('flag') };
    const mid = apply(st, roll);
    expect(mid.phase.kind).toBe('ignore-flag');
    const ignore: Move = { type: 'ignore-flag', ignore: true };
    const after = apply(mid, ignore);
    expect(explainMove(mid, ignore, after, 'allies')).toContainEqual({ text: 'Axis infantry at (3, 5) ignores 1 flag', rule: 'M44 p.15, p.19' });
  });

  it('over random games: every line has a rule; figure losses beyond hits, eliminations and lost paratroopers are explained', () => {
    let blocked = 0;
    let eliminated = 0;
    let lostDrops = 0;
    for (const id of ['pegasus-bridge', 'sainte-mere-eglise']) {
      for (const { before, move, after } of steps(id, [1, 2, 3])) {
        const lines = explainMove(before, move, after, before.active);
        for (const l of lines) expect(l.rule.length).toBeGreaterThan(3);
        for (const u of after.units) {
          const b = before.units[u.id];
          if (!b) continue;
          if (b.at >= 0 && u.at < 0 && u.figures <= 0) {
            eliminated++;
            expect(lines.some((l) => /is eliminated/.test(l.text) && l.rule === 'M44 p.9 [L372-374]')).toBe(true);
          }
          const ph = before.phase;
          if (move.type === 'roll' && ph.kind === 'roll' && ph.attack.target === u.id && b.figures - u.figures > 0) {
            const byLine = lines.filter((l) => l.text.startsWith(`${b.side === 'allies' ? 'Allies' : 'Axis'}`) && /loses (\d+) figure/.test(l.text));
            const total = byLine.reduce((a, l) => a + Number(/loses (\d+)/.exec(l.text)?.[1]), 0);
            expect(total).toBe(b.figures - u.figures);
            if (byLine.some((l) => /could not retreat|bunker/.test(l.text))) blocked++;
          }
        }
        for (const side of ['allies', 'axis'] as const) {
          if (medalTotal(before, side) !== medalTotal(after, side)) {
            expect(lines.some((l) => l.text.startsWith(`${side === 'allies' ? 'Allies' : 'Axis'} medals ${medalTotal(before, side)} → ${medalTotal(after, side)}`))).toBe(true);
          }
        }
        if (move.type === 'drop' && after.units.length === before.units.length) {
          lostDrops++;
          expect(lines.some((l) => /is lost without a medal/.test(l.text))).toBe(true);
        }
      }
    }
    expect(eliminated).toBeGreaterThan(3);
    expect(blocked + lostDrops).toBeGreaterThan(0);
  });

  it('a card drawn is shown to its drawer only, Recon draws included', () => {
    let recon = 0;
    for (const { before, move } of steps('pegasus-bridge', [1, 2, 3, 4])) {
      if (move.type !== 'draw' && move.type !== 'keep') continue;
      const ph = before.phase;
      const drawer = ph.kind === 'deal' ? ph.side : ph.kind === 'draw' ? (ph.who ?? before.active) : before.active;
      const other = drawer === 'allies' ? 'axis' : 'allies';
      expect(moveVisibleTo(before, move, drawer)).toBe(true);
      expect(moveVisibleTo(before, move, other)).toBe(false);
      expect(moveVisibleTo(before, move, null)).toBe(false);
      if (ph.kind === 'draw' && ph.recon) recon++;
    }
    expect(recon).toBeGreaterThan(0);
  });
});

describe('battleOdds: the dice and the exact odds before the roll', () => {
  it('gives the engine’s dice count, terms adding up to it, and distributions summing to 1', () => {
    let checked = 0;
    for (const { before } of steps('pegasus-bridge', [5, 6], 800)) {
      if (before.phase.kind !== 'battle') continue;
      for (const m of game.legalMoves(before)) {
        if (m.type !== 'attack') continue;
        const o = battleOdds(before, m);
        expect(o).not.toBeNull();
        if (!o) continue;
        const r = game.resolve(before, m);
        if (!r.ok) throw new Error(r.error.message);
        const ph = r.state.phase;
        expect(ph.kind === 'roll' || ph.kind === 'ambush').toBe(true);
        if (ph.kind === 'roll' || ph.kind === 'ambush') expect(o.dice).toBe(ph.attack.dice);
        expect(o.terms.reduce((a, t) => a + t.dice, 0)).toBe(o.dice);
        for (const t of o.terms) expect(t.rule).toMatch(/M44|digest/);
        expect(ratEquals(o.hits.reduce(ratAdd, RAT_ZERO), RAT_ONE)).toBe(true);
        expect(ratEquals(o.flags.reduce(ratAdd, RAT_ZERO), RAT_ONE)).toBe(true);
        expect(ratEquals(o.hits.slice(o.figures).reduce(ratAdd, RAT_ZERO), o.eliminated)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('names terrain protection with its rule: infantry in woods take 1 die less (M44 p.14)', () => {
    const s0 = setupState({ terrain: [[3, 5, 'woods']], units: [{ row: 5, col: 5, side: 'allies' }, { row: 3, col: 5, side: 'axis' }] });
    const st = withOrders(s0, [0], 'battle');
    const o = battleOdds(st, { type: 'attack', unit: 0, target: 1 });
    expect(o?.dice).toBe(1);
    expect(o?.terms.map((t) => [t.label, t.dice])).toEqual([
      ['infantry at range 2', 2],
      ['target in woods', -1],
    ]);
    expect(battleOdds(st, { type: 'end-turn' })).toBeNull();
  });
});

describe('the picture the page shows', () => {
  it('has a legend of the scenario’s terrain, and boardGeometry places hexes where the picture draws them', () => {
    const s = start('pegasus-bridge');
    const opts = { hexSize: 40, legend: true } as const;
    const root = parseXml(renderSvg(s, opts));
    const kinds = select(root, 'g', 'legend-entry').map((g) => g.attrs['data-id']);
    expect(kinds).toEqual(expect.arrayContaining(['countryside', 'woods', 'river', 'town', 'bridge', 'medal', 'section']));
    const geo = boardGeometry(s.scenario, opts);
    expect(Number(root.attrs.height)).toBeCloseTo(geo.height, 1);
    const hex = select(root, 'polygon', 'hex').find((p) => p.attrs['data-hex'] === '4,6');
    const pts = (hex?.attrs.points ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
    // Column 6 lies at 6 half-widths from column 0's centre.
    expect(cx).toBeCloseTo(geo.layout.origin.x + (6 * Math.sqrt(3) * 40) / 2, 1);
  });

  it('every card has its own text', () => {
    const texts = CARD_IDS.map(cardText);
    for (const t of texts) expect(t.length).toBeGreaterThan(12);
    expect(cardText('probe-left')).toBe('Order 2 units on the left flank.');
    expect(cardText('general-advance')).toBe('Order 2 units in each section.');
  });
});
