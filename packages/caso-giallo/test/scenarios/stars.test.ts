/**
 * CG SB5.8a, SB5.8d (scenario 1): the starred units "spend the whole MA" toward their goal, the Dyle
 * Line's occupation (each hex a corps or two divisions, a Belgian corps at most one hex), and the end
 * of the star restrictions when the Allied player declares Operation Dynamo.
 */
import { describe, expect, it } from 'vitest';
import { game, SCENARIO_DATA, type Move, type State } from '@esagono/caso-giallo';
import { dyleHexes, dyleLineUnheld } from '../../src/scenarios/special.js';
import { startRound } from '../../src/sequence/index.js';
import { picked, play, start, unitSteps } from './helpers.js';

const S1 = SCENARIO_DATA['historical']!.board;
const L = (id: string) => S1.loc(id);
const neighbours = (l: number) => [0, 1, 2, 3, 4, 5].map((d) => S1.map.neighbor(l, d)).filter((n) => n >= 0);
const dist = (hexes: readonly number[], l: number) => Math.min(...hexes.map((h) => S1.distance(h, l)));
const open = (l: number) => S1.terrain[l] === 'clear' && !S1.regions[l]!.includes('blind-spot') && !S1.regions[l]!.includes('maginot-zone') && S1.country[l] !== 'DE' && S1.country[l] !== 'NL';
const { area, line } = dyleHexes(start('historical'));

/** Only the `placed` units on the map, in a fresh Allied Move round (the second of the turn) of `turn`. */
function only(placed: Record<string, number>, turn: number, extra: Partial<State> = {}): State {
  const s0 = start('historical');
  const s: State = { ...s0, turn, refugeesPlaced: true, alliedAir: 0, rounds: [{ side: 'allied', mode: 'move' }], units: s0.units.map((u) => (placed[u.id] !== undefined ? { ...u, loc: placed[u.id]!, steps: 2, dis: false } : { ...u, loc: -1, steps: 0 })), ...extra };
  return startRound(s, 'allied', 'move');
}
const steps = unitSteps;
const types = (s: State) => game.legalMoves(s).map((m) => m.type);

