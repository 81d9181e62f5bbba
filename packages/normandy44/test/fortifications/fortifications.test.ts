import { describe, expect, it } from 'vitest';
import { game } from '../../src/index.js';
import { IP_COUNTERS } from '../../src/fortifications/ip.js';
import { unitById } from '../../src/position.js';
import type { Campaign, Move, SetupInput, State } from '../../src/state.js';
import { allMoves, play, position } from '../helpers.js';

const has = (s: State, m: Move) => allMoves(s).some((x) => JSON.stringify(x) === JSON.stringify(m));

function campaignAt(units: readonly (readonly [string, string])[], patch: Partial<State>): State {
  const input: SetupInput = {
    scenario: 'campaign', name: 'ip', edition: '2010', lastTurn: 22, provenance: { kind: 'derived', note: 'test' }, germanSupply: 0,
    options: { historicalWeather: false, flankFire: false },
    units: units.map(([id, hex]) => ({ id, hex, box: 'map' as const, arrives: 0, entry: null })),
  };
  const r = game.setup(input as never);
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.state, invasion: null, turn: 5, ...patch, campaign: { ...(r.state.campaign as Campaign), sectors: [] } };
}

describe('fortifications (N44 16.1-16.2)', () => {
  it('16.1 the IP counters are an absolute limit; a side removes one of its IPs to build elsewhere', () => {
    const s = position([['ge-91-1057', '2807'], ['US-4-8', '2914']], { phase: 'german-movement', turn: 5, ipAllowance: { german: 1, allied: 0 } });
    expect(has(s, { type: 'start-ip', unit: 'ge-91-1057' })).toBe(true);
    expect(allMoves(s).some((m) => m.type === 'remove-ip')).toBe(false);
    // Every German IP counter in use (stand-in count, IP_COUNTERS).
    const far = ['3009', '3209', '2612', '2509', '3511', '3504', '3608', '3105', '3712', '2812', '3211', '3802'].slice(0, IP_COUNTERS.german);
    const full: State = { ...s, ips: Object.fromEntries(far.map((h) => [h, { side: 'german' as const, complete: true, turn: 5 }])) };
    expect(has(full, { type: 'start-ip', unit: 'ge-91-1057' })).toBe(false);
    expect(has(full, { type: 'remove-ip', hex: far[0] as string })).toBe(true);
    const freed = play(full, { type: 'remove-ip', hex: far[0] as string });
    expect(freed.ips[far[0] as string]).toBeUndefined();
    expect(has(freed, { type: 'start-ip', unit: 'ge-91-1057' })).toBe(true);
  });
  it('16.1 a unit that received a Repl this turn begins no IP', () => {
    const s = position([['ge-91-1057', '2807'], ['US-4-8', '2914']], { phase: 'german-movement', turn: 5, ipAllowance: { german: 1, allied: 0 } });
    const replaced = { ...s, units: s.units.map((u) => (u.id === 'ge-91-1057' ? { ...u, replaced: true } : u)) };
    expect(has(replaced, { type: 'start-ip', unit: 'ge-91-1057' })).toBe(false);
  });
  it('16.1 each Allied army begins one IP a non-Storm turn, at most 2 (1 US, 1 CW)', () => {
    const s = campaignAt([['US-29-116', '2620'], ['US-29-115', '2621'], ['BR-50-231', '2525'], ['BR-50-69', '2526'], ['ge-716-1', '2522']], { phase: 'allied-movement', ipAllowance: { german: 0, allied: 2 } });
    expect(has(s, { type: 'start-ip', unit: 'US-29-116' })).toBe(true);
    const us = play(s, { type: 'start-ip', unit: 'US-29-116' });
    expect(us.ips['2620']).toMatchObject({ side: 'allied', army: 'us', complete: false });
    // No second US IP this turn; the British may still begin theirs.
    expect(has(us, { type: 'start-ip', unit: 'US-29-115' })).toBe(false);
    expect(has(us, { type: 'start-ip', unit: 'BR-50-231' })).toBe(true);
    const both = play(us, { type: 'start-ip', unit: 'BR-50-231' });
    expect(both.ipAllowance.allied).toBe(0);
    expect(allMoves(both).some((m) => m.type === 'start-ip')).toBe(false);
  });
  it('16.2 the German may remove a Strongpoint in his turn, never in the Allied one', () => {
    const s = position([['ge-sp-crisbeq', '3012'], ['US-4-8', '2914']], { phase: 'german-movement', turn: 5 });
    expect(has(s, { type: 'remove-strongpoint', unit: 'ge-sp-crisbeq' })).toBe(true);
    expect(has({ ...s, phase: 'german-combat' }, { type: 'remove-strongpoint', unit: 'ge-sp-crisbeq' })).toBe(true);
    expect(has({ ...s, phase: 'allied-movement' }, { type: 'remove-strongpoint', unit: 'ge-sp-crisbeq' })).toBe(false);
    const gone = play(s, { type: 'remove-strongpoint', unit: 'ge-sp-crisbeq' });
    expect(unitById(gone, 'ge-sp-crisbeq')).toMatchObject({ box: 'removed', hex: null });
  });
});
