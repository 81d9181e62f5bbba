/**
 * present/: moves in words, the log of each move, odds before each roll and the SVG picture, over
 * seeded games whose bots press their attacks (so combats, Jabos and Determined Defense come up).
 */
import { describe, expect, it } from 'vitest';
import { RAT_ZERO, Rng, pickChance, ratAdd, ratEquals, ratMul, ratSum, type GameEvent, type Rational } from '@esagono/kernel';
import {
  attackOdds,
  cotentinBoard,
  counterLabel,
  describeMove,
  game,
  hexName,
  mapGeometry,
  moveRule,
  narrateMove,
  pendingRoll,
  renderSvg,
  scenarios,
  unitName,
  type Move,
  type State,
} from '@esagono/normandy44';

/** A bot that commits every unit, picks a MAF and resolves: attacks happen instead of being called off. */
function aggressive(s: State, rng: Rng): Move {
  const legal = game.legalMoves(s);
  const of = (t: Move['type']) => legal.filter((m) => m.type === t);
  for (const t of ['commit', 'maf', 'determined-defense', 'resolve'] as const) {
    const xs = of(t);
    if (xs.length > 0) return rng.pick(xs);
  }
  // Attack now and then, else play at random (never calling an attack off when it may be resolved).
  const attacks = of('attack');
  if (attacks.length > 0 && rng.int(3) === 0) return rng.pick(attacks);
  return rng.pick(legal.filter((m) => m.type !== 'cancel' || legal.length === 1));
}

interface Step {
  readonly before: State;
  readonly move: Move;
  readonly after: State;
  readonly events: readonly GameEvent[];
}

function playout(seed: number, limit: number): Step[] {
  const init = game.setup(scenarios.cherbourg, { seed });
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  const out: Step[] = [];
  let s = init.state;
  for (let i = 0; i < limit && game.actor(s).kind !== 'terminal'; i++) {
    const move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : aggressive(s, rng);
    const r = game.resolve(s, move);
    if (!r.ok) throw new Error(r.error.message);
    out.push({ before: s, move, after: r.state, events: r.events });
    s = r.state;
  }
  return out;
}

const GAMES = [playout(1, 700), playout(2, 700)];
const STEPS = GAMES.flat();

const sum = (rows: readonly { readonly p: Rational }[]): Rational => ratSum(rows.map((r) => r.p));

/** The CRT result a chance move leads to, read from the engine's events (`result-X`), after a Jabo die if needed. */
function resultDistribution(s: State): Map<string, Rational> {
  const out = new Map<string, Rational>();
  for (const o of game.chanceOutcomes(s)) {
    const r = game.resolve(s, o.move);
    if (!r.ok) throw new Error(r.error.message);
    const res = r.events.find((e) => e.type.startsWith('result-'));
    if (res) out.set(res.type.slice(7), ratAdd(out.get(res.type.slice(7)) ?? RAT_ZERO, o.p));
    else for (const [k, p] of resultDistribution(r.state)) out.set(k, ratAdd(out.get(k) ?? RAT_ZERO, ratMul(o.p, p)));
  }
  return out;
}

