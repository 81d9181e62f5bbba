import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { inZone, normandyBoard } from '../../src/map/index.js';
import { airAllowed, ddSupportOptions, navalAllowed } from '../../src/combat/flow.js';
import { airLeft, navalLeft, spendAir, spendNaval } from '../../src/combat/support.js';
import { strafeTargets } from '../../src/combat/strafing.js';
import { unitById } from '../../src/position.js';
import type { Campaign, SetupInput, State } from '../../src/state.js';
import { withAttack } from '../helpers.js';

const b = normandyBoard();
function campaignAt(units: readonly (readonly [string, string])[], patch: Partial<State>, options: Partial<State['options']> = {}): State {
  const input: SetupInput = {
    scenario: 'campaign', name: 'support', edition: '2010', lastTurn: 22, provenance: { kind: 'derived', note: 'test' }, germanSupply: 0,
    options: { historicalWeather: false, flankFire: false, ...options },
    units: units.map(([id, hex]) => ({ id, hex, box: 'map' as const, arrives: 0, entry: null })),
  };
  const r = game.setup(input as never);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.state, invasion: null, turn: 5, space: 4, phase: 'allied-combat', strafeDone: true, naval: 4, air: 4, ...patch, campaign: { ...(r.state.campaign as Campaign), sectors: [], navalUsed: { us: 0, british: 0 }, airUsed: { us: 0, british: 0 } } };
}
// A German unit in the Naval Bombardment Zone on each side of the Army Boundary.
const zone = (army: 'us' | 'british') => b.ids.find((_h, loc) => inZone(b, loc, 'naval-bombardment') && inZone(b, loc, 'us-army') === (army === 'us') && b.file.hexes[loc]?.terrain === 'clear') as string;

describe('naval and air units by army (N44 19.1-19.2, 27.2)', () => {
  it('19.2 two US and two British naval units: a British one supports only the 2nd Army, a US one the 1st', () => {
    const s = campaignAt([['US-29-116', '2620'], ['BR-50-231', '2525'], ['ge-716-1', zone('us')]], {});
    expect([navalLeft(s, 'us'), navalLeft(s, 'british')]).toEqual([2, 2]);
    const usAttack = withAttack(s, zone('us'), ['US-29-116'], 'allied:29');
    expect(navalAllowed(usAttack, usAttack.combat!, b)).toBe(true);
    // Both US units spent: no naval support for the US, though the British still have theirs.
    const spent = spendNaval(spendNaval(s, 'us'), 'us');
    expect([spent.naval, navalLeft(spent, 'us'), navalLeft(spent, 'british')]).toEqual([2, 0, 2]);
    const again = withAttack(spent, zone('us'), ['US-29-116'], 'allied:29');
    expect(navalAllowed(again, again.combat!, b)).toBe(false);
    const brAttack = withAttack(spent, zone('british'), ['BR-50-231'], 'allied:50');
    expect(navalAllowed(brAttack, brAttack.combat!, b)).toBe(true);
  });
  it('19.2 the DD support of a US lead unit needs a US naval unit', () => {
    const s = campaignAt([['US-29-116', zone('us')], ['ge-716-1', '2620']], { phase: 'german-combat' });
    const c = withAttack(s, zone('us'), ['ge-716-1'], 'german:716');
    const lead = unitById(s, 'US-29-116')!;
    expect(ddSupportOptions(c, c.combat!, lead, b)).toContain('naval');
    const noUs = spendNaval(spendNaval(c, 'us'), 'us');
    expect(ddSupportOptions(noUs, noUs.combat!, lead, b)).not.toContain('naval');
  });
  it('19.1.2 air units serve any combat, one per attack before 22 June (turn 17)', () => {
    const s = campaignAt([['BR-50-231', '2525'], ['ge-716-1', zone('us')]], {});
    const c = withAttack(s, zone('us'), ['BR-50-231'], 'allied:50');
    expect(airAllowed(c, c.combat!, b)).toBe(true);
    expect(airAllowed(c, { ...c.combat!, air: 1 }, b)).toBe(false);
    expect(airAllowed({ ...c, turn: 17 }, { ...c.combat!, air: 1 }, b)).toBe(true);
  });
  it('27.2 solitaire: each army has its own air units (2 each on a 4), used only on its side of the Army Boundary', () => {
    const s = campaignAt([['US-29-116', '2620'], ['ge-716-1', zone('us')], ['ge-716-276-2', zone('british')]], {}, { solitaire: true });
    expect([airLeft(s, 'us'), airLeft(s, 'british')]).toEqual([2, 2]);
    const usGone = spendAir(spendAir(s, 'us'), 'us');
    expect([usGone.air, airLeft(usGone, 'us'), airLeft(usGone, 'british')]).toEqual([2, 0, 2]);
    // No strafing on the US side any more; the British side still may.
    const open = { ...usGone, strafeDone: false };
    expect(strafeTargets(open, b)).toEqual([zone('british')]);
    // Without the solitaire notes the whole pool serves anywhere (N44 19.1.2).
    const free = { ...usGone, options: { ...usGone.options, solitaire: false }, strafeDone: false };
    expect(strafeTargets(free, b).sort()).toEqual([zone('british'), zone('us')].sort());
  });
});
