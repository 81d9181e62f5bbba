/**
 * present/: moves in words, the log of each move, odds and the cup before each roll or draw, and the
 * SVG picture, over seeded games whose bots press their attacks (so combats come up).
 */
import { describe, expect, it } from 'vitest';
import { RAT_ONE, RAT_ZERO, Rng, pickChance, ratAdd, ratEquals, ratSum, type Rational } from '@esagono/kernel';
import {
  SCENARIO_DATA,
  attackOdds,
  MOVE_RULE,
  counterName,
  describeMove,
  genericSentence,
  game,
  hexName,
  mapGeometry,
  moveRule,
  moveRuleIn,
  narrateMove,
  pendingRoll,
  renderSvg,
  rollPurpose,
  scenarios,
  type Move,
  type State,
} from '@esagono/caso-giallo';

function aggressive(s: State, rng: Rng): Move {
  const legal = game.legalMoves(s);
  const of = (t: Move['type']) => legal.filter((m) => m.type === t);
  for (const t of ['commit', 'resolve', 'attack'] as const) {
    const xs = of(t);
    if (xs.length > 0 && rng.int(4) !== 0) return rng.pick(xs);
  }
  return rng.pick(legal.filter((m) => m.type !== 'abandon' || legal.length === 1));
}

interface Step {
  readonly before: State;
  readonly move: Move;
  readonly after: State;
}

function playout(seed: number): Step[] {
  const init = game.setup(scenarios['fortress-holland']!, { seed });
  if (!init.ok) throw new Error(init.error.message);
  const rng = new Rng(seed);
  const out: Step[] = [];
  let s = init.state;
  for (let i = 0; i < 3000 && game.actor(s).kind !== 'terminal'; i++) {
    const move = game.actor(s).kind === 'chance' ? pickChance(game.chanceOutcomes(s), rng) : aggressive(s, rng);
    const r = game.resolve(s, move);
    if (!r.ok) throw new Error(r.error.message);
    out.push({ before: s, move, after: r.state });
    s = r.state;
  }
  return out;
}

const STEPS = [1, 2, 3, 4, 5, 6].flatMap(playout);
const sum = (rows: readonly { readonly p: Rational }[]): Rational => ratSum(rows.map((r) => r.p));

/** The engine's combat result for each die, grouped. */
function engineResults(s: State): Map<string, Rational> {
  const out = new Map<string, Rational>();
  for (const o of game.chanceOutcomes(s)) {
    const r = game.resolve(s, o.move);
    if (!r.ok) throw new Error(r.error.message);
    const a = r.state;
    // The result stays on the combat while its losses, retreats or advance are pending; a result
    // with nothing to decide (a C) ends the combat at once: counted as 'ended'.
    const res = a.combat?.result ?? 'ended';
    out.set(res, ratAdd(out.get(res) ?? RAT_ZERO, o.p));
  }
  return out;
}

