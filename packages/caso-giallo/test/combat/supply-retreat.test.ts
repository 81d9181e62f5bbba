/** CG R7.9e: an Attack Supply unit attacked with friendly units retreats before the roll (rules lab). */
import { describe, expect, it } from 'vitest';
import { game, type Move, type State } from '@esagono/caso-giallo';
import { retreatOptions } from '../../src/combat/results.js';
import { supplyRetreatPaths } from '../../src/combat/supply-retreat.js';
import { play } from '../helpers.js';
import { LB, LH, LL, labPosition } from '../lab/lab.js';

const u = (s: State, id: string) => s.units.find((x) => x.id === id)!;
const paths = (s: State) => game.legalMoves(s).flatMap((m) => (m.type === 'retreat' ? [m.path.map(LH)] : []));

/** Declares the attack on `target` with `attackers` and resolves it up to the first decision after the declaration. */
function declare(s: State, target: string, attackers: string[]): State {
  s = play(s, { type: 'attack', target: LL(target) });
  for (const id of attackers) s = play(s, { type: 'commit', unit: id });
  s = play(s, { type: 'resolve' });
  if (s.combat?.stage === 'defender-air') s = play(s, { type: 'resolve' }); // no defensive air
  return s;
}

describe('CG R7.9e Attack Supply units attacked with friendly units', () => {
  it('CG R7.9e: stacked with a corps, the supply unit retreats 2 hexes before the roll, its owner choosing; then the combat is fought without it', () => {
    let s = declare(labPosition({ AGB: '0404', IV: '0404', F1: '0403' }, 'allied', 'combat', { turn: 1 }), '0404', ['F1']);
    // The decision belongs to the German (the owner), before any roll.
    expect(game.actor(s)).toEqual({ kind: 'player', player: 'german' });
    expect(s.combat).toMatchObject({ stage: 'retreat', result: null, retreating: ['AGB'] });
    const options = paths(s);
    expect(options.length).toBeGreaterThan(0);
    // CG R11.4b: two hexes, never ending next to the hex it left; the compass (east) where possible;
    // CG R11.4c: or a Reduced Retreat of one hex into the City of Bruxelles (0405).
    for (const p of options) {
      if (p.length === 1) expect(p).toEqual(['0405']);
      else expect(LB.distance(LL('0404'), LL(p[1]!))).toBe(2);
    }
    expect(options.every((p) => p.length <= 2)).toBe(true);
    expect(options).toContainEqual(['0405', '0406']);
    s = play(s, { type: 'retreat', unit: 'AGB', path: [LL('0405'), LL('0406')] });
    expect(u(s, 'AGB').loc).toBe(LL('0406'));
    // The roll follows; the supply unit is no longer a defender (no CS, no TR, no step to lose).
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    expect(s.combat).toMatchObject({ stage: 'roll', defenders: ['IV'] });
    const before = u(s, 'AGB');
    s = play(s, { type: 'roll', die: 6 });
    expect(u(s, 'AGB')).toEqual(before);
  });

  it('CG R7.9e: a supply unit that cannot retreat stays, takes no loss, and is eliminated when the enemy advances into the hex', () => {
    // East map edge: 0410's other neighbours hold F2 and BEF, and F1's ZOC covers the empty 0309 and 0509.
    let s = declare(labPosition({ AGB: '0410', IV: '0410', F1: '0409', F2: '0310', BEF: '0510' }, 'allied', 'combat', { turn: 1 }), '0410', ['F1', 'F2']);
    // No legal path: no decision, the roll comes at once with AGB still in the hex but not defending.
    expect(game.actor(s)).toEqual({ kind: 'chance' });
    expect(s.combat).toMatchObject({ stage: 'roll', defenders: ['IV'] });
    expect(u(s, 'AGB').loc).toBe(LL('0410'));
    // 8 against 4 is 2-1; a 5 is DR (stand-in CRT): IV cannot retreat either and is eliminated.
    s = play(s, { type: 'roll', die: 5 });
    expect(s.combat).toMatchObject({ result: 'DR', stage: 'retreat' });
    expect(game.legalMoves(s)).toEqual([{ type: 'eliminate', unit: 'IV' }]);
    s = play(s, { type: 'eliminate', unit: 'IV' });
    // AGB alone does not hold the hex: the attackers may advance, and entering eliminates it.
    const advances = game.legalMoves(s).filter((m): m is Extract<Move, { type: 'advance' }> => m.type === 'advance');
    expect(advances.map((m) => m.to)).toContain(LL('0410'));
    s = play(s, { type: 'advance', unit: 'F1', to: LL('0410') });
    expect(u(s, 'AGB')).toMatchObject({ loc: -1, steps: 0 });
    expect(u(s, 'F1').loc).toBe(LL('0410'));
    // Not advancing leaves it in place.
    let t = declare(labPosition({ AGB: '0410', IV: '0410', F1: '0409', F2: '0310', BEF: '0510' }, 'allied', 'combat', { turn: 1 }), '0410', ['F1', 'F2']);
    t = play(t, { type: 'roll', die: 5 });
    t = play(t, { type: 'eliminate', unit: 'IV' });
    t = play(t, { type: 'end-advance' });
    expect(u(t, 'AGB').loc).toBe(LL('0410'));
  });

  it('CG R7.9e: with only its own Fortified Line garrison in the hex, the supply unit is not alone: it retreats before the roll and the garrison defends', () => {
    // AGB in the Westwall hex 0608 (garrison 1), attacked across the Major River by F1 from 0607.
    let s = declare(labPosition({ AGB: '0608', F1: '0607' }, 'allied', 'combat', { turn: 1 }), '0608', ['F1']);
    expect(s.combat).toMatchObject({ stage: 'retreat', result: null, retreating: ['AGB'], defenders: [] });
    const options = paths(s);
    expect(options.length).toBeGreaterThan(0);
    s = play(s, { type: 'retreat', unit: 'AGB', path: options[0]!.map(LL) });
    expect(u(s, 'AGB').loc).not.toBe(LL('0608'));
    expect(s.combat?.stage).toBe('roll');
  });

  it('CG R7.9e, R7.9d: the supply unit retreats by the R11.4 rules and its own: Forest only along a road', () => {
    const s = labPosition({ AGB: '0404', IV: '0404', F1: '0403' }, 'allied', 'combat', { turn: 1 });
    const c = { ...s, combat: null };
    const combat = { stage: 'retreat' as const, attacker: 'allied' as const, target: LL('0404'), attackers: ['F1'], defenders: ['IV', 'AGB'], attackerAir: 0, defenderAir: 0, engaged: false, column: null, result: null, retreatHexes: 2, losses: [], priority: [], retreating: ['AGB'], advancing: [], maxAdvance: 0, disAfter: 'none' as const };
    // The corps may go 0504 then into the Forest 0505 (no road between them); the supply unit may not.
    expect(retreatOptions(c, combat, u(s, 'IV')).map((p) => p.map(LH))).toContainEqual(['0504', '0505']);
    const own = supplyRetreatPaths(c, combat, u(s, 'AGB')).map((p) => p.map(LH));
    expect(own.length).toBeGreaterThan(0);
    expect(own).not.toContainEqual(['0504', '0505']);
  });
});
