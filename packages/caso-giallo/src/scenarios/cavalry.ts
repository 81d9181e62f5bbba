/**
 * CG SB5.8c The vanishing French cavalry screen (scenario 1, turn 1, with the Blind Spot rules):
 * a French cavalry division attacked by German motorized units is removed on any result but DE and
 * placed on the Turn Record Track's box 5 as an Allied reinforcement (here: it enters on the west
 * edge, like other French reinforcements, stand-in). The attack's other results stand (the
 * attacker's losses, the advance into the emptied hex); the automatic two-hex advance of German
 * Combat rounds is not implemented.
 */
import type { Reinforcement } from '../data/schedules.js';
import { standIn } from '../data/provenance.js';
import type { CrtResult } from '../data/tables.js';
import { counterOf, unitById } from '../position.js';
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