describe('Case Yellow moves in words (present/describe)', () => {
  it('describes every move type of the games in words, naming units as printed and hexes by number', () => {
    const types = new Set<string>();
    for (const { before, move } of STEPS) {
      const text = describeMove(before, move);
      types.add(move.type);
      expect(text).not.toMatch(/^[{[]|"\w+":/);
      if ('unit' in move) expect(text).toContain(counterName(before, move.unit));
      if ('to' in move) expect(text).toContain(hexName(before, move.to));
      if ('target' in move) expect(text).toContain(hexName(before, move.target));
      expect(text).not.toMatch(/#\d/);
    }
    for (const t of ['drop', 'land', 'draw', 'chit', 'step', 'attack', 'commit', 'resolve', 'roll', 'end-round']) expect(types).toContain(t);
  });

  it('reads a move type it does not know as a sentence of its fields, never JSON', () => {
    const s = (STEPS[0] as Step).before;
    const b = SCENARIO_DATA['fortress-holland']!.board;
    const loc = b.loc('3830');
    expect(describeMove(s, { type: 'rail-move', unit: '9Pz', to: loc, cost: 2 } as unknown as Move)).toBe('rail move: unit 9. Panzer-Division at 3732; to 3830 (Nijmegen); cost 2');
    // The big map's move types have their own sentences, read off their fields.
    expect(describeMove(s, { type: 'reinforce', unit: '9Pz', to: loc } as unknown as Move)).toBe('9. Panzer-Division enters at 3830 (Nijmegen)');
  });

  it('the big-map move types (interdiction, rail, Paris, attrition, redeployments, paradrops, refugees) read as their own sentences with their rule', () => {
    const init = game.setup(scenarios['historical']!);
    if (!init.ok) throw new Error(init.error.message);
    const s = init.state;
    const b = SCENARIO_DATA['historical']!.board;
    const loc = b.loc(b.ids[0]!);
    const unit = s.units.find((u) => u.loc >= 0)!.id;
    const moves = [
      { type: 'interdict', target: loc },
      { type: 'end-interdiction' },
      { type: 'rail', unit, to: loc },
      { type: 'declare-open-city' },
      { type: 'no-open-city' },
      { type: 'evict', unit, to: loc },
      { type: 'attrition-draw', chit: '1Pz' },
      { type: 'redeploy', unit, to: loc },
      { type: 'hold-drop' },
      { type: 'lift-refugee', from: loc },
    ] as unknown as Move[];
    for (const m of moves) {
      const text = describeMove(s, m);
      expect(text).not.toBe(genericSentence(s, m));
      expect(text).not.toMatch(/#\d|"\w+":/);
      expect(moveRule(m)).toBe(MOVE_RULE[m.type]);
      expect(moveRule(m)).toMatch(/^CG (R|SB)\d/);
    }
    expect(moveRuleIn({ ...s, stage: { kind: 'eben-roll' } }, { type: 'roll' })).toBe('CG SB7.7c');
    expect(rollPurpose({ ...s, stage: { kind: 'eben-roll' } })).toContain('Eben Emael');
    expect(moveRuleIn({ ...s, stage: { kind: 'motorized-roll' } }, { type: 'roll' })).toBe('CG R11.6a');
    expect(moveRuleIn({ ...s, stage: { kind: 'vp-roll' } }, { type: 'roll' })).toBe('CG R12.8');
  });
});

describe('Case Yellow logs (present/explain)', () => {
  it('starts with the move, then gives each change with a CG rule; chits drawn and combat results are told', () => {
    let results = 0;
    let draws = 0;
    for (const { before, move, after } of STEPS) {
      const lines = narrateMove(before, move, after);
      expect(lines[0]?.text).toBe(describeMove(before, move));
      for (const l of lines) {
        expect(l.rule).toMatch(/^CG /);
        expect(l.text).not.toMatch(/[{}]/);
      }
      if (move.type === 'roll' && before.combat?.stage === 'roll') {
        results++;
        expect(lines.some((l) => /^Result (AE|AL1|C|BL1|ENG|DR|DL1|DE) on the \d-\d column/.test(l.text))).toBe(true);
      }
      if (move.type === 'draw') {
        draws++;
        expect(lines.some((l) => l.text.includes(`left in the cup: German ${after.cup.german}, Allied Move ${after.cup.alliedMove}, Allied Combat ${after.cup.alliedCombat}`))).toBe(true);
      }
    }
    expect(results).toBeGreaterThan(3);
    expect(draws).toBeGreaterThan(10);
  });
});

describe('Case Yellow odds, the cup and the chits drawn (present/odds)', () => {
  it('every pending roll or draw: exact rows summing to 1, equal to the chance outcomes they predict', () => {
    let combats = 0;
    let draws = 0;
    for (const { before } of STEPS) {
      if (game.actor(before).kind !== 'chance') continue;
      const o = pendingRoll(before);
      expect(o).not.toBeNull();
      if (!o) continue;
      expect(ratEquals(sum(o.rows), RAT_ONE)).toBe(true);
      if (before.stage.kind === 'draw') {
        draws++;
        // One row per chit kind that may come out, with the engine's own probability.
        const outs = game.chanceOutcomes(before);
        expect(o.rows).toHaveLength(outs.length);
        outs.forEach((x, i) => expect(ratEquals((o.rows[i] as { p: Rational }).p, x.p)).toBe(true));
        expect(o.terms.map((t) => t.value).slice(0, 3)).toEqual([before.cup.german, before.cup.alliedMove, before.cup.alliedCombat].map(String));
        expect(o.terms.some((t) => t.label.startsWith('Rounds played') && t.value === String(before.rounds.length))).toBe(true);
      }
      if (before.combat?.stage === 'roll') {
        combats++;
        const engine = engineResults(before);
        // Each result the engine keeps on the combat has the row's probability; the rows of results
        // that end the combat at once add up to the engine's 'ended'.
        let ended = RAT_ZERO;
        for (const r of o.rows) {
          const code = r.label.split(':')[0] as string;
          if (engine.has(code)) expect(ratEquals(r.p, engine.get(code) as Rational)).toBe(true);
          else ended = ratAdd(ended, r.p);
        }
        expect(ratEquals(ended, engine.get('ended') ?? RAT_ZERO)).toBe(true);
        expect(o.terms.some((t) => t.label === 'Final column' && t.rule === 'CG R11.3b')).toBe(true);
      }
    }
    expect(combats).toBeGreaterThan(3);
    expect(draws).toBeGreaterThan(10);
  });

  it('an attack, a commitment, air, a resolve, a dive-bombing or a bridgehead shows odds summing to 1; other moves none', () => {
    let shown = 0;
    for (const { before, move } of STEPS) {
      const o = attackOdds(before, move);
      if (o) {
        expect(['attack', 'commit', 'air', 'resolve', 'dive-bomb', 'bridgehead']).toContain(move.type);
        expect(ratEquals(sum(o.rows), RAT_ONE)).toBe(true);
        shown++;
      } else expect(['dive-bomb', 'resolve', 'commit']).not.toContain(move.type);
    }
    expect(shown).toBeGreaterThan(10);
  });
});

describe('Case Yellow picture (present/svg)', () => {
  const s = (STEPS[Math.floor(STEPS.length / 3)] as Step).after;
  const b = SCENARIO_DATA['fortress-holland']!.board;

  it('draws every hex, a stack per occupied hex, the cup and the chits drawn, deterministically', () => {
    const svg = renderSvg(s, { legend: true, coordinates: true });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<polygon class="hex"/g)).toHaveLength(b.map.size);
    const occupied = new Set(s.units.filter((u) => u.loc >= 0).map((u) => b.ids[u.loc]));
    const stacks = [...svg.matchAll(/<g class="stack" data-hex="(\d{4})"/g)].map((m) => m[1]);
    expect(new Set(stacks)).toEqual(occupied);
    expect(stacks).toHaveLength(occupied.size);
    expect(svg).toContain(`Cup: German ${s.cup.german}, Allied Move ${s.cup.alliedMove}, Allied Combat ${s.cup.alliedCombat}`);
    expect(svg).toMatch(/data-feature="(minor river|major river|Rhine)"/);
    expect(renderSvg(s, { legend: true, coordinates: true })).toBe(svg);
  });

  it('lays the map out as printed: rows grow northward, so a higher row is drawn higher', () => {
    const g = mapGeometry(b);
    expect(g.centre(b.loc('4024')).y).toBeLessThan(g.centre(b.loc('3528')).y);
    for (let loc = 0; loc < b.map.size; loc++) for (const c of g.corners(loc)) expect(c.x >= 0 && c.y >= 0 && c.x <= g.width && c.y <= g.height).toBe(true);
  });
});
