/**
 * CG SB6.4h Scenario 2's redeployments, before play starts. The Allies redeploy first: up to 10
 * French units from outside the Maginot Zone, up to 5 French units from inside it to outside it,
 * and the British 5th and 51st Divisions to hexes within 2 hexes of Lille, all inside France and
 * within the stacking limits (no French-British stacks, SB6.9). Then, in Variant 1 only, the German
 * redeploys up to 10 units (inside Germany: the text gives no area; ours, as his set-up, SB7.4). A
 * redeployment is two decisions: the unit, then its hex. Limits: `SCENARIO_PARAMS[2].redeploy`.
 */
import { SCENARIO_PARAMS } from '../data/scenario-params.js';
import { boardOf, counterOf, data, stackLegal, unitById, unitsAt } from '../position.js';
import type { Side } from '../setup/counters.js';
import type { Move, State, Unit } from '../state.js';

const LIMITS = SCENARIO_PARAMS[2].redeploy;
/** CG SB6.4h: the two British divisions the Allies may move next to Lille. */
export const LILLE_DIVISIONS: readonly string[] = ['5BR', '51BR'];
export const LILLE = '3017';

type Kind = 'french-outside' | 'french-zone' | 'british-lille' | 'german';

const inZone = (s: State, loc: number) => boardOf(s).regions[loc]!.includes('maginot-zone');

function kindOf(s: State, u: Unit): Kind | null {
  if (u.loc < 0) return null;
  const c = counterOf(s, u.id);
  if (c.side === 'german') return 'german';
  if (LILLE_DIVISIONS.includes(u.id)) return 'british-lille';
  if (c.nationality !== 'french') return null;
  return inZone(s, u.loc) ? 'french-zone' : 'french-outside';
}

const LIMIT: Record<Kind, number> = { 'french-outside': LIMITS.frenchOutsideMaginot, 'french-zone': LIMITS.frenchFromMaginot, 'british-lille': LILLE_DIVISIONS.length, german: LIMITS.german };

/** Does scenario 2 start with redeployments (and does the German redeploy: Variant 1)? */
export const redeployFirst = (s: State): boolean => data(s).setup.scenario === 2;
export const germanRedeploys = (s: State): boolean => data(s).setup.scenario === 2 && (data(s).setup.variant ?? 1) === 1;

const done = (s: State) => s.campaign.redeployed ?? [];

/** CG SB6.4h: units `side` may still pick. */
export function redeployable(s: State, side: Side): Unit[] {
  const used: Record<Kind, number> = { 'french-outside': 0, 'french-zone': 0, 'british-lille': 0, german: 0 };
  for (const r of done(s)) used[r.kind as Kind] += 1;
  return s.units.filter((u) => {
    if (done(s).some((r) => r.unit === u.id) || counterOf(s, u.id).side !== side) return false;
    const k = kindOf(s, u);
    return k !== null && used[k] < LIMIT[k];
  });
}

/** CG SB6.4h: where the unit may go. */
export function redeployHexes(s: State, unit: string): number[] {
  const b = boardOf(s);
  const u = unitById(s, unit);
  if (!u) return [];
  const k = kindOf(s, u);
  if (k === null) return [];
  const at = unitsAt(s);
  const lille = b.loc(LILLE);
  const out: number[] = [];
  for (let loc = 0; loc < b.map.size; loc++) {
    if (loc === u.loc) continue;
    if (k === 'german' ? b.country[loc] !== 'DE' : b.country[loc] !== 'FR') continue;
    if ((k === 'french-outside' || k === 'french-zone') && inZone(s, loc)) continue;
    if (k === 'british-lille' && b.distance(lille, loc) > LIMITS.britishNearLilleHexes) continue;
    const here = at[loc]!;
    if (here.some((x) => counterOf(s, x.id).side !== counterOf(s, unit).side)) continue;
    if (!stackLegal(s, [...here, u])) continue;
    out.push(loc);
  }
  return out;
}

export function redeployMoves(s: State, side: Side, unit: string | null): Move[] {
  if (unit !== null) return redeployHexes(s, unit).map((to): Move => ({ type: 'redeploy', unit, to }));
  return [{ type: 'end-redeploy' }, ...redeployable(s, side).filter((u) => redeployHexes(s, u.id).length > 0).map((u): Move => ({ type: 'redeploy-pick', unit: u.id }))];
}

export function redeploy(s: State, unit: string, to: number): State {
  const u = unitById(s, unit)!;
  const kind = kindOf(s, u)!;
  return {
    ...s,
    units: s.units.map((x) => (x.id === unit ? { ...x, loc: to } : x)),
    campaign: { ...s.campaign, redeployed: [...done(s), { unit, kind }] },
  };
}
