import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { attackerFactors, shifts } from '../../src/combat/odds.js';
import type { SetupInput, State } from '../../src/state.js';
import { withAttack } from '../helpers.js';

/** A campaign position: `units` on the stand-in map, whose airfield hex 2028 has Carpiquet hexsides toward 2027, 2127 and 1927. */
function campaign(units: readonly [string, string][], phase: State['phase']): State {
  const input: SetupInput = {
    scenario: 'campaign',
    name: 'carpiquet',
    edition: '2010',
    lastTurn: 22,
    provenance: { kind: 'derived', note: 'test' },
    germanSupply: 0,
    options: { historicalWeather: false, flankFire: false },
    units: units.map(([id, hex]) => ({ id, hex, box: 'map' as const, arrives: 0, entry: null })),
  };
  const r = game.setup(input as never);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.state, invasion: null, phase, turn: 4, space: 3 };
}

describe('the Carpiquet airfield hexside (N44 11.7)', () => {
  it('11.7 attacking across it halves the attacker, and the armor shift is still given', () => {
    const across = withAttack(campaign([['BR-27A-1318', '2027'], ['ge-91-1057', '2028']], 'allied-combat'), '2028', ['BR-27A-1318'], 'allied:27');
    const open = withAttack(campaign([['BR-27A-1318', '2029'], ['ge-91-1057', '2028']], 'allied-combat'), '2028', ['BR-27A-1318'], 'allied:27');
    const [a] = attackerFactors(across, across.combat!);
    const [o] = attackerFactors(open, open.combat!);
    expect(a?.halved).toBe(true);
    expect(o?.halved).toBe(false);
    expect(a?.strength).toBeLessThan(o?.strength as number);
    expect(shifts(across, across.combat!).some((x) => x.why === 'armor')).toBe(true);
  });
  it('11.7 in either direction: a German attack out of the airfield across it is halved too', () => {
    const s = withAttack(campaign([['BR-3-8', '2027'], ['ge-91-1057', '2028']], 'german-combat'), '2027', ['ge-91-1057'], 'german:91');
    expect(attackerFactors(s, s.combat!)[0]?.halved).toBe(true);
  });
});
