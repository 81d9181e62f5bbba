/**
 * CG SB5.8c The vanishing French cavalry screen (scenario 1, turn 1, with the Blind Spot rules):
 * a French cavalry division attacked by German motorized units is removed on any result but DE and
 * placed on the Turn Record Track's box 5 as an Allied reinforcement (here: it enters on the west
 * edge, like other French reinforcements, stand-in). The attack's other results stand (the
 * attacker's losses, the advance into the emptied hex). In German Combat rounds "the attacking
 * German motorized units advance automatically two hexes": whatever the result, each surviving
 * motorized attacker advances into the emptied hex and a second hex (the German picks the hexes,
 * under the usual limits of R11.5f), and the advance may not be cut short while one can go on.
 * An ENG against a screen that is gone leaves nobody to engage (R11.9a): it is read as C.
 */
import type { Reinforcement } from '../data/schedules.js';
import { standIn } from '../data/provenance.js';
import type { CrtResult } from '../data/tables.js';
import { counterOf, unitById } from '../position.js';
import { advanceOptions } from '../combat/results.js';
import type { Combat, State } from '../state.js';
import { scenarioOf } from '../victory/index.js';

/** CG SB5.8c: the turn the screen's divisions come back. */
export const SCREEN_RETURN_TURN = 5;

/** The French cavalry divisions of this combat the screen removes (none when the rule does not apply). */
export function screenedCavalry(s: State, c: Combat, result: CrtResult): string[] {
  if (scenarioOf(s) !== 1 || s.turn !== 1 || c.attacker !== 'german' || result === 'DE') return [];
  const motorized = c.attackers.some((id) => (unitById(s, id)?.loc ?? -1) >= 0 && counterOf(s, id).redBox);
  if (!motorized) return [];
  return c.defenders.filter((id) => {
    const u = unitById(s, id);
    const k = counterOf(s, id);
    return u !== undefined && u.loc >= 0 && k.nationality === 'french' && k.types.includes('cavalry');
  });
}

/** CG SB5.8c: take the divisions off the map (loc -3, a reinforcement not yet arrived) and schedule them for turn 5. */
export function vanish(s: State, ids: readonly string[], reserve: number): State {
  if (ids.length === 0) return s;
  return {
    ...s,
    units: s.units.map((u) => (ids.includes(u.id) ? { ...u, loc: reserve, dis: false } : u)),
    campaign: { ...s.campaign, screened: [...(s.campaign.screened ?? []), ...ids] },
  };
}

/** The screen's divisions as reinforcements of turn 5. */
export function screenReinforcements(s: State): Reinforcement[] {
  return (s.campaign.screened ?? []).map((counter): Reinforcement => ({
    turn: SCREEN_RETURN_TURN, side: 'allied', counter, entry: { edge: 'west' },
    provenance: standIn('CG SB5.8c: Turn box 5; the entry edge is ours, as other French reinforcements'),
  }));
}

/** CG SB5.8c: the screen's automatic advance, in hexes. */
export const SCREEN_ADVANCE_HEXES = 2;

/**
 * CG SB5.8c, R11.9a: the result a vanished screen leaves: an ENG needs a defender, so with every
 * defender gone it is C (no losses; the attackers advance). Any other result stands.
 */
export function screenResult(s: State, c: Combat, result: CrtResult, screened: readonly string[]): CrtResult {
  const allGone = c.defenders.every((id) => screened.includes(id) || (unitById(s, id)?.loc ?? -1) < 0);
  return result === 'ENG' && allGone ? 'C' : result;
}

/**
 * CG SB5.8c: in a German Combat round, a combat whose French cavalry vanished obliges each
 * surviving motorized attacker to advance two hexes: is one of them still able to go on?
 */
export function screenAdvanceDue(s: State, c: Combat): boolean {
  if (c.stage !== 'advance' || c.attacker !== 'german' || s.round?.mode !== 'combat' || scenarioOf(s) !== 1) return false;
  const screened = s.campaign.screened ?? [];
  if (!c.defenders.some((id) => screened.includes(id))) return false;
  return c.advancing.some((a) => a.hexes < SCREEN_ADVANCE_HEXES && counterOf(s, a.unit).redBox && advanceOptions(s, c, a.unit).length > 0);
}