describe('CG SB5.8a, SB5.8d: a starred unit spends its whole MA', () => {
  // A hex outside the Dyle area, 3+ hexes from it, in open country, with open country toward it.
  const from = S1.regions.findIndex((r, l) => open(l) && !r.includes('dyle-area') && dist(area, l) >= 4 && neighbours(l).some((n) => open(n) && dist(area, n) < dist(area, l)));
  const elsewhere = S1.regions.findIndex((r, l) => open(l) && !r.includes('dyle-area') && S1.distance(l, from) >= 6 && neighbours(l).filter(open).length >= 3);

  it('SB5.8a: on turn 1 movement cannot end while a red-star unit has a step toward the Dyle area; once it moves nothing else moves until it has no step left', () => {
    let s = only({ 'III-FR': from, '1DCR': elsewhere }, 1);
    expect(types(s)).not.toContain('end-movement');
    expect(steps(s, '1DCR').length).toBeGreaterThan(0); // another unit may move first
    // The illegal stop names the rule.
    const r = game.resolve(s, { type: 'end-movement' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe('CG SB5.8a');
    s = play(picked(s, 'III-FR'), { type: 'step', unit: 'III-FR', to: steps(s, 'III-FR')[0]! });
    let hexes = 1;
    while (steps(s, 'III-FR').length > 0) {
      // Only the starred unit's steps: no end of movement, no other unit starting.
      expect(game.legalMoves(s).every((m) => m.type === 'step' && m.unit === 'III-FR')).toBe(true);
      const before = dist(area, s.units.find((u) => u.id === 'III-FR')!.loc);
      s = play(s, { type: 'step', unit: 'III-FR', to: steps(s, 'III-FR')[0]! });
      expect(dist(area, s.units.find((u) => u.id === 'III-FR')!.loc)).toBeLessThan(before);
      hexes++;
    }
    // The French corps' MA is 3 (ours): three clear hexes, 1 MP each, then it has nothing left.
    expect(hexes).toBe(3);
    expect(types(s)).toContain('end-movement');
    expect(steps(s, '1DCR').length).toBeGreaterThan(0);
  });

  it('SB5.8a: unstarred units, scenario 2 (SB6.8), turn 3 and a red-star unit already on the Dyle Line may stop at once', () => {
    expect(types(only({ '1DCR': elsewhere }, 1))).toContain('end-movement');
    expect(types(only({ 'III-FR': from }, 3))).toContain('end-movement');
    const s2 = startRound({ ...only({ 'III-FR': from }, 1), scenario: 'better-information', round: null }, 'allied', 'move');
    expect(types(s2)).toContain('end-movement');
    expect(types(only({ 'III-FR': L('2824') }, 1))).toContain('end-movement');
  });

  it('SB5.8a: the Antwerp group (yellow stars) is bound on turn 1 only', () => {
    expect(types(only({ '9DIM': from }, 1))).not.toContain('end-movement');
    expect(types(only({ '9DIM': from }, 2))).toContain('end-movement');
  });
});

describe('CG SB5.8d: the Dyle Line is occupied, each hex by a corps or two divisions', () => {
  it('SB5.8d: one corps or two divisions (full or reduced) hold a hex; one division does not; a Belgian corps holds one hex only', () => {
    const s = only({ 'III-FR': L('2824'), '2DLM': L('2923'), '3DLM': L('2923'), '1DIM': L('3023'), 'I-BE': L('3123'), 'II-BE': L('3223') }, 3);
    expect(dyleLineUnheld(s).map((l) => S1.ids[l])).toEqual(['3023', '3223', '3322']);
    const reduced: State = { ...s, units: s.units.map((u) => (u.id === '2DLM' || u.id === '3DLM' ? { ...u, steps: 1 } : u)) };
    expect(dyleLineUnheld(reduced)).not.toContain(L('2923'));
    expect(line.map((l) => S1.ids[l])).toEqual(['2824', '2923', '3023', '3123', '3223', '3322']);
  });

  it('SB5.8d: inside the area a red-star unit steps toward the nearest line hex not yet held; once all are held, toward any', () => {
    const corps = ['IV-FR', 'V-FR', 'I-BR', 'II-BR', 'III-BR'];
    const last = L('3322');
    // Every line hex but 3322 held by a corps.
    const held: Record<string, number> = Object.fromEntries(corps.map((id, i) => [id, line[i]!]));
    const p = area.find((l) => !line.includes(l) && open(l) && neighbours(l).some((n) => area.includes(n) && !line.includes(n) && open(n) && dist(line, n) < dist(line, l) && S1.distance(n, last) >= S1.distance(l, last)));
    expect(p).toBeDefined();
    const n = neighbours(p!).find((x) => area.includes(x) && !line.includes(x) && open(x) && dist(line, x) < dist(line, p!) && S1.distance(x, last) >= S1.distance(p!, last))!;
    const s = only({ ...held, 'III-FR': p! }, 1);
    expect(dyleLineUnheld(s)).toEqual([last]);
    expect(steps(s, 'III-FR')).not.toContain(n);
    for (const t of steps(s, 'III-FR')) expect(S1.distance(t, last)).toBeLessThan(S1.distance(p!, last));
    // 3322 held too (a sixth corps): any step toward the line will do.
    const all = only({ ...held, '1DIM': last, '2DLM': last, 'III-FR': p! }, 1);
    expect(dyleLineUnheld(all)).toEqual([]);
    expect(steps(all, 'III-FR')).toContain(n);
  });
});

describe('CG SB5.8a, SB5.8d: Dynamo ends the star restrictions', () => {
  it('SB5.8d: before the declaration a red-star unit never leaves the Dyle area; once Dynamo is declared it may', () => {
    const edge = area.find((l) => !line.includes(l) && neighbours(l).some((n) => !area.includes(n) && open(n)))!;
    const out = neighbours(edge).find((n) => !area.includes(n) && open(n))!;
    expect(steps(only({ 'III-FR': edge }, 4), 'III-FR')).not.toContain(out);
    const dynamo: State['dynamo'] = { port: L('3414'), dis: 0, declared: 3, evacuated: 0 };
    expect(steps(only({ 'III-FR': edge }, 4, { dynamo }), 'III-FR')).toContain(out);
    // Even after Dynamo has ended (the restrictions last "until the declaration").
    expect(steps(only({ 'III-FR': edge }, 8, { dynamo }), 'III-FR')).toContain(out);
  });

  it('SB5.8a: a red-star unit is no longer bound to spend its MA once Dynamo is declared (checked on the rule function, Dynamo being a turn 3-4 event)', async () => {
    const { starBound } = await import('../../src/scenarios/special.js');
    const from = S1.regions.findIndex((r, l) => open(l) && !r.includes('dyle-area') && dist(area, l) >= 4);
    const s = only({ 'III-FR': from }, 2);
    const u = s.units.find((x) => x.id === 'III-FR')!;
    expect(starBound(s, u)).toBe(true);
    expect(starBound({ ...s, dynamo: { port: L('3414'), dis: 0, declared: 3, evacuated: 0 } }, u)).toBe(false);
    const moves: readonly Move[] = game.legalMoves(s);
    expect(moves.some((m) => m.type === 'end-movement')).toBe(false);
  });
});
