import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { ddDrm, retreatEnds } from '../../src/combat/retreat.js';
import { unitById } from '../../src/position.js';
import type { Move, State } from '../../src/state.js';
import { play, position, withAttack } from '../helpers.js';

const moves = (s: State): Move[] => [...game.legalMoves(s)];
const roll = (die: number): Move => ({ type: 'roll', die });

/** Declares an Allied attack with the given units and MAF, then resolves it. */
function allied(s: State, target: string, attackers: string[], maf: string): State {
  return play(s, { type: 'attack', target }, ...attackers.map((unit): Move => ({ type: 'commit', unit })), { type: 'maf', formation: maf }, { type: 'resolve' });
}

describe('combat results (N44 12.1-12.3)', () => {
  it('the odds column is fixed before the roll, which is a chance move with six equal outcomes', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const r = allied(s, '2807', ['US-4-8'], 'allied:4');
    expect(game.actor(r).kind).toBe('chance');
    expect(game.chanceOutcomes(r)).toHaveLength(6);
    // 6 vs 2 + bocage DCB capped at 2 = 4: 1-1 (index 2).
    expect(r.combat?.column).toBe(2);
  });
  it('D03 EX against a single-step defender: both lose a step, the defender chooses the MAF loss, only a Limited Advance', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const r = allied(s, '2807', ['US-4-8'], 'allied:4');
    // Column 1-1, roll 4 = EX.
    const ex = play(r, roll(4));
    expect(game.actor(ex)).toEqual({ kind: 'player', player: 'german' });
    expect(moves(ex)).toEqual([{ type: 'lose', unit: 'US-4-8' }]);
    const after = play(ex, { type: 'lose', unit: 'US-4-8' }, { type: 'lose', unit: 'ge-91-1057-3' });
    expect(unitById(after, 'ge-91-1057-3')?.box).toBe('eliminated');
    expect(moves(after)).toEqual([{ type: 'advance', unit: 'US-4-8', to: '2807' }, { type: 'end-advance' }]);
  });
  it('D04 D1 eliminating the last step gives the full advance (N44 13.4)', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808'], ['US-4-12', '2808']], { phase: 'allied-combat' });
    const r = allied(s, '2807', ['US-4-8', 'US-4-12'], 'allied:4');
    // 12 vs 4: 3-1 (index 4); roll 6 = D1.
    expect(r.combat?.column).toBe(4);
    const d1 = play(r, roll(6), { type: 'lose', unit: 'ge-91-1057-3' });
    const adv = moves(d1).filter((m) => m.type === 'advance' && m.unit === 'US-4-8').map((m) => (m as { to: string }).to);
    expect(adv).toContain('2807');
    expect(adv.length).toBeGreaterThan(1);
  });
  it('D01 DH: the defender loses half its steps rounded up and retreats 4', () => {
    const s = position([['ge-91-1057', '2807'], ['ge-91-1057-3', '2807'], ['US-4-8', '2808'], ['US-4-12', '2808'], ['US-TankBn-70', '2808']], { phase: 'allied-combat', space: 4 });
    const c = withAttack(s, '2807', ['US-4-8', 'US-4-12', 'US-TankBn-70'], 'allied:4');
    // Put the combat straight on 7-1 and roll 6: DH (3 steps -> 2 lost).
    const r = { ...c, combat: { ...c.combat!, stage: 'roll' as const, column: 8 } };
    const dh = play(r, roll(6));
    expect(dh.combat?.defenderLosses).toHaveLength(2);
    expect(dh.combat?.retreatLength).toBe(4);
  });
  it('D02 A1/D2 against a 2-step group: the defender picks the MAF loss, the attacker the first defender step', () => {
    const s = position([['ge-91-1057', '2807'], ['US-4-8', '2808'], ['US-4-12', '2808']], { phase: 'allied-combat' });
    const c = withAttack(s, '2807', ['US-4-8', 'US-4-12'], 'allied:4');
    const r = { ...c, combat: { ...c.combat!, stage: 'roll' as const, column: 8 } };
    const x = play(r, roll(4));
    expect(x.combat?.result).toBe('A1/D2');
    expect(game.actor(x)).toEqual({ kind: 'player', player: 'german' });
    const y = play(x, { type: 'lose', unit: 'US-4-8' });
    expect(game.actor(y)).toEqual({ kind: 'player', player: 'allied' });
    const z = play(y, { type: 'lose', unit: 'ge-91-1057' });
    expect(game.actor(z)).toEqual({ kind: 'player', player: 'german' });
    const done = play(z, { type: 'lose', unit: 'ge-91-1057' });
    expect(unitById(done, 'ge-91-1057')?.box).toBe('eliminated');
  });
  it('DR: the defender chooses Determined Defense or the retreat; the retreat is its choice among the least costly', () => {
    const s = position([['ge-91-1057', '2807'], ['US-4-8', '2808'], ['US-4-12', '2808']], { phase: 'allied-combat' });
    const c = withAttack(s, '2807', ['US-4-8', 'US-4-12'], 'allied:4');
    const r = { ...c, combat: { ...c.combat!, stage: 'roll' as const, column: 4 } };
    const dr = play(r, roll(3));
    expect(dr.combat?.result).toBe('DR');
    expect(moves(dr)).toEqual([{ type: 'determined-defense', lead: 'ge-91-1057' }, { type: 'retreat-all' }]);
    const ret = play(dr, { type: 'retreat-all' });
    const opts = moves(ret);
    expect(opts.length).toBeGreaterThan(0);
    expect(opts.every((m) => m.type === 'retreat')).toBe(true);
    const after = play(ret, opts[0]!);
    const u = unitById(after, 'ge-91-1057')!;
    expect(u.dg).toBe(true);
    expect(u.hex).not.toBe('2807');
  });
  it('T17/T18 DD DRM: TQ +1 lead gives +1; an armored lead against no attacking armor +1; equal armor 0', () => {
    const s = position([['ge-6fj-1', '2807'], ['ge-pzbn-100', '2807'], ['US-4-8', '2808'], ['US-TankBn-70', '2808']], { phase: 'allied-combat' });
    const c = withAttack(s, '2807', ['US-4-8'], 'allied:4').combat!;
    expect(ddDrm(s, c, unitById(s, 'ge-6fj-1')!)).toBe(1);
    expect(ddDrm(s, c, unitById(s, 'ge-pzbn-100')!)).toBe(1);
    const withTank = withAttack(s, '2807', ['US-4-8', 'US-TankBn-70'], 'allied:4').combat!;
    // PzBn 100 (armor 2?) against a Sherman battalion's 3 is worse; the StuG-like equal case gives 0.
    expect(ddDrm(s, withTank, unitById(s, 'ge-pzbn-100')!)).toBeLessThanOrEqual(0);
  });
  it('12.4.2 the armor comparison is with the best of the MAF: a tank outside it does not count', () => {
    const s = position([['ge-pzbn-100', '2807'], ['US-4-8', '2808'], ['US-TankBn-70', '2806']], { phase: 'allied-combat' });
    // The Sherman battalion attacks from another hex, unattached: the MAF (the 4th Division) has no armor value, +1.
    const c = withAttack(s, '2807', ['US-4-8', 'US-TankBn-70'], 'allied:4').combat!;
    expect(ddDrm(s, c, unitById(s, 'ge-pzbn-100')!)).toBe(1);
    // With the battalion as MAF its 3 beats the PzBn's 2: the comparison gives -1, so the defender takes its TQ (0) instead.
    const tankMaf = withAttack(s, '2807', ['US-4-8', 'US-TankBn-70'], 'US-TankBn-70').combat!;
    expect(ddDrm(s, tankMaf, unitById(s, 'ge-pzbn-100')!)).toBe(0);
  });
  it('12.4.2 an AT lead compares armor only if the attack holds an armored unit, in the MAF or not', () => {
    const s = position([['ge-21-200pzjg', '2807'], ['US-4-8', '2808'], ['US-TankBn-70', '2806']], { phase: 'allied-combat' });
    // No tank in the attack: its TQ (none printed: 0).
    const inf = withAttack(s, '2807', ['US-4-8'], 'allied:4').combat!;
    expect(ddDrm(s, inf, unitById(s, 'ge-21-200pzjg')!)).toBe(0);
    // A tank attacks (not in the MAF): the AT's 4 against the MAF's best (none) gives +1.
    const withTank = withAttack(s, '2807', ['US-4-8', 'US-TankBn-70'], 'allied:4').combat!;
    expect(ddDrm(s, withTank, unitById(s, 'ge-21-200pzjg')!)).toBe(1);
  });
  it('12.4.4 a DD A1 falls on any attacking unit at the attacker choice, MAF or not', () => {
    const s = position([['ge-6fj-1', '2807'], ['US-4-8', '2808'], ['US-TankBn-70', '2806']], { phase: 'allied-combat' });
    // TQ +1 lead, roll 6: 7 on the Other (Bocage) column is a held DD with A1.
    const c = withAttack(s, '2807', ['US-4-8', 'US-TankBn-70'], 'allied:4', { stage: 'dd-roll', lead: 'ge-6fj-1', defenders: ['ge-6fj-1'], result: 'DR', retreating: ['ge-6fj-1'], retreatLength: 2 });
    const after = play(c, roll(6));
    expect(game.actor(after)).toEqual({ kind: 'player', player: 'allied' });
    expect(moves(after).filter((m) => m.type === 'lose').map((m) => (m as { unit: string }).unit).sort()).toEqual(['US-4-8', 'US-TankBn-70']);
    expect(unitById(after, 'ge-6fj-1')?.hex).toBe('2807');
  });
  it('12.4.4 the IP column\'s A1* removes the defender\'s IP', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const withIp: State = { ...s, ips: { '2807': { side: 'german', complete: true, turn: 3 } } };
    // TQ 0 lead, roll 6 on the IP column: held, A1, and the IP goes.
    const c = withAttack(withIp, '2807', ['US-4-8'], 'allied:4', { stage: 'dd-roll', lead: 'ge-91-1057-3', defenders: ['ge-91-1057-3'], result: 'DR', retreating: ['ge-91-1057-3'], retreatLength: 2 });
    const after = play(c, roll(6));
    expect(after.ips['2807']).toBeUndefined();
    expect(unitById(after, 'ge-91-1057-3')?.hex).toBe('2807');
    // A 5 there holds with EX and keeps the IP.
    expect(play(c, roll(5)).ips['2807']).toBeDefined();
  });
  it('13.2 a group retreating through an empty EZOC first hex loses one step in all, on the unit the owner sends first', () => {
    const s = position([['ge-91-1057-3', '3108'], ['ge-91-1058-3', '3108'], ['US-4-8', '3107'], ['US-4-12', '3109'], ['US-4-22', '3007']], { phase: 'allied-combat' });
    const group = ['ge-91-1057-3', 'ge-91-1058-3'];
    const c = withAttack(s, '3108', ['US-4-8', 'US-4-12'], 'allied:4', { stage: 'retreat', defenders: group, result: 'DR', retreating: group, retreatLength: 2, ddDone: true });
    const retreats = (st: State) => moves(st).filter((m): m is Extract<Move, { type: 'retreat' }> => m.type === 'retreat');
    // Either unit may go first (the owner's order, N44 13.1).
    expect([...new Set(retreats(c).map((m) => m.unit))].sort()).toEqual(group);
    const first = play(c, { type: 'retreat', unit: 'ge-91-1058-3', to: '3308' });
    // A one-step battalion: the group's step eliminates it.
    expect(unitById(first, 'ge-91-1058-3')).toMatchObject({ box: 'eliminated', steps: 0 });
    // The second unit's retreat costs nothing more: every end is open to it, at no loss.
    expect(retreats(first).map((m) => m.to).sort()).toEqual(['2908', '2909', '3307', '3308', '3309']);
    const second = play(first, { type: 'retreat', unit: 'ge-91-1057-3', to: '3309' });
    expect(unitById(second, 'ge-91-1057-3')).toMatchObject({ hex: '3309', steps: 1, dg: true, box: 'map' });
  });
  it('13.1 a retreat through a Town the enemy holds retakes it (N44 6.2): the Town passed is a choice', () => {
    // Valognes (3209) was last passed by the Allies; the German at 3208 retreats 2 hexes from the 4th Division.
    const s0 = position([['ge-91-1057-3', '3208'], ['US-4-8', '3207']], { phase: 'allied-combat' });
    const s: State = { ...s0, control: { ...s0.control, '3209': 'allied' } };
    const c = withAttack(s, '3208', ['US-4-8'], 'allied:4', { stage: 'retreat', defenders: ['ge-91-1057-3'], result: 'DR', retreating: ['ge-91-1057-3'], retreatLength: 2, ddDone: true });
    const r = moves(c).filter((m): m is Extract<Move, { type: 'retreat' }> => m.type === 'retreat');
    // 3210 lies beyond Valognes only; 3309 also by a path around it.
    expect(r.filter((m) => m.to === '3210')).toEqual([{ type: 'retreat', unit: 'ge-91-1057-3', to: '3210', via: ['3209'] }]);
    expect(r.filter((m) => m.to === '3309').map((m) => m.via)).toEqual([undefined, ['3209']]);
    expect(play(c, { type: 'retreat', unit: 'ge-91-1057-3', to: '3210', via: ['3209'] }).control['3209']).toBe('german');
    expect(play(c, { type: 'retreat', unit: 'ge-91-1057-3', to: '3309' }).control['3209']).toBe('allied');
  });
  it('13.1: a unit with MA 0 is eliminated when it must retreat', () => {
    const s = position([['ge-sp-ozeville', '3211'], ['US-4-8', '3210']]);
    expect(retreatEnds(s, unitById(s, 'ge-sp-ozeville')!, 2)).toEqual([]);
  });
  it('13.3: a 2-hex retreat may stop after one hex in a Town out of enemy ZOC', () => {
    // 3208 -> 3209 (Valognes, a town) is one hex; 3209 must be free of Allied ZOC.
    const s = position([['ge-91-1057-3', '3208'], ['US-4-8', '3207']]);
    const ends = retreatEnds(s, unitById(s, 'ge-91-1057-3')!, 2).map((e) => e.hex);
    expect(ends).toContain('3209');
  });
  it('T19 the least costly retreat only: paths through an empty EZOC first hex cost a step and are not offered when a free path exists', () => {
    const s = position([['ge-91-1057-3', '3108'], ['US-4-8', '3107']]);
    const ends = retreatEnds(s, unitById(s, 'ge-91-1057-3')!, 2);
    expect(ends.length).toBeGreaterThan(0);
    expect(ends.every((e) => e.loss === 0)).toBe(true);
  });
});

