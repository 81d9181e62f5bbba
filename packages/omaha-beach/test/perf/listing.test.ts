// Speed work (issue #18, round 2): the Action Phase listing's shortcuts give the rules' own answers.
// 8.12's per-position table and the tank barrage targets (8.4, 8.41) read in id order are checked
// against the rules written plainly; the 7.21 pairs against 7.21 as written, on seeded random games.
import { describe, expect, it } from 'vitest';
import { game, legalMovesOf, scenarios, type State } from '../../src/index.js';
import { seededStates } from './seeded.js';
import { combatData, isLeader, onMap, sideOf, unitsAt } from '../../src/core.js';
import { actionCost, canAct, isCommanded, stepOptions } from '../../src/actions/index.js';
import { barrageTargets, rangedAllowed } from '../../src/combat/index.js';
import { isInfantryLike } from '../../src/data/types.js';
import { MAP, distance, isLowLevel } from '../../src/map/index.js';
import type { GermanStack } from '../../src/state.js';

const isActionStep = (s: State): boolean => s.step?.kind === 'actions' && game.actor(s).kind === 'player';
const SAMPLES = [...seededStates('easy-fox', 4, isActionStep), ...seededStates('ddob', 2, isActionStep)];

/** 8.12 as written: from a low hex, not at a higher position unless its FoF reaches a beach hex. */
function plainRanged(from: string, position: string): boolean {
  if (!isLowLevel(MAP.hex.get(from)!)) return true;
  const p = MAP.position.get(position);
  if (!p || !p.hexes.some((h) => !isLowLevel(MAP.hex.get(h)!))) return true;
  return (MAP.fieldOfFire.get(position) ?? []).some((e) => MAP.hex.get(e.hex)?.terrain === 'beach');
}

/** 8.4, 8.41 as written for a tank: in range, not adjacent, not attacked, WN or revealed, tank or an observer in the FoF. */
function plainTankTargets(s: State, u: State['us'][string], division: '1st' | '29th'): string[] {
  const d = combatData(u.id);
  const side = sideOf(u);
  if (!d || d.type !== 'tank' || !side || !canAct(u, division) || u.loc.kind !== 'hex') return [];
  const from = u.loc.hex;
  const range = side.range === 'U' ? Infinity : (side.range ?? 1);
  const observers = onMap(s).filter((o) => {
    const od = combatData(o.id);
    return !!od && isInfantryLike(od.type) && o.disrupted === 'no' && (isCommanded(s, u.id) || isCommanded(s, o.id));
  });
  return Object.keys(s.german)
    .filter((hex) => {
      const h = MAP.hex.get(hex);
      const g = s.german[hex] as GermanStack;
      if (!h || !s.rules.sectors.includes(h.sector) || s.attacked.includes(hex) || g.tank) return false;
      if (!g.unit.cls.startsWith('wn') && !g.unit.revealed) return false;
      const dist = distance(from, hex);
      if (dist <= 1 || dist > range || !plainRanged(from, g.position)) return false;
      const fof = MAP.fireHexes.get(g.position) ?? new Set<string>();
      return fof.has(from) || observers.some((o) => o.loc.kind === 'hex' && fof.has(o.loc.hex));
    })
    .sort();
}

describe('the Action Phase listing (speed work, issue #18)', () => {
  it('has action states to check', () => {
    expect(SAMPLES.length).toBeGreaterThan(100);
  });

  it('DDOB 8.12: the per-position table answers as the rule, from every hex of the map', () => {
    const wrong: string[] = [];
    let refused = 0;
    for (const p of MAP.data.positions)
      for (const h of MAP.data.hexes) {
        const plain = plainRanged(h.id, p.id);
        if (rangedAllowed(h.id, { position: p.id } as GermanStack) !== plain) wrong.push(`${h.id}>${p.id}`);
        if (!plain) refused++;
      }
    expect(wrong).toEqual([]);
    // Both answers occur: some higher positions are out of a low unit's reach.
    expect(refused).toBeGreaterThan(0);
  });

  it('DDOB 8.4, 8.41: tank barrage targets in id order, as the rule written plainly', () => {
    let tanks = 0;
    let targets = 0;
    for (const s of SAMPLES) {
      if (s.step?.kind !== 'actions' || s.armour) continue;
      const division = s.step.division;
      for (const u of onMap(s)) {
        if (combatData(u.id)?.type !== 'tank') continue;
        const got = barrageTargets(s, division, u);
        expect(got).toEqual(plainTankTargets(s, u, division));
        tanks++;
        targets += got.length;
      }
    }
    expect(tanks).toBeGreaterThan(50);
    expect(targets).toBeGreaterThan(0);
  });

  it('DDOB 7.21: two stacked units move together as one action exactly when the rule allows it', () => {
    let pairs = 0;
    for (const s of SAMPLES) {
      if (s.step?.kind !== 'actions') continue;
      const division = s.step.division;
      const left = s.actions[division];
      const listed = legalMovesOf(s).filter((m) => m.type === 'move' && m.units.length === 2);
      const expected: string[] = [];
      for (const a of onMap(s)) {
        if (a.command !== division || a.acted || a.loc.kind !== 'hex' || !canAct(a, division) || isLeader(a.id)) continue;
        const here = unitsAt(s, a.loc.hex);
        for (const b of here.slice(here.indexOf(a) + 1)) {
          if (b.command !== division || b.acted || !canAct(b, division) || isLeader(b.id)) continue;
          if ((actionCost(s, [a.id, b.id]) > 0 ? 1 : 0) > left) continue;
          const bTo = stepOptions(s, b.id, a.loc.hex).filter((y) => y.kind === 'move').map((y) => y.to);
          for (const x of stepOptions(s, a.id, a.loc.hex)) if (x.kind === 'move' && bTo.includes(x.to)) expected.push(`${a.id}+${b.id}>${x.to}`);
        }
      }
      expect(listed.map((m) => (m.type === 'move' ? `${m.units.join('+')}>${m.to}` : ''))).toEqual(expected);
      pairs += expected.length;
    }
    expect(pairs).toBeGreaterThan(0);
  });
});
