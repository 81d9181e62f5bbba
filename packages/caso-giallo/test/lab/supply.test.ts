import { describe, expect, it } from 'vitest';
import { attackSupply, generalSources, inGeneralSupply, supplyPhase, traceLineOfSupply, type State } from '@esagono/caso-giallo';
import { ma, tr } from '../../src/position.js';
import { LL, LH, labPosition } from './lab.js';

const u = (s: State, id: string) => s.units.find((x) => x.id === id)!;

describe('CG R7.3-R7.5 general supply on the rules lab', () => {
  it('CG R7.3-R7.4 sources: German Cities, Antwerp and Ostend, the west edge or an Allied port, the south edge too for the French', () => {
    const s = labPosition({ IV: '0406' }, 'german', 'move');
    expect(generalSources(s, 'german').map(LH).sort()).toEqual(['0409', '0510']);
    expect(generalSources(s, 'belgian').map(LH).sort()).toEqual(['0704', '0706']);
    const british = generalSources(s, 'british').map(LH);
    expect(british).toContain('0501'); // west edge
    expect(british).toContain('0704'); // Oostende, an Allied port
    expect(british).not.toContain('0102'); // the south edge is French only
    expect(generalSources(s, 'french').map(LH)).toContain('0102');
  });

  it('T05 (fixture): an interdicted crossing cuts the German line; a friendly unit opens an enemy-ZOC hex; enemy units block', () => {
    // IV in 0406 traces over the only crossing (0407|0408) to Köln.
    let s = labPosition({ IV: '0406' }, 'german', 'move');
    expect(inGeneralSupply(s, u(s, 'IV'))).toBe(true);
    // CG R10.7d: an Interdiction marker in 0408 shuts the crossing to German lines.
    s = labPosition({ IV: '0406' }, 'german', 'move', { interdicted: [LL('0408')] });
    expect(inGeneralSupply(s, u(s, 'IV'))).toBe(false);
    // CG R7.2a: F1 in 0307 puts 0407 in its ZOC: blocked, unless a German unit stands there (digest A12).
    s = labPosition({ IV: '0406', F1: '0307' }, 'german', 'move');
    expect(inGeneralSupply(s, u(s, 'IV'))).toBe(false);
    s = labPosition({ IV: '0406', V: '0407', F1: '0307' }, 'german', 'move');
    expect(inGeneralSupply(s, u(s, 'IV'))).toBe(true);
    // An enemy unit on the crossing hex blocks outright.
    s = labPosition({ IV: '0406', B3: '0407' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', LL('0406'), [LL('0409')])).toBe(false);
  });

  it('CG R7.5a-c the Supply Phase: OOS marker first, a step lost the next time; OOS TR -2 and MA 3, Disruption after (T23)', () => {
    const cut = { interdicted: [LL('0408')] };
    let s = labPosition({ IV: '0406', F1: '0204' }, 'german', 'move', cut);
    s = supplyPhase(s);
    expect(s.oos).toEqual(['IV']);
    expect(u(s, 'IV').steps).toBe(2);
    // CG R7.5c: TR 3 - 2 = 1, MA 4 -> 3.
    expect(tr(s, u(s, 'IV'))).toBe(1);
    expect(ma(s, u(s, 'IV'))).toBe(3);
    // CG R6.2 after R7.5c: DIS too gives TR 1, MA 1.
    const both: State = { ...s, units: s.units.map((x) => (x.id === 'IV' ? { ...x, dis: true } : x)) };
    expect(tr(both, u(both, 'IV'))).toBe(1);
    expect(ma(both, u(both, 'IV'))).toBe(1);
    // Still cut off at the next Supply Phase: one step lost, the marker stays.
    s = supplyPhase(s);
    expect(u(s, 'IV').steps).toBe(1);
    expect(s.oos).toEqual(['IV']);
    // Supply restored: the marker goes.
    s = supplyPhase({ ...s, interdicted: [] });
    expect(s.oos).toEqual([]);
    // CG R7.5: no supply check on turn 1.
    const t1 = supplyPhase(labPosition({ IV: '0406' }, 'german', 'move', { ...cut, turn: 1 }));
    expect(t1.oos).toBeUndefined();
  });
});

describe('CG R7.6-R7.9 Attack Supply on the rules lab', () => {
  it('CG R7.6b, R7.8: everyone on turn 1; German units in the Low Countries on turn 2; then within range of a source', () => {
    const far = { IV: '0402' };
    expect(attackSupply(labPosition(far, 'german', 'combat', { turn: 1 }), { id: 'IV', loc: LL('0402'), steps: 2, dis: false }).supplied).toBe(true);
    // Turn 2: in Belgium (0404) even when cut off (interdicted crossing); in France (0402) not.
    const cut = { interdicted: [LL('0408')] };
    let s = labPosition({ IV: '0404' }, 'german', 'combat', { turn: 2, ...cut });
    expect(attackSupply(s, u(s, 'IV')).supplied).toBe(true);
    s = labPosition({ IV: '0404' }, 'german', 'combat', cut);
    expect(attackSupply(s, u(s, 'IV')).supplied).toBe(false);
    s = labPosition(far, 'german', 'combat', { turn: 2 });
    expect(attackSupply(s, u(s, 'IV')).supplied).toBe(false);
    // Turn 3: 0402 is 7 hexes from Köln (range 6): no Attack Supply.
    s = labPosition(far, 'german', 'combat');
    expect(attackSupply(s, u(s, 'IV')).supplied).toBe(false);
    // Army Group B's unit (range 5 = its MA, CG R7.9) in 0405 traces to the Ruhr (Essen): 3 hexes, supplied.
    s = labPosition({ ...far, AGB: '0405' }, 'german', 'combat');
    expect(attackSupply(s, u(s, 'IV')).supplied).toBe(true);
    // Cut from the Ruhr (interdicted crossing), the unit supplies no one.
    s = labPosition({ ...far, AGB: '0405' }, 'german', 'combat', { interdicted: [LL('0408')] });
    expect(attackSupply(s, u(s, 'IV')).supplied).toBe(false);
    // Six hexes from Köln is within the City range.
    s = labPosition({ IV: '0403' }, 'german', 'combat');
    expect(attackSupply(s, u(s, 'IV')).supplied).toBe(true);
  });

  it('CG R7.7: British within 3 hexes of an Allied port; French within 8 of a Paris hex tracing to an edge; Belgians to Antwerp or Ostend', () => {
    let s = labPosition({ BEF: '0604' }, 'allied', 'combat');
    expect(attackSupply(s, u(s, 'BEF')).supplied).toBe(true); // Oostende 0704, 1 hex
    s = labPosition({ BEF: '0407' }, 'allied', 'combat');
    expect(attackSupply(s, u(s, 'BEF')).supplied).toBe(false); // no port within 3
    s = labPosition({ BEF: '0407', AG1: '0405' }, 'allied', 'combat');
    expect(attackSupply(s, u(s, 'BEF'))).toEqual({ supplied: true, ag1Cut: false, westwall: false }); // AG1, 2 hexes
    s = labPosition({ F1: '0506' }, 'allied', 'combat');
    expect(attackSupply(s, u(s, 'F1')).supplied).toBe(true); // Paris 0102 is 6 hexes off
    s = labPosition({ F1: '0810' }, 'allied', 'combat');
    expect(attackSupply(s, u(s, 'F1')).supplied).toBe(false); // 11 hexes
    s = labPosition({ B1: '0407' }, 'allied', 'combat');
    expect(attackSupply(s, u(s, 'B1')).supplied).toBe(true);
  });
});
