// Speed work (issue #18): the German fire's static field-of-fire table and the draw outcome table give
// the rules' own answers (DDOB 2.3, 6.2, 6.31, 6.34, 6.35, 6.36, Plunging Fire L1939), checked against
// the rules written plainly on every state of seeded random games.
import { describe, expect, it } from 'vitest';
import { game, scenarios, type State } from '../../src/index.js';
import { seededStates } from './seeded.js';
import { CARDS } from '../../src/cards/deck.js';
import type { Card, Colour, FireSquare, Sector } from '../../src/cards/types.js';
import { combatData, isLeader, onMap, sideOf } from '../../src/core.js';
import { FIRE_DIAGRAM, INTENSITY_PRIORITY, type Intensity } from '../../src/data/fire-diagram.js';
import { isArmored } from '../../src/data/types.js';
import { artilleryCalibres, artilleryTargets, fireCandidates, hitLimit, undisruptColours } from '../../src/fire/index.js';
import { MAP, distanceToPosition, sideFeatures, type Position } from '../../src/map/index.js';

const SAMPLES = [...seededStates('easy-fox', 3), ...seededStates('ddob', 2)];

const PROTECTIVE = ['shingle', 'seawall', 'slope', 'bluff', 'scaleable_cliff'];

/** 6.2–6.36 as written: each hex of the field of fire, each unit in it, sorted by 6.31. */
function plainCandidates(s: State, p: Position, square: FireSquare, c: Card): { unit: string; effect: string }[] {
  const stacks = p.hexes.flatMap((h) => (s.german[h] && !s.german[h].disrupted ? [s.german[h]] : []));
  const column = FIRE_DIAGRAM[p.kind === 'wn' ? 'wn' : stacks.some((g) => g.unit.revealed) ? 'revealed' : 'unrevealed'];
  const out: { unit: string; effect: string; tier: number; dist: number; steps: number }[] = [];
  for (const entry of MAP.fieldOfFire.get(p.id) ?? []) {
    const here = onMap(s).filter((u) => u.loc.kind === 'hex' && u.loc.hex === entry.hex);
    // Plunging Fire: a sporadic beach hex by a protective hexside counts as the rules' `plungingAs`.
    const raised =
      s.plunging &&
      entry.intensity === 'sporadic' &&
      MAP.hex.get(entry.hex)?.terrain === 'beach' &&
      (MAP.neighbours.get(entry.hex) ?? []).some((n) => sideFeatures(entry.hex, n).some((f) => PROTECTIVE.includes(f)));
    const intensity: Intensity = raised ? s.rules.plungingAs : entry.intensity;
    const cell = column.cells[intensity];
    const conc = here.reduce((n, u) => n + u.steps, 0) >= 5;
    for (const u of here) {
      const side = sideOf(u);
      const d = combatData(u.id);
      if (isLeader(u.id) || !side || !d) continue;
      if (cell.who === 'symbol' && side.symbol !== c.target && !conc) continue;
      if (cell.armoredNeedsBonus && isArmored(d.type) && square.content !== 'armor') continue;
      if (cell.effect === 'step' && u.lostThisFire && s.turn < 17) continue;
      if (cell.effect === 'disrupt' && u.disrupted !== 'no') continue;
      out.push({ unit: u.id, effect: cell.effect, tier: INTENSITY_PRIORITY.indexOf(intensity), dist: distanceToPosition(entry.hex, p), steps: u.steps });
    }
  }
  out.sort((a, b) => a.tier - b.tier || a.dist - b.dist || b.steps - a.steps || (a.unit < b.unit ? -1 : 1));
  return out.map((x) => ({ unit: x.unit, effect: x.effect }));
}

/** 6.31 as written: units plus DMs of the non-disrupted hexes; a double square needs a DM; smoke silences a WN. */
function plainLimit(s: State, p: Position, square: FireSquare): number {
  if (p.kind === 'wn' && s.smoke.includes(p.number)) return 0;
  const active = p.hexes.flatMap((h) => (s.german[h] && !s.german[h].disrupted ? [s.german[h]] : []));
  if (active.length === 0 || (square.double && !active.some((g) => g.dm))) return 0;
  return active.reduce((n, g) => n + 1 + (g.dm ? 1 : 0), 0) * (s.turn >= 17 ? 2 : 1);
}

