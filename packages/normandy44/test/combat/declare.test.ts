import { describe, expect, it } from 'vitest';
import { game } from '../../src/game.js';
import { artilleryOptions, bracketedCompanions } from '../../src/combat/flow.js';
import { attackerFactors } from '../../src/combat/odds.js';
import { INVASION_CRT } from '../../src/data/tables.js';
import type { Move, State } from '../../src/state.js';
import { play, position, withAttack } from '../helpers.js';

const mafs = (s: State) => game.legalMoves(s).filter((m): m is Extract<Move, { type: 'maf' }> => m.type === 'maf').map((m) => m.formation);

describe('declaring an attack (N44 10.1-10.3)', () => {
  it('T07 a unit stacked with another formation may be either MAF, the other attached: both choices are offered', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808'], ['US-TankBn-70', '2808']], { phase: 'allied-combat' });
    const d = play(s, { type: 'attack', target: '2807' }, { type: 'commit', unit: 'US-4-8' }, { type: 'commit', unit: 'US-TankBn-70' });
    expect(mafs(d)).toEqual(['US-TankBn-70', 'allied:4']);
    // With the 4th Division as MAF the stacked tank battalion is attached at full strength.
    const c = withAttack(s, '2807', ['US-4-8', 'US-TankBn-70'], 'allied:4');
    expect(attackerFactors(c, c.combat!).every((f) => f.maf && !f.halved)).toBe(true);
  });
  it('10.3 attachment is the attacker choice: a stacked unit may be kept out of the MAF, and then attacks halved', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808'], ['US-TankBn-70', '2808']], { phase: 'allied-combat' });
    const d = play(s, { type: 'attack', target: '2807' }, { type: 'commit', unit: 'US-4-8' }, { type: 'commit', unit: 'US-TankBn-70' }, { type: 'maf', formation: 'allied:4' });
    expect(game.legalMoves(d)).toContainEqual({ type: 'detach', unit: 'US-TankBn-70' });
    const kept = play(d, { type: 'detach', unit: 'US-TankBn-70' });
    const tank = attackerFactors(kept, kept.combat!).find((f) => f.id === 'US-TankBn-70');
    expect(tank).toMatchObject({ maf: false, halved: true });
    expect(game.legalMoves(kept).some((m) => m.type === 'detach')).toBe(false);
    // A Battle Group attaches nothing: there is nothing to keep out.
    expect(game.legalMoves({ ...d, combat: { ...d.combat!, maf: 'battle-group' } }).some((m) => m.type === 'detach')).toBe(false);
  });
  it('10.7 a unit with a bracketed strength stacked with the attackers cannot attack but advances with them', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808'], ['US-CADRE-INF', '2808']], { phase: 'allied-combat' });
    const d = play(s, { type: 'attack', target: '2807' });
    expect(game.legalMoves(d)).not.toContainEqual({ type: 'commit', unit: 'US-CADRE-INF' });
    const c = withAttack(s, '2807', ['US-4-8'], 'allied:4');
    expect(bracketedCompanions(c, c.combat!)).toEqual(['US-CADRE-INF']);
  });
  it('T08 a unit not stacked with a MAF unit attacks halved', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808'], ['US-TankBn-746', '2707']], { phase: 'allied-combat' });
    const c = withAttack(s, '2807', ['US-4-8', 'US-TankBn-746'], 'allied:4');
    expect(attackerFactors(c, c.combat!).find((f) => f.id === 'US-TankBn-746')).toMatchObject({ maf: false, halved: true, strength: 2 });
  });
  it('D09 a landing reinforcement in the MAF is halved, and a unit is halved only once', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808']], { phase: 'allied-combat', turn: 3 });
    const landed = { ...s, units: s.units.map((u) => (u.id === 'US-4-8' ? { ...u, landed: 3, oos: 1 as const } : u)) };
    const c = withAttack(landed, '2807', ['US-4-8'], 'allied:4');
    expect(attackerFactors(c, c.combat!)[0]).toMatchObject({ maf: true, halved: true, strength: 3 });
  });
  it('cancel calls the attack off and the hex may not be attacked again this phase (N44 10.1)', () => {
    const s = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808']], { phase: 'allied-combat' });
    const off = play(s, { type: 'attack', target: '2807' }, { type: 'cancel' });
    expect(game.legalMoves(off).some((m) => m.type === 'attack')).toBe(false);
  });
});

describe('artillery (N44 11.6, 17.2)', () => {
  it('T16/D19 a German HQ gives one shift per battle, within 5 hexes, paying a SupP; none beyond 5', () => {
    const s = position([['US-4-8', '3108'], ['ge-91-1057', '3109'], ['ge-hq-cotentin', '3110']], { phase: 'german-combat', space: 3 });
    const c = withAttack(s, '3108', ['ge-91-1057'], 'german:91');
    expect(artilleryOptions(c, c.combat!)).toEqual(['ge-hq-cotentin']);
    const used = { ...c, combat: { ...c.combat!, artillery: ['ge-hq-cotentin'] } };
    expect(artilleryOptions(used, used.combat!)).toEqual([]);
    const far = position([['US-4-8', '3108'], ['ge-91-1057', '3109'], ['ge-hq-cotentin', '3802']], { phase: 'german-combat', space: 3 });
    const cf = withAttack(far, '3108', ['ge-91-1057'], 'german:91');
    expect(artilleryOptions(cf, cf.combat!)).toEqual([]);
  });
  it('D19 an Allied HQ may give two shifts (2 SupP); at most one in Storm', () => {
    const s = position([['ge-91-1057', '3108'], ['US-4-8', '3109'], ['US-CORPSHQ-7', '3110'], ['US-Eng-1S', '2914']], { phase: 'allied-combat', space: 3, supply: { german: 0, us: 2 } });
    const c = withAttack(s, '3108', ['US-4-8'], 'allied:4');
    expect(artilleryOptions(c, c.combat!)).toEqual(['US-CORPSHQ-7']);
    const once = { ...c, combat: { ...c.combat!, artillery: ['US-CORPSHQ-7'] } };
    expect(artilleryOptions(once, once.combat!)).toEqual(['US-CORPSHQ-7']);
    const storm = { ...once, space: 1 };
    expect(artilleryOptions(storm, storm.combat!)).toEqual([]);
  });
});

