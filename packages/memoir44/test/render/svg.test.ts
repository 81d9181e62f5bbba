import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '@esagono/kernel';
import { game, medalTotal, renderScenarioSvg, renderSvg, scenarioData, scenarios, type Move, type State } from '../../src/index.js';
import { STANDARD } from '../../src/board/geometry.js';
import { DYNAMIC_OBSTACLES } from '../../src/board/static.js';
import { terrainAt } from '../../src/scenarios/layout.js';
import { CARD_IDS } from '../../src/data/cards.js';
import { parseXml, select, type XmlElement } from './xml-check.js';

const { playable: PLAYABLE, colOf, rowOf } = STANDARD;

function start(id: string): State {
  const r = game.setup(scenarios[id] as (typeof scenarios)[string]);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Plays seeded random moves (chance included) until `stop` holds for a resolved move or `limit` moves. */
function playUntil(s0: State, seed: number, limit: number, stop: (before: State, m: Move, after: State) => boolean, prefer?: (m: Move) => boolean) {
  const rng = new Rng(seed);
  let s = s0;
  for (let i = 0; i < limit; i++) {
    const a = game.actor(s);
    if (a.kind === 'terminal') break;
    const all = a.kind === 'chance' ? game.chanceOutcomes(s).map((o) => o.move) : game.legalMoves(s);
    const preferred = prefer ? all.filter(prefer) : [];
    const pool = preferred.length > 0 ? preferred : all;
    const m = pool[rng.int(pool.length)] as Move;
    const r = game.resolve(s, m);
    if (!r.ok) throw new Error(r.error.message);
    if (stop(s, m, r.state)) return { before: s, move: m, after: r.state };
    s = r.state;
  }
  return { before: s, move: null, after: s };
}

const centreOf = (poly: XmlElement) => {
  const pts = (poly.attrs.points ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);
  return { x: pts.reduce((a, p) => a + p[0], 0) / pts.length, y: pts.reduce((a, p) => a + p[1], 0) / pts.length };
};

describe('xml-check (the test helper itself)', () => {
  it('rejects malformed XML', () => {
    for (const bad of ['<a><b></a></b>', '<a x=1/>', '<a>&</a>', '<a>&nbsp;</a>', '<a/><b/>', '<a>', '<a x="1" x="2"/>', '<a x="<"/>', 'text<a/>']) {
      expect(() => parseXml(bad), bad).toThrow();
    }
    const ok = parseXml('<?xml version="1.0"?><a k=\'&lt;&amp;\'><!-- c --><b>x &gt; y</b><c/></a>');
    expect(ok.attrs.k).toBe('<&');
    expect(ok.children.map((c) => c.name)).toEqual(['b', 'c']);
    expect(ok.children[0]?.text).toBe('x > y');
  });
});

describe('renderSvg (M44 p.6 board, p.20 medals)', () => {
  it.each(Object.keys(scenarios))('draws %s as well-formed SVG with one polygon per hex of the 13x9 board (M44 p.6 [L168])', (id) => {
    const s = start(id);
    const root = parseXml(renderSvg(s));
    expect(root.name).toBe('svg');
    expect(root.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    const hexes = select(root, 'polygon', 'hex');
    // 5 rows of 13 and 4 of 12 full hexes.
    expect(hexes).toHaveLength(5 * 13 + 4 * 12);
    expect(new Set(hexes.map((h) => h.attrs['data-hex']))).toEqual(new Set(PLAYABLE.map((h) => `${rowOf(h)},${colOf(h)}`)));
    for (const h of hexes) {
      const [row, col] = (h.attrs['data-hex'] ?? '').split(',').map(Number) as [number, number];
      expect(h.attrs['data-terrain']).toBe(terrainAt(s.scenario, { row, col }));
      expect((h.attrs.points ?? '').split(' ')).toHaveLength(6);
    }
  });

  it('draws pointy-top hexes: neighbours along a row share a vertical side, the next row is offset half a hex', () => {
    const root = parseXml(renderSvg(start('pegasus-bridge')));
    const at = (k: string) => centreOf(select(root, 'polygon', 'hex').find((h) => h.attrs['data-hex'] === k) as XmlElement);
    const a = at('0,0');
    const b = at('0,2');
    const c = at('1,1');
    expect(b.y).toBeCloseTo(a.y, 1);
    expect(c.x).toBeCloseTo((a.x + b.x) / 2, 1);
    expect(c.y).toBeGreaterThan(a.y);
    // Pointy-top: a corner straight above the centre.
    const poly = select(root, 'polygon', 'hex').find((h) => h.attrs['data-hex'] === '0,0') as XmlElement;
    const xs = (poly.attrs.points ?? '').split(' ').map((p) => Number(p.split(',')[0]));
    expect(xs.filter((x) => Math.abs(x - a.x) < 0.05)).toHaveLength(2);
  });

  it('draws the two dotted section lines through the hexes cut in two (M44 p.6 [L168, L215])', () => {
    const root = parseXml(renderSvg(start('pegasus-bridge')));
    const lines = select(root, 'line', 'section-line');
    expect(lines).toHaveLength(2);
    const hexes = select(root, 'polygon', 'hex');
    for (const [line, col] of [[lines[0], 7], [lines[1], 17]] as const) {
      expect(line?.attrs['stroke-dasharray']).toBeDefined();
      for (const row of [1, 3, 5, 7]) {
        const cut = centreOf(hexes.find((h) => h.attrs['data-hex'] === `${row},${col}`) as XmlElement);
        expect(Number(line?.attrs.x1)).toBeCloseTo(cut.x, 1);
      }
    }
  });

  it('draws one unit group per unit on the board, with side, type and figures', () => {
    const s = start('sainte-mere-eglise');
    const units = select(parseXml(renderSvg(s)), 'g', 'unit');
    expect(units).toHaveLength(s.units.length);
    for (const g of units) {
      const u = s.units[Number(g.attrs['data-unit'])];
      expect(u).toBeDefined();
      expect(g.attrs['data-side']).toBe(u?.side);
      expect(g.attrs['data-type']).toBe(u?.type);
      expect(g.attrs['data-hex']).toBe(`${rowOf(u?.at ?? 0)},${colOf(u?.at ?? 0)}`);
      expect(select(g, 'text', 'figures')[0]?.text).toBe(String(u?.figures));
    }
  });

  it('marks special-forces badges on the units that carry them (M44 p.12-13 [L506-569])', () => {
    const s = start('pointe-du-hoc');
    const badged = s.units.filter((u) => u.badge !== null);
    expect(badged.length).toBeGreaterThan(0);
    const units = select(parseXml(renderSvg(s)), 'g', 'unit');
    for (const g of units) {
      const u = s.units[Number(g.attrs['data-unit'])];
      expect(select(g, 'text', 'badge').length, `unit ${u?.id}`).toBe(u?.badge === null ? 0 : 1);
    }
  });

  it('leaves eliminated units off the board and keeps one group per standing unit', () => {
    const r = playUntil(start('pegasus-bridge'), 7, 20_000, (_b, _m, a) => a.units.some((u) => u.at < 0));
    expect(r.move).not.toBeNull();
    const standing = r.after.units.filter((u) => u.at >= 0);
    expect(standing.length).toBeLessThan(r.after.units.length);
    const ids = select(parseXml(renderSvg(r.after)), 'g', 'unit').map((g) => Number(g.attrs['data-unit']));
    expect(ids).toEqual(standing.map((u) => u.id));
  });

  it('changes when a unit moves, and draws it on its new hex', () => {
    const r = playUntil(start('pegasus-bridge'), 3, 5_000, (_b, m) => m.type === 'move', (m) => m.type !== 'end-moves' && m.type !== 'end-turn');
    expect(r.move?.type).toBe('move');
    if (r.move?.type !== 'move') return;
    const before = renderSvg(r.before);
    const after = renderSvg(r.after);
    expect(after).not.toBe(before);
    const g = select(parseXml(after), 'g', 'unit').find((u) => u.attrs['data-unit'] === String(r.move?.type === 'move' ? r.move.unit : -1));
    expect(g?.attrs['data-hex']).toBe(`${rowOf(r.move.to)},${colOf(r.move.to)}`);
    const old = select(parseXml(before), 'g', 'unit').find((u) => u.attrs['data-unit'] === g?.attrs['data-unit']);
    expect(old?.attrs.transform).not.toBe(g?.attrs.transform);
  });

  it('is deterministic: the same state, or a JSON copy of it, gives the same bytes', () => {
    const r = playUntil(start('sword-beach'), 11, 400, () => false);
    const a = renderSvg(r.after);
    expect(renderSvg(r.after)).toBe(a);
    expect(renderSvg(JSON.parse(JSON.stringify(r.after)) as State)).toBe(a);
  });

  it('shows only public information: hands and the deck never change the picture (M44 p.5-6)', () => {
    const s = playUntil(start('pegasus-bridge'), 5, 60, () => false).after;
    const base = renderSvg(s);
    const card = fc.constantFrom(...CARD_IDS);
    fc.assert(
      fc.property(fc.array(card, { maxLength: 6 }), fc.array(card, { maxLength: 6 }), fc.dictionary(card, fc.nat(5)), (allies, axis, deck) => {
        expect(renderSvg({ ...s, hands: { allies, axis }, deck })).toBe(base);
      }),
      { numRuns: 50 },
    );
    // With no card face up, no card name appears at all.
    const closed = renderSvg({ ...s, turn: null });
    for (const c of new Set([...s.hands.allies, ...s.hands.axis])) expect(closed).not.toContain(c);
    expect(s.hands.allies.length + s.hands.axis.length).toBeGreaterThan(0);
  });

  it('lists a hand only when asked, and only that player\'s (M44 p.5 [L133])', () => {
    const s = playUntil(start('pegasus-bridge'), 5, 60, () => false).after;
    const status = (o: Parameters<typeof renderSvg>[1]) => select(parseXml(renderSvg(s, o)), 'text', 'status')[0]?.text ?? '';
    expect(status({})).not.toContain('hand');
    for (const p of ['allies', 'axis'] as const) {
      expect(s.hands[p].length).toBeGreaterThan(0);
      const text = status({ hand: p });
      expect(text.endsWith(`hand: ${s.hands[p].join(', ')}`)).toBe(true);
      // The other hand still does not change the picture.
      const other = p === 'allies' ? 'axis' : 'allies';
      expect(renderSvg({ ...s, hands: { ...s.hands, [other]: [] } }, { hand: p })).toBe(renderSvg(s, { hand: p }));
    }
  });

  it('escapes text: a scenario name with XML specials survives intact', () => {
    const s = start('pegasus-bridge');
    const name = `Bridge & <Canal> "Ham" 'let'`;
    const svg = renderSvg({ ...s, scenario: { ...s.scenario, name } });
    const root = parseXml(svg);
    expect(select(root, 'text', 'scenario-name')[0]?.text).toBe(name);
    expect(root.attrs['aria-label']).toBe(name);
    expect(svg).not.toContain('<Canal>');
  });

  it('shows medals per side and the active player in the header (M44 p.6 [L158])', () => {
    const r = playUntil(start('pegasus-bridge'), 9, 20_000, (_b, _m, a) => medalTotal(a, 'allies') + medalTotal(a, 'axis') > 0);
    expect(r.move).not.toBeNull();
    const sides = select(parseXml(renderSvg(r.after)), 'g', 'side');
    expect(sides.map((g) => g.attrs['data-side'])).toEqual(['allies', 'axis']);
    for (const g of sides) {
      const side = g.attrs['data-side'] as 'allies' | 'axis';
      expect(Number(g.attrs['data-medals'])).toBe(medalTotal(r.after, side));
      expect(g.attrs['data-active']).toBe(String(r.after.active === side));
      expect(select(g, 'text')[0]?.text).toContain(`/${r.after.scenario.victory[side]}`);
    }
    expect(parseXml(renderSvg(r.after, { header: false })).children.some((c) => c.attrs.class === 'header')).toBe(false);
  });

  it('puts a medal on every objective hex and removes a permanent medal once taken (M44 p.20 [L871-883])', () => {
    const s = start('pointe-du-hoc');
    const all = select(parseXml(renderSvg(s)), 'g', 'objective');
    expect(all).toHaveLength(s.scenario.objectives.reduce((n, o) => n + o.hexes.length, 0));
    const i = s.scenario.objectives.findIndex((o) => o.kind === 'permanent-medal');
    expect(i).toBeGreaterThanOrEqual(0);
    const taken = select(parseXml(renderSvg({ ...s, taken: [i] })), 'g', 'objective');
    expect(taken).toHaveLength(all.length - (s.scenario.objectives[i]?.hexes.length ?? 0));
    expect(taken.some((g) => g.attrs['data-objective'] === String(i))).toBe(false);
  });

  it('draws the fixed obstacles of the scenario and the wire and sandbags of the state (M44 p.19)', () => {
    const s = start('pegasus-bridge');
    const fixed = s.scenario.obstacles.filter((o) => !DYNAMIC_OBSTACLES.includes(o.obstacle)).length;
    const count = (st: State) => select(parseXml(renderSvg(st)), 'g', 'obstacle').length;
    expect(count(s)).toBe(fixed + Object.keys(s.obstacles).length);
    const [first] = Object.keys(s.obstacles);
    expect(first).toBeDefined();
    const fewer = Object.fromEntries(Object.entries(s.obstacles).filter(([k]) => k !== first));
    expect(count({ ...s, obstacles: fewer })).toBe(count(s) - 1);
  });

  it('labels terrain by name and colours hexes by terrain (M44 p.14-18)', () => {
    const root = parseXml(renderSvg(start('pegasus-bridge')));
    const fills = new Map<string, Set<string>>();
    for (const h of select(root, 'polygon', 'hex')) {
      const t = h.attrs['data-terrain'] as string;
      fills.set(t, (fills.get(t) ?? new Set()).add(h.attrs.fill as string));
    }
    // One colour per terrain, different terrains told apart.
    for (const f of fills.values()) expect(f.size).toBe(1);
    expect(new Set([...fills.values()].map((f) => [...f][0])).size).toBe(fills.size);
    const labels = select(root, 'text').map((t) => t.text);
    expect(labels).toContain('Woods');
    expect(labels).toContain('River');
  });
});

describe('renderScenarioSvg', () => {
  it('draws the 26-wide Overlord board with both boards\' section lines (M44 p.23 [L986-996])', () => {
    const sc = scenarioData['pegasus-bridge'];
    if (!sc) throw new Error('no scenario');
    const root = parseXml(renderScenarioSvg({ ...sc, board: { ...sc.board, type: 'overlord' } }));
    expect(select(root, 'polygon', 'hex')).toHaveLength(5 * 26 + 4 * 25);
    expect(select(root, 'line', 'section-line')).toHaveLength(4);
    expect(select(root, 'g', 'unit')).toHaveLength(sc.units.length);
    expect(Number(root.attrs.width)).toBeGreaterThan(Number(parseXml(renderScenarioSvg(sc)).attrs.width) * 1.9);
  });

  it('draws a set-up as the game starts it', () => {
    const sc = scenarioData['first-assault-wave'];
    if (!sc) throw new Error('no scenario');
    const s = start(sc.id);
    const a = select(parseXml(renderScenarioSvg(sc)), 'g', 'unit').map((g) => [g.attrs['data-hex'], g.attrs['data-type'], g.attrs['data-figures']]);
    const b = select(parseXml(renderSvg(s)), 'g', 'unit').map((g) => [g.attrs['data-hex'], g.attrs['data-type'], g.attrs['data-figures']]);
    expect(a).toEqual(b);
  });
});
