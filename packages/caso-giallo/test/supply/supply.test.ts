import { describe, expect, it } from 'vitest';
import { traceLineOfSupply } from '@esagono/caso-giallo';
import { L, position } from '../helpers.js';

describe('CG R7.2 Line of Supply (a function over the map; scenario 4 needs none, SB8.6)', () => {
  it('CG R7.2 line of supply: blocked by enemy units and empty hexes in enemy ZOC, not by a friendly-held one (digest A12); rivers only at crossings', () => {
    // The 9th Panzer in 3627 traces east to 3631 over clear ground.
    let s = position({ '9Pz': '3627' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3627'), [L('3628')])).toBe(true);
    // Across the Maas (3631|3630, no crossing) there is no path to Germany once every detour is shut
    // (3529 holds Defensive Works, which no ZOC enters: it needs a unit of its own to close it).
    s = position({ '9Pz': '3630', NL1: '3629', NL7: '3730', Lichte: '3530', PeelB: '3529' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3630'), [L('3631')])).toBe(false);
    // A friendly unit in a ZOC hex opens it.
    s = position({ '9Pz': '3626', NL1: '3628' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3626'), [L('3729')])).toBe(true); // around the ZOC
    // CG R7.2d: never into standing enemy Defensive Works (3629, which no ZOC enters).
    expect(traceLineOfSupply(s, 'german', L('3626'), [L('3629')])).toBe(false);
    s = position({ '9Pz': '3627', NL1: '3728', NL7: '3528' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3627'), [L('3628')])).toBe(false); // 3628 itself in enemy ZOC
    s = position({ '9Pz': '3627', LAH: '3628', NL1: '3728', NL7: '3528' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3627'), [L('3628')])).toBe(true);
  });
});

describe('CG R9.6 Line of Communication', () => {
  it('CG R9.6 LOC: uncontested enemy ZOC blocks it, a contested one does not; only allowed hexes are used', async () => {
    const { traceLineOfCommunication, SCENARIO_DATA } = await import('@esagono/caso-giallo');
    // A corridor of Dutch hexes stands in for "French hexes only": 3627, 3628, 3629, 3727, 3728, 3729.
    const corridor = new Set(['3627', '3628', '3629', '3727', '3728', '3729'].map(L));
    const nl = (loc: number) => corridor.has(loc) && SCENARIO_DATA['fortress-holland']!.board.country[loc] === 'NL';
    // The Allies trace from 3627 to 3629; the 9th Panzer in 3728 blocks one way and its ZOC the other (3628).
    let s = position({ BrigB: '3627', '9Pz': '3728', IX: '3527' }, 'allied', 'move'); // a brigade: no ZOC of its own
    expect(traceLineOfCommunication(s, 'allied', L('3627'), [L('3629')], nl)).toBe(false);
    // An Allied division in 3629 makes the ZOC in 3628 contested: the path opens.
    s = position({ BrigB: '3627', NL7: '3629', '9Pz': '3728', IX: '3527' }, 'allied', 'move');
    expect(traceLineOfCommunication(s, 'allied', L('3627'), [L('3629')], nl)).toBe(true);
    // Hexes outside `allowed` are never used.
    expect(traceLineOfCommunication(s, 'allied', L('3627'), [L('3629')], (loc) => loc === L('3627'))).toBe(false);
  });
});

describe('CG R7.6-R7.8 Attack Supply ranges', () => {
  it('CG R7.6a attack supply: a source within its range in hexes, traced as a Line of Supply (digest A66)', async () => {
    const { traceAttackSupply } = await import('@esagono/caso-giallo');
    const s = position({ '9Pz': '3627' }, 'german', 'combat');
    // 3627 to 3632 is five hexes east along row 36, but the Maas between columns 30 and 31 has no crossing.
    expect(traceAttackSupply(s, 'german', L('3627'), [{ loc: L('3632'), range: 5 }])).toBe(false);
    // CG R7.2d: never through enemy Defensive Works (3629): the way round by 3729 is 4 hexes.
    expect(traceAttackSupply(s, 'german', L('3627'), [{ loc: L('3630'), range: 4 }])).toBe(true);
    expect(traceAttackSupply(s, 'german', L('3627'), [{ loc: L('3630'), range: 3 }])).toBe(false);
    const opened = { ...s, worksDestroyed: [L('3629')] };
    expect(traceAttackSupply(opened, 'german', L('3627'), [{ loc: L('3630'), range: 3 }])).toBe(true);
  });
});
