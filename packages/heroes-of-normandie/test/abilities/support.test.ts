import { describe, expect, it } from 'vitest';
import { game, ROSTER, scenarios } from '../../src/index.js';
import { cellsOf } from '../../src/vehicles/footprint.js';
import { randomGames } from '../fixtures.js';

// The support-weapons variant (stand-in) fields the counters no other scenario does: the M1917 on
// its tripod (Treppiede, HoN p.15 L1367-1373), the Flak 38 and the M16 MGMC (AAA, HoN p.14
// L1113-1115; the M16 a 2-space vehicle with Raffica, p.6 L368, p.15 L1246-1250).

describe('free-skirmish-support: Treppiede, AAA and a 2-space Raffica vehicle played end to end (stand-in)', () => {
  it('deploys the tripod packed, the Flak 38 in the sandbags and the M16 over (7,10)-(7,11)', () => {
    const sc = scenarios['free-skirmish-support']!;
    expect(sc.provenance.kind).toBe('stand-in');
    for (const id of ['us-m1917-tripod', 'de-flak-38', 'us-m16-mgmc']) expect(ROSTER[id]!.provenance.kind).toBe('stand-in');
    const init = game.setup(sc);
    if (!init.ok) throw new Error(init.error.message);
    const byCounter = (c: string) => init.state.units.find((x) => x.counter === c)!;
    expect(byCounter('us-m1917-tripod')).toMatchObject({ owner: 'US', side: 0 });
    expect(byCounter('de-flak-38')).toMatchObject({ owner: 'DE', x: 6, y: 2 });
    expect(cellsOf(byCounter('us-m16-mgmc'))).toEqual([{ x: 7, y: 10 }, { x: 7, y: 11 }]);
    // Both sides may play Aviation cards with their Airstrike command (HoN p.13 L1003).
    expect(sc.decks.US['us-air-support']).toBe(2);
    expect(sc.decks.DE['de-air-support']).toBe(2);
  });

  it('plays to the end with random bots: tripod flips, aimed bursts from the M16, and AA tests counting each side\'s AAA unit', () => {
    const seen = new Set<string>();
    const finals = randomGames('free-skirmish-support', 5, (m, _s, r) => {
      if (m.type === 'tripod') seen.add('tripod');
      if (m.type === 'raffica' && m.shots.every((x) => x.from !== undefined)) seen.add('aimed-raffica');
      // The roller adds 1 per AAA unit of its own (the card player's opponent, [A49]).
      for (const e of r.events) if (e.type === 'anti-aircraft' && (e as { aaa?: number }).aaa === 1) seen.add(`aaa-${(e as { player?: string }).player}`);
    });
    for (const s of finals) expect(game.actor(s).kind).toBe('terminal');
    expect([...seen].sort()).toEqual(['aaa-DE', 'aaa-US', 'aimed-raffica', 'tripod']);
  });
});