describe('invasion (N44 20.3)', () => {
  it('T27 Utah reads the Utah column: a 4 is A1/D1 and Adv 2', () => {
    expect(INVASION_CRT.rows[3]?.utah).toEqual({ result: 'A1/D1', advance: 2 });
  });
});

describe('HQ movement (N44 17.2)', () => {
  it('an HQ that moved more than 1 hex gives no artillery this turn; it flips back in the Initial Phase', () => {
    const s = position([['US-4-8', '3108'], ['ge-91-1057', '3109'], ['ge-hq-cotentin', '3312']], { phase: 'german-movement', space: 3 });
    const moved = play(s, { type: 'move', unit: 'ge-hq-cotentin', to: '3110' });
    expect(moved.units.find((u) => u.id === 'ge-hq-cotentin')?.movedFar).toBe(true);
    const c = withAttack({ ...moved, phase: 'german-combat' }, '3108', ['ge-91-1057'], 'german:91');
    expect(artilleryOptions(c, c.combat!)).toEqual([]);
  });
});

describe('one-hex retreat capacity (N44 13.3; review finding 12)', () => {
  it('T20 a one-hex stop owed to friendly units counts the retreating factors against theirs', () => {
    // 3/1057 (2 factors) retreats one hex from 3106 into 3107 (mixed terrain) held by the 6FJ(-) (5 factors).
    const s = position([['ge-91-1057-3', '3106'], ['ge-6fj', '3107'], ['US-4-8', '3105']], { phase: 'allied-combat' });
    const c = withAttack(s, '3106', ['US-4-8'], 'allied:4', { stage: 'retreat', retreating: ['ge-91-1057-3'], retreatLength: 2, ddDone: true, defenders: ['ge-91-1057-3'] });
    const moved = play(c, { type: 'retreat', unit: 'ge-91-1057-3', to: '3107' });
    expect(moved.stopped).toEqual({ '3107': 2 });
  });
});

describe('the special Cherbourg bombardment (N44 19.2, 26.2.2)', () => {
  it('once per game: both US naval units, only against hexes inside the Perimeter that turn', async () => {
    const { navalAllowed } = await import('../../src/combat/flow.js');
    const s = position([['ge-chr-17mg', '3703'], ['US-4-8', '3704'], ['ge-sp-ozeville', '3211'], ['US-4-12', '3210']], { phase: 'allied-combat', space: 3, naval: 1 });
    expect(game.legalMoves(s)).toContainEqual({ type: 'cherbourg-bombardment' });
    const b = play(s, { type: 'cherbourg-bombardment' });
    expect([b.naval, b.bombardment]).toEqual([2, 2]);
    expect(game.legalMoves(b).some((m) => m.type === 'cherbourg-bombardment')).toBe(false);
    const inside = withAttack(b, '3703', ['US-4-8'], 'allied:4');
    expect(navalAllowed(inside, inside.combat!)).toBe(true);
    const outside = withAttack(b, '3211', ['US-4-12'], 'allied:4');
    expect(navalAllowed(outside, outside.combat!)).toBe(false);
    const normal = withAttack(s, '3211', ['US-4-12'], 'allied:4');
    expect(navalAllowed(normal, normal.combat!)).toBe(true);
  });
});

describe('Battle Group (N44 10.3)', () => {
  it('units of different formations totalling at most 6 factors may attack together at full strength', () => {
    // The 505th (4) and the M5 battalion 744 (2): 6 factors.
    const s = position([['ge-91-1057-3', '2807'], ['US-82-505', '2808'], ['US-744', '2707']], { phase: 'allied-combat' });
    const d = play(s, { type: 'attack', target: '2807' }, { type: 'commit', unit: 'US-82-505' }, { type: 'commit', unit: 'US-744' });
    expect(mafs(d)).toContain('battle-group');
    const bg = play(d, { type: 'maf', formation: 'battle-group' });
    expect(attackerFactors(bg, bg.combat!).every((f) => f.maf && !f.halved)).toBe(true);
    const big = position([['ge-91-1057-3', '2807'], ['US-4-8', '2808'], ['US-TankBn-746', '2707']], { phase: 'allied-combat' });
    const d2 = play(big, { type: 'attack', target: '2807' }, { type: 'commit', unit: 'US-4-8' }, { type: 'commit', unit: 'US-TankBn-746' });
    expect(mafs(d2)).not.toContain('battle-group');
  });
});