describe('German fire and draw tables give the rules’ own answers (issue #18 speed work)', () => {
  it('6.2, 6.31, 6.35, 6.36, L1939: fireCandidates (static field-of-fire table) equals the plain rule for every occupied position and square, with and without Plunging Fire', () => {
    let compared = 0;
    let plunged = 0;
    for (const [i, s0] of SAMPLES.entries()) {
      if (i % 7 !== 0) continue;
      const c = CARDS[i % CARDS.length] as Card;
      for (const s of [s0, { ...s0, plunging: true }]) {
        for (const g of Object.values(s.german)) {
          const p = MAP.position.get(g.position) as Position;
          for (const q of c.fire) {
            const want = plainCandidates(s, p, q, c);
            expect(fireCandidates(s, p, q, c).map((x) => ({ unit: x.unit, effect: x.effect }))).toEqual(want);
            expect(hitLimit(s, p, q)).toBe(plainLimit(s, p, q));
            compared += want.length;
            // Plunging Fire changed the answer somewhere, so the table's flag was read.
            if (s !== s0 && JSON.stringify(want) !== JSON.stringify(plainCandidates(s0, p, q, c))) plunged++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(plunged).toBeGreaterThan(0);
  });

  it('6.5, 6.51: the artillery fires (a target list, not null) exactly when artilleryCalibres counts the card’s value, the off-map units looked at only when needed', () => {
    let fired = 0;
    let missed = 0;
    for (const [i, s] of SAMPLES.entries()) {
      if (i % 5 !== 0 || s.turn < (s.rules.variants.includes('22.1') ? 5 : 4)) continue;
      for (const c of CARDS) {
        if (!c.artillery) continue;
        for (const sector of ['East', 'West'] as Sector[]) {
          const count = artilleryCalibres(s, sector).filter((cal) => c.artillery?.calibres.includes(cal)).length;
          const targets = artilleryTargets(s, sector, c, []);
          expect(targets === null).toBe(count < c.artillery.value);
          if (targets === null) missed++;
          else fired++;
        }
      }
    }
    expect(fired).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
  });

  it('6.4: undisruptColours (disrupted hexes kept per German record) recovers exactly the disrupted stacks of the sector’s card colours', () => {
    let recovered = 0;
    const colourSets: Colour[][] = CARDS.slice(0, 6).map((c) => c.fire.map((q) => q.colour));
    for (const [i, s] of SAMPLES.entries()) {
      if (i % 3 !== 0 || (s.turn === 4 && s.rules.variants.includes('22.1'))) continue;
      for (const sector of ['East', 'West'] as Sector[]) {
        const colours = colourSets[i % colourSets.length] as Colour[];
        const want = Object.fromEntries(
          Object.entries(s.german).map(([hex, g]) => {
            const p = MAP.position.get(g.position);
            return [hex, g.disrupted && p?.sector === sector && colours.includes(p.colour) ? { ...g, disrupted: false } : g];
          }),
        );
        const t = undisruptColours(s, sector, colours);
        expect(t.german).toEqual(want);
        expect(Object.keys(t.german)).toEqual(Object.keys(s.german));
        if (t !== s) recovered++;
      }
    }
    expect(recovered).toBeGreaterThan(10);
  });

  it('2.3, A-08: a draw lists every card of the deck (the discards once it is empty) in order, each with probability 1/n', () => {
    let draws = 0;
    for (const s of SAMPLES) {
      if (game.actor(s).kind !== 'chance' || s.step?.kind !== 'draw' || s.reveals.length > 0) continue;
      const cards = s.deck.length > 0 ? s.deck : s.discard;
      const outs = game.chanceOutcomes(s);
      expect(outs.map((o) => o.move)).toEqual(cards.map((card) => ({ type: 'draw', card })));
      for (const o of outs) expect(o.p.num * cards.length).toBe(o.p.den);
      draws++;
    }
    expect(draws).toBeGreaterThan(100);
  });
});
