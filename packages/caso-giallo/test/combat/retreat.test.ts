/** CG R11.4 retreats, on combats built by hand (digest T11, T19). */
import { describe, expect, it } from 'vitest';
import type { Combat, State } from '@esagono/caso-giallo';
import { retreatOptions } from '../../src/combat/results.js';
import { H, L, position, unit } from '../helpers.js';

const combat = (_s: State, attacker: 'german' | 'allied', target: string, attackers: string[], defenders: string[]): Combat => ({
  stage: 'retreat', attacker, target: L(target), attackers, defenders, attackerAir: 0, defenderAir: 0, engaged: false, column: 5, result: 'DR',
  retreatHexes: 2, losses: [], priority: [], retreating: defenders, advancing: [], maxAdvance: 1, disAfter: 'none',
});
const paths = (s: State, c: Combat, id: string) => retreatOptions(s, c, unit(s, id)).map((p) => p.map(H).join('>'));

describe('CG R11.4 retreats', () => {
  it('T11 a yellow-MA unit retreats through empty hexes in enemy ZOC when its TR beats every unit there; equal TR cannot', () => {
    // SS-V (TR 4) in 3627 between two Dutch divisions (TR 2): every neighbour is an empty hex in their ZOC.
    const s = position({ 'SS-V': '3627', NL1: '3626', NL7: '3628' }, 'allied', 'combat');
    const c = combat(s, 'allied', '3627', ['NL1', 'NL7'], ['SS-V']);
    expect(paths(s, c, 'SS-V').length).toBeGreaterThan(0);
    const disrupted: State = { ...s, units: s.units.map((u) => (u.id === 'SS-V' ? { ...u, dis: true } : u)) };
    expect(paths(disrupted, c, 'SS-V')).toEqual([]);
  });
  it('T19 Reduced Retreat: a first hex into a City may end the retreat; a first hex into clear terrain may not', () => {
    const s = position({ IX: '3630', NL1: '3629' }, 'german', 'combat');
    const p = paths(s, combat(s, 'german', '3629', ['IX'], ['NL1']), 'NL1');
    expect(p).toContain('3528'); // Eindhoven, one hex
    expect(p).not.toContain('3628');
    expect(p.some((x) => x.startsWith('3628>'))).toBe(true);
    for (const x of p) expect(x.startsWith('3729') || x.startsWith('3529')).toBe(false); // empty hexes in the corps' ZOC
  });
  it('T18 a retreat ending overstacked goes one hex farther (a corps may not join a corps)', () => {
    // X Corps in 3627, attacked from the west; every two-hex path ends on a German corps.
    const s = position({ X: '3627', IX: '3629', XI: '3728', XXVI: '3528', NL1: '3626', NL7: '3828', Rdam: '3428' }, 'allied', 'combat');
    const p = paths(s, combat(s, 'allied', '3627', ['NL1'], ['X']), 'X');
    expect(p.length).toBeGreaterThan(0);
    for (const x of p) {
      const hexes = x.split('>');
      expect(hexes, x).toHaveLength(3);
      expect(['3629', '3728', '3528']).toContain(hexes[1]);
    }
  });
});