describe("Normandy '44 moves in words (present/describe)", () => {
  it('describes every move type of the games in words, naming the unit as printed and the hexes by number', () => {
    const types = new Set<string>();
    for (const { before, move } of STEPS) {
      const text = describeMove(before, move);
      types.add(move.type);
      expect(text).not.toMatch(/^[{[]|"\w+":/);
      if ('unit' in move) expect(text).toContain(counterLabel(move.unit));
      if ('to' in move) expect(text).toContain(move.to);
      if ('target' in move) expect(text).toContain(move.target);
    }
    for (const t of ['roll', 'move', 'attack', 'commit', 'maf', 'resolve', 'lose', 'end-phase', 'land']) expect(types).toContain(t);
  });

  it('reads a move type it does not know as a sentence of its fields, never JSON', () => {
    const s = (STEPS[0] as Step).before;
    const text = describeMove(s, { type: 'mulberry-storm', unit: 'US-4-8', to: '2512', turns: 2 } as unknown as Move);
    expect(text).toBe('Mulberry storm: unit US 8/4 in the landing box; to 2512 (Carentan); turns 2');
    // The campaign's move types have their own sentences, read off their fields.
    expect(describeMove(s, { type: 'evacuate', unit: 'US-4-8' } as unknown as Move)).toBe('Evacuate US 8/4 in the landing box to Britain');
    expect(describeMove(s, { type: 'buy-army-supply', army: 'british' } as unknown as Move)).toBe('Buy a Supply Point for the British 2nd Army');
  });
});

describe("Normandy '44 s8 move types in words (present/describe)", () => {
  it('names the reinforcement, the hexes, the zone and the Towns passed through; each type has its rule', () => {
    const s = (STEPS[0] as Step).before;
    const unit = 'US-4-8';
    expect(describeMove(s, { type: 'enter', unit, to: '2512' })).toBe(`${unitName(s, unit)} enters the map at ${hexName('2512', s)}`);
    expect(describeMove(s, { type: 'delay-entry', unit, colour: 'red' })).toContain('red Entry Zone');
    expect(describeMove(s, { type: 'remove-ip', hex: '2512' })).toContain(hexName('2512', s));
    expect(describeMove(s, { type: 'remove-strongpoint', unit })).toContain(counterLabel(unit));
    expect(describeMove(s, { type: 'detach', unit })).toContain(counterLabel(unit));
    expect(describeMove(s, { type: 'retreat', unit, to: '2513', via: ['2512'] })).toBe(`Retreat ${unitName(s, unit)} to ${hexName('2513', s)} through ${hexName('2512', s)}`);
    expect(describeMove(s, { type: 'advance', unit, to: '2513', via: '2512' })).toContain(`through ${hexName('2512', s)}`);
    expect(describeMove(s, { type: 'advance', unit, to: '2513' })).not.toContain('through');
    for (const [type, rule] of [['enter', 'N44 6.6'], ['delay-entry', 'N44 6.6'], ['remove-ip', 'N44 16.1'], ['remove-strongpoint', 'N44 16.2'], ['detach', 'N44 10.3']] as const) expect(moveRule({ type })).toBe(rule);
  });
});

describe("Normandy '44 logs (present/explain)", () => {
  it('starts with the move, then gives each change with an N44 rule; a combat roll names its result and column', () => {
    let results = 0;
    for (const { before, move, after, events } of STEPS) {
      const lines = narrateMove(before, move, after, events);
      expect(lines[0]?.text).toBe(describeMove(before, move));
      for (const l of lines) {
        expect(l.rule).toMatch(/^N44/);
        expect(l.text).not.toMatch(/[{}]/);
      }
      // The log is the same without the events kept: they are read again from the engine.
      expect(narrateMove(before, move, after)).toEqual(lines);
      const res = events.find((e) => e.type.startsWith('result-'));
      if (res && before.combat?.stage === 'roll') {
        results++;
        expect(lines.some((l) => l.text.startsWith(`Result ${res.type.slice(7)} on the `) && l.rule === 'N44 12.1')).toBe(true);
      }
      const lost = before.units.filter((u) => after.units.find((a) => a.id === u.id && a.box === 'eliminated' && u.box !== 'eliminated'));
      for (const u of lost) expect(lines.some((l) => l.text.includes(`${counterLabel(u.id)}`) && l.text.includes('eliminated'))).toBe(true);
    }
    expect(results).toBeGreaterThan(3);
  });
});

describe("Normandy '44 odds before each roll (present/odds)", () => {
  it('every pending roll: exact rows that sum to 1; a combat roll matches, result by result, what the engine rolls', () => {
    let combats = 0;
    let others = 0;
    for (const { before } of STEPS) {
      if (game.actor(before).kind !== 'chance') continue;
      const o = pendingRoll(before);
      expect(o).not.toBeNull();
      if (!o) continue;
      expect(ratEquals(sum(o.rows), { num: 1, den: 1 })).toBe(true);
      expect(new Set(o.rows.map((r) => r.label)).size).toBe(o.rows.length);
      const c = before.combat;
      if (c && (c.stage === 'roll' || c.stage === 'jabo')) {
        combats++;
        const engine = resultDistribution(before);
        expect(o.rows).toHaveLength(engine.size);
        for (const r of o.rows) expect(ratEquals(r.p, engine.get(r.label.split(':')[0] as string) ?? RAT_ZERO)).toBe(true);
        // The column and every shift, each with its rule.
        expect(o.terms.some((t) => /column/i.test(t.label) && t.rule === 'N44 10.6')).toBe(true);
        for (const t of o.terms) expect(t.rule).toMatch(/^N44 \d/);
      } else others++;
    }
    expect(combats).toBeGreaterThan(3);
    expect(others).toBeGreaterThan(5);
  });

  it('the odds of a resolve are those of the roll it leads to', () => {
    let checked = 0;
    for (const { before, move, after } of STEPS) {
      if (move.type !== 'resolve') continue;
      const o = attackOdds(before, move);
      expect(o).not.toBeNull();
      if (!o) continue;
      expect(ratEquals(sum(o.rows), { num: 1, den: 1 })).toBe(true);
      const engine = after.combat && (after.combat.stage === 'roll' || after.combat.stage === 'jabo') ? resultDistribution(after) : new Map([[after.combat?.result ?? 'A1', { num: 1, den: 1 }]]);
      for (const r of o.rows) expect(ratEquals(r.p, engine.get(r.label.split(':')[0] as string) ?? RAT_ZERO)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('an attack, a commitment or a support shows the odds of the attack it builds; other moves none', () => {
    let shown = 0;
    for (const { before, move } of STEPS.slice(0, 400)) {
      const o = attackOdds(before, move);
      if (['attack', 'commit', 'maf', 'artillery', 'naval', 'air', 'resolve'].includes(move.type)) {
        expect(o).not.toBeNull();
        if (o) expect(ratEquals(sum(o.rows), { num: 1, den: 1 })).toBe(true);
        shown++;
      } else expect(o).toBeNull();
    }
    expect(shown).toBeGreaterThan(5);
  });
});

describe("Normandy '44 picture (present/svg)", () => {
  const s = (STEPS[Math.floor(STEPS.length / 2)] as Step).after;
  const b = cotentinBoard();

  it('draws every hex of the map, a stack per occupied hex with its counter values, and is deterministic', () => {
    const svg = renderSvg(s, { legend: true, coordinates: true });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<polygon class="hex"/g)).toHaveLength(b.map.size);
    const occupied = new Set(s.units.filter((u) => u.box === 'map' && u.hex).map((u) => u.hex as string));
    const stacks = [...svg.matchAll(/<g class="stack" data-hex="(\d{4})"/g)].map((m) => m[1]);
    expect(new Set(stacks)).toEqual(occupied);
    expect(stacks).toHaveLength(occupied.size);
    expect(svg).toContain('data-feature="major river"');
    expect(renderSvg(s, { legend: true, coordinates: true })).toBe(svg);
    // A view draws the same picture as the state (Normandy '44 hides nothing).
    expect(renderSvg(game.view(s, 'german'), { legend: true, coordinates: true })).toBe(svg);
  });

  it('lays the map out as printed: rows grow northward, so a higher row is drawn higher', () => {
    const g = mapGeometry({}, b);
    const south = g.centre('2512');
    const north = g.centre('3606');
    expect(south && north && north.y < south.y).toBe(true);
    for (const id of b.ids) for (const c of g.corners(id) ?? []) expect(c.x >= 0 && c.y >= 0 && c.x <= g.width && c.y <= g.height).toBe(true);
  });
});