describe('Desperate Defense and loss priority (N44 12.2, 12.5)', () => {
  it('D05 a failed DD by a 3-step group that cannot retreat: it may stay losing 2 steps, defender first, attacker second; no advance', () => {
    const s = position([['ge-sp-westeck', '3803'], ['ge-30fk', '3803'], ['US-4-8', '3804']], { phase: 'allied-combat' });
    const c = withAttack(s, '3803', ['US-4-8'], 'allied:4');
    const r = { ...c, combat: { ...c.combat!, stage: 'roll' as const, column: 4 } };
    const dr = play(r, roll(3));
    expect(dr.combat?.result).toBe('DR');
    const failed = play(dr, { type: 'determined-defense', lead: 'ge-sp-westeck' }, roll(1));
    expect(moves(failed)).toEqual([{ type: 'desperate-defense' }, { type: 'retreat-all' }]);
    const desperate = play(failed, { type: 'desperate-defense' });
    expect(game.actor(desperate)).toEqual({ kind: 'player', player: 'german' });
    const first = play(desperate, { type: 'lose', unit: 'ge-30fk' });
    expect(game.actor(first)).toEqual({ kind: 'player', player: 'allied' });
    const both = play(first, { type: 'lose', unit: 'ge-sp-westeck' });
    // FLAK 30 has two steps: one is left, holding the hex; the combat is over.
    expect(both.combat).toBeNull();
    expect(both.units.find((u) => u.id === 'ge-30fk')).toMatchObject({ box: 'map', hex: '3803', steps: 1 });
    expect(both.units.find((u) => u.id === 'ge-sp-westeck')?.box).toBe('eliminated');
  });
  it('12.2 the attacker\'s own loss comes from a unit that gave the TQ shift', () => {
    const s = position([['ge-91-1057', '2807'], ['US-82-505', '2808'], ['US-82-507', '2808']], { phase: 'allied-combat' });
    const c = withAttack(s, '2807', ['US-82-505', 'US-82-507'], 'allied:82');
    const r = { ...c, combat: { ...c.combat!, stage: 'roll' as const, column: 2 } };
    const a1 = play(r, roll(1));
    expect(a1.combat?.result).toBe('A1');
    // Both 82nd regiments have TQ +1 above the 91st's 0: both provided it, both may take the loss.
    expect(moves(a1).map((m) => (m as { unit: string }).unit).sort()).toEqual(['US-82-505', 'US-82-507']);
    const mixed = position([['ge-91-1057', '2807'], ['US-82-505', '2808'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const cm = withAttack(mixed, '2807', ['US-82-505', 'US-4-8'], 'allied:82');
    const rm = { ...cm, combat: { ...cm.combat!, stage: 'roll' as const, column: 2 } };
    expect(moves(play(rm, roll(1)))).toEqual([{ type: 'lose', unit: 'US-82-505' }]);
  });
});

describe('advance after combat (N44 14)', () => {
  it('T22 up to 2 hexes in any direction; entering the vacated hex is always allowed; a Limited Advance only that hex', async () => {
    const { advanceEnds } = await import('../../src/combat/retreat.js');
    const { cotentinBoard } = await import('../../src/map/index.js');
    const { hexDistance } = await import('@esagono/kernel');
    const b = cotentinBoard();
    const s = position([['US-4-8', '3108'], ['US-Eng-1S', '2914']], { phase: 'allied-combat' });
    const c = withAttack(s, '3107', ['US-4-8'], 'allied:4', { advanceAllowed: true }).combat!;
    const ends = advanceEnds(s, c, unitById(s, 'US-4-8')!);
    expect(ends).toContain('3107');
    const d = (a: string, x: string) => hexDistance(b.map.hexes[b.locOf(a)]!, b.map.hexes[b.locOf(x)]!);
    expect(ends.every((h) => d('3108', h) <= 2)).toBe(true);
    // Some end lies away from the vacated hex: the advance need not go through it (14.2).
    expect(ends.some((h) => d('3107', h) >= 2)).toBe(true);
    expect(advanceEnds(s, { ...c, limited: true }, unitById(s, 'US-4-8')!)).toEqual(['3107']);
  });
  it('14.1 a 2-hex advance through a Town takes it (the last to pass through controls it, N44 6.2): the Town passed is a choice', () => {
    // Valognes (3209, a Town, German at the start) has just been vacated; the 4th Division's regiment advances from 3208.
    const s = position([['US-4-8', '3208'], ['US-Eng-1S', '2914']], { phase: 'allied-combat' });
    const st = withAttack(s, '3209', ['US-4-8'], 'allied:4', { stage: 'advance', advanceAllowed: true, advancing: ['US-4-8'], result: 'DR' });
    const adv = moves(st).filter((m): m is Extract<Move, { type: 'advance' }> => m.type === 'advance');
    // 3210 lies beyond Valognes only: reached through it. 3309 also by a path around it.
    expect(adv.filter((m) => m.to === '3210')).toEqual([{ type: 'advance', unit: 'US-4-8', to: '3210', via: '3209' }]);
    expect(adv.filter((m) => m.to === '3309')).toEqual([
      { type: 'advance', unit: 'US-4-8', to: '3309' },
      { type: 'advance', unit: 'US-4-8', to: '3309', via: '3209' },
    ]);
    expect(s.control['3209']).toBe('german');
    const after = play(st, { type: 'advance', unit: 'US-4-8', to: '3210', via: '3209' });
    expect(after.control['3209']).toBe('allied');
    expect(unitById(after, 'US-4-8')?.hex).toBe('3210');
    // The path around the Town leaves Valognes German.
    expect(play(st, { type: 'advance', unit: 'US-4-8', to: '3309' }).control['3209']).toBe('german');
  });
  it('14.3 no advance from enemy ZOC straight into the ZOC of the same enemy unit, except through the vacated hex', async () => {
    const { advanceEnds } = await import('../../src/combat/retreat.js');
    // The German unit at 3008 has 3108 (the attacker), 3107 (vacated) and 3009 in its ZOC; a second
    // one at 3109 closes the way round, so 3009 could only be entered straight from 3108.
    const s = position([['US-4-8', '3108'], ['ge-91-1057', '3008'], ['ge-91-1058', '3109']], { phase: 'allied-combat' });
    const c = withAttack(s, '3107', ['US-4-8'], 'allied:4', { advanceAllowed: true }).combat!;
    const ends = advanceEnds(s, c, unitById(s, 'US-4-8')!);
    expect(ends).toContain('3107');
    expect(ends).not.toContain('3009');
    // Without that unit 3009 is a plain first step.
    const free = position([['US-4-8', '3108']], { phase: 'allied-combat' });
    expect(advanceEnds(free, withAttack(free, '3107', ['US-4-8'], 'allied:4').combat!, unitById(free, 'US-4-8')!)).toContain('3009');
  });
});

describe('retreat length (N44 13.1)', () => {
  it('a 2-hex retreat ends 2 hexes from where the unit stood, not on a doubled-back path', async () => {
    const { cotentinBoard } = await import('../../src/map/index.js');
    const { hexDistance } = await import('@esagono/kernel');
    const b = cotentinBoard();
    const s = position([['ge-91-1057-3', '3403'], ['US-4-8', '3404']]);
    const ends = retreatEnds(s, unitById(s, 'ge-91-1057-3')!, 2);
    expect(ends.length).toBeGreaterThan(0);
    for (const e of ends) expect(hexDistance(b.map.hexes[b.locOf('3403')]!, b.map.hexes[b.locOf(e.hex)]!), e.hex).toBe(2);
  });
  it('overstacking: with every end full, the unit retreats extra hexes to a legal stack', () => {
    // The only way out of 3802 is east along the north coast; fill its 2-hex ends with full stacks.
    const full: [string, string][] = [];
    // Two regiments of 3+ factors fill a hex's 4 stacking points.
    const blockers = [['ge-21pz-125', 'ge-21-192'], ['ge-21pz-192', 'ge-6fj'], ['ge-265-kg', 'ge-266-897'], ['ge-266-kg', 'ge-275-heinz'], ['ge-91-1057', 'ge-91-1058'], ['ge-77-1049', 'ge-77-1050'], ['ge-243-920', 'ge-709-729']];
    const s0 = position([['ge-91-1057-3', '3802'], ['US-4-8', '3803']]);
    const first = retreatEnds(s0, unitById(s0, 'ge-91-1057-3')!, 2).map((e) => e.hex);
    first.forEach((h, k) => { for (const id of blockers[k] ?? []) full.push([id, h]); });
    const s = position([['ge-91-1057-3', '3802'], ['US-4-8', '3803'], ...full]);
    const ends = retreatEnds(s, unitById(s, 'ge-91-1057-3')!, 2).map((e) => e.hex);
    expect(first.length).toBeLessThanOrEqual(blockers.length);
    expect(ends.length).toBeGreaterThan(0);
    expect(ends.some((h) => first.includes(h))).toBe(false);
  });
});

describe('re-attacked retreaters (N44 13.5)', () => {
  it('add no strength, and are eliminated if the hex must retreat again', () => {
    const s = position([['ge-91-1057', '2807'], ['ge-91-1057-3', '2807'], ['US-4-8', '2808'], ['US-4-12', '2808']], { phase: 'allied-combat' });
    const marked = { ...s, units: s.units.map((u) => (u.id === 'ge-91-1057-3' ? { ...u, retreated: true, dg: true } : u)) };
    const c = withAttack(marked, '2807', ['US-4-8', 'US-4-12'], 'allied:4');
    const r = { ...c, combat: { ...c.combat!, stage: 'roll' as const, column: 4 } };
    const dr = play(r, roll(3), { type: 'retreat-all' });
    expect(unitById(dr, 'ge-91-1057-3')?.box).toBe('eliminated');
    expect(dr.combat?.retreating).toEqual(['ge-91-1057']);
  });
});

describe('DD defensive support (N44 12.4.3)', () => {
  it('T17 a FJ lead (TQ +1) with an HQ\'s support rolls at +2, paying a SupP: a 3 then holds in bocage', () => {
    const s = position([['ge-6fj-1', '2807'], ['ge-hq-cotentin', '2906'], ['US-4-8', '2808'], ['US-4-12', '2808']], { phase: 'allied-combat', supply: { german: 2, us: 0 } });
    const c = withAttack(s, '2807', ['US-4-8', 'US-4-12'], 'allied:4');
    const r = { ...c, combat: { ...c.combat!, stage: 'roll' as const, column: 4 } };
    const dr = play(r, roll(3));
    expect(moves(dr)).toContainEqual({ type: 'determined-defense', lead: 'ge-6fj-1', support: 'ge-hq-cotentin' });
    const held = play(dr, { type: 'determined-defense', lead: 'ge-6fj-1', support: 'ge-hq-cotentin' });
    expect(held.supply.german).toBe(1);
    const after = play(held, roll(3));
    // Other column, 3 + 2 = 5: the retreat is cancelled and the lead loses a step (•-1); the FJ battalion had one.
    expect(unitById(after, 'ge-6fj-1')?.box).toBe('eliminated');
    expect(after.combat === null || after.combat.retreating.length === 0).toBe(true);
    const bare = play(dr, { type: 'determined-defense', lead: 'ge-6fj-1' }, roll(3));
    // 3 + 1 = 4 on Other: no effect, the retreat stands.
    expect(bare.combat?.stage).toBe('retreat');
  });
});
