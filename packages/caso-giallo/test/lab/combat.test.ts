import { describe, expect, it } from 'vitest';
import { combatOdds, type State } from '@esagono/caso-giallo';
import { readResult, startResult } from '../../src/combat/results.js';
import { attackTargets, committable } from '../../src/combat/declare.js';
import { diveDrm } from '../../src/air/stuka.js';
import { stepOptions } from '../../src/movement/index.js';
import { zocField, unitsAt } from '../../src/position.js';
import { play } from '../helpers.js';
import { LL, LH, labPosition } from './lab.js';

const u = (s: State, id: string) => s.units.find((x) => x.id === id)!;
const attack = (s: State, target: string, ...ids: string[]): State => {
  let t = play(s, { type: 'attack', target: LL(target) });
  for (const id of ids) t = play(t, { type: 'commit', unit: id });
  return t;
};
const why = (s: State) => combatOdds(s, s.combat!)!.shifts.map((x) => x.why);

describe('CG R10.9a, R11.7 Fortified Lines on the rules lab (Belgian line 0207, garrison 2)', () => {
  it('CG R11.7a an empty line defends with its garrison; no armour shift into it; TR has no effect on the result', () => {
    const s = labPosition({ '1Pz': '0206', IV: '0306' }, 'german', 'combat');
    expect(attackTargets(s).map(LH)).toEqual(['0207']);
    const c = attack(s, '0207', '1Pz', 'IV');
    const odds = combatOdds(c, c.combat!)!;
    expect(odds.defence).toBe(2);
    expect(odds.attack).toBe(9);
    expect(why(c)).not.toContain('panzer divisions'); // CG TEC: no armour shift into the line
    // TR 4 against no TR: never upgraded (CG R11.7a); retreats ignored unless DE (CG R11.4e, R11.7c).
    const r = readResult(c, { ...c.combat!, column: 3 }, 1);
    expect(r.upgraded).toBe(false);
  });

  it('CG R11.7c a DE destroys the line before the losses; then it may be entered and no longer stops ZOC (CG R9.4b, R10.9a)', () => {
    const s = labPosition({ IV: '0306', F1: '0207' }, 'german', 'combat');
    expect(stepOptions(s, u(s, 'IV'), 4, 0).map((v) => LH(v.to))).not.toContain('0207');
    const allied = labPosition({ IV: '0306', F2: '0208' }, 'allied', 'move');
    expect(zocField(allied, unitsAt(allied), 'allied').count[LL('0207')]).toBe(0); // IV's ZOC stops at the line
    const c = attack(s, '0207', 'IV');
    const after = startResult(c, c.combat!, 'DE', 2);
    expect(after.fortDestroyed).toEqual([LL('0207')]);
    const open = labPosition({ IV: '0306' }, 'german', 'move', { fortDestroyed: [LL('0207')] });
    expect(stepOptions(open, u(open, 'IV'), 4, 0).map((v) => LH(v.to))).toContain('0207');
    // A DR leaves units in an undestroyed line where they are.
    expect(readResult(c, { ...c.combat!, column: 5 }, 3)).toEqual({ result: 'DR', retreatHexes: 0, upgraded: false });
  });
});

describe('CG R11.8 ARKO, CG R7.6d supply shift, CG R12.11a Better Defense', () => {
  it('CG R11.8: ARKO two hexes off joins an attack on a City and shifts one right; not on a clear hex', () => {
    const s = labPosition({ IV: '0406', ARKO: '0407', F1: '0405' }, 'german', 'combat');
    // Bruxelles 0405 is a City; the ARKO in 0407 is 2 hexes off, in Attack Supply (Köln, 2 hexes).
    let c = attack(s, '0405', 'IV');
    expect(committable(c, c.combat!).map((x) => x.id)).toContain('ARKO');
    c = play(c, { type: 'commit', unit: 'ARKO' });
    expect(why(c)).toContain('ARKO');
    expect(combatOdds(c, c.combat!)!.attack).toBe(6);
    const clear = labPosition({ IV: '0305', ARKO: '0307', F1: '0304' }, 'german', 'combat');
    const c2 = attack(clear, '0304');
    expect(committable(c2, c2.combat!).map((x) => x.id)).not.toContain('ARKO');
  });

  it('CG R7.6d: one attacker Out of Supply shifts the attack one left; CG R12.11a: Better Defense one left and Stuka -1 (T02: not added to Woods)', () => {
    let s = labPosition({ IV: '0305', V: '0404', F1: '0304' }, 'german', 'combat');
    let c = attack(s, '0304', 'IV', 'V');
    expect(why(c)).not.toContain('attack supply');
    s = labPosition({ IV: '0305', V: '0404', F1: '0304' }, 'german', 'combat', { oos: ['V'] });
    c = attack(s, '0304', 'IV', 'V');
    expect(combatOdds(c, c.combat!)!.shifts.filter((x) => x.why === 'attack supply').map((x) => x.amount)).toEqual([-1]);
    s = labPosition({ IV: '0305', F1: '0304' }, 'german', 'combat', { betterDefense: [LL('0304')] });
    c = attack(s, '0304', 'IV');
    expect(why(c)).toContain('better defense');
    expect(diveDrm(s, LL('0304'))).toBe(-1);
    // CG R12.11a: -1 on the Bridgehead table too (a German attempt across the Minor River 0302|0303).
    const bh = labPosition({ '1Pz': '0302', F1: '0303' }, 'german', 'move', { betterDefense: [LL('0303')], turn: 2 });
    const tried = play(play(bh, { type: 'select', unit: '1Pz' }), { type: 'bridgehead', unit: '1Pz', target: LL('0303') });
    expect(tried.stage).toMatchObject({ kind: 'bridgehead-roll', drm: 1 - 2 - 1 }); // TR above 3 +1, Allied unit -2, Better Defense -1
    // Marsh (-1) with Better Defense: still -1.
    const marsh = labPosition({ F1: '0303' }, 'german', 'combat', { betterDefense: [LL('0303')] });
    expect(diveDrm(marsh, LL('0303'))).toBe(-1);
  });
});
