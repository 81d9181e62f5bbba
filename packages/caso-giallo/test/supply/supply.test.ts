import { describe, expect, it } from 'vitest';
import { traceLineOfSupply } from '@esagono/caso-giallo';
import { L, position } from '../helpers.js';

describe('CG R7.2 Line of Supply (a function over the map; scenario 4 needs none, SB8.6)', () => {
  it('CG R7.2 line of supply: blocked by enemy units and empty hexes in enemy ZOC, not by a friendly-held one (digest A12); rivers only at crossings', () => {
    // The 9th Panzer in 3627 traces east to 3631 over clear ground.
    let s = position({ '9Pz': '3627' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3627'), [L('3628')])).toBe(true);
    // Across the Maas (3631|3630, no crossing) there is no path to Germany from 3630 alone if every detour is shut:
    s = position({ '9Pz': '3630', NL1: '3629', NL7: '3730', Lichte: '3530' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3630'), [L('3631')])).toBe(false);
    // A friendly unit in a ZOC hex opens it.
    s = position({ '9Pz': '3626', NL1: '3628' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3626'), [L('3629')])).toBe(true); // around the ZOC
    s = position({ '9Pz': '3627', NL1: '3728', NL7: '3528' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3627'), [L('3628')])).toBe(false); // 3628 itself in enemy ZOC
    s = position({ '9Pz': '3627', LAH: '3628', NL1: '3728', NL7: '3528' }, 'german', 'move');
    expect(traceLineOfSupply(s, 'german', L('3627'), [L('3628')])).toBe(true);
  });
});
