/**
 * The odds of a roll before it is made: the dice (1d6 for fire and area effects, 2d6 keep the
 * highest against 1d6 for an assault, a location die on a heavy vehicle), each modifier with its
 * rule, the target's defence colour, and the exact distribution of what the roll does. Every
 * chance outcome the engine offers is resolved by the engine itself and grouped by what the
 * player sees change, so the probabilities are the engine's (kernel Rationals). A roll reads no
 * hidden token or hand, so neither do the odds; a card about to be drawn has none (only its
 * drawer may see it, HoN p.8 L560).
 */
import { chanceLeaves, oddsRows, squareDistanceXY, type ChanceOdds, type OddsLeaf, type OddsRow, type OddsTerm } from '@esagono/kernel';
import { CONSTANTS } from '../data/constants.js';
import { game } from '../game.js';
import { compileBoard } from '../map/board.js';
import { fireBonus, longRangePenalty, sightBetween, terrainDefense } from '../combat/fire.js';
import { hasAbility, kindOf, sideOf, unitById } from '../units.js';
import { atCell } from '../vehicles/footprint.js';
import type { Move, PendingAttack, State } from '../state.js';
import { SIDE_NAME, counterName, unitName } from './describe.js';
import { withPendingAttack, withState } from '../speed/copy.js';

export type { ChanceOdds, OddsTerm } from '@esagono/kernel';

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
const isChance = (s: State): boolean => game.actor(s).kind === 'chance';

/** The attack as rolled now, skipping the windows for equipment and reaction cards still to come. */
function atRoll(s: State): State {
  const a = s.attack;
  return a && (a.stage === 'declare' || a.stage === 'reaction') ? withState(s, { attack: withPendingAttack(a, { stage: 'roll' }) }) : s;
}

/** A die to roll now that is not a card draw. */
const rolling = (s: State): boolean => isChance(s) && s.draws.length === 0;

type Leaf = OddsLeaf<State>;

/** The rolls the pending one leads to in the same resolution: a location die, the next unit under an explosion. */
const sameResolution = (next: State): State | null => {
  const n = atRoll(next);
  return rolling(n) && (n.attack !== null || n.scatter !== null) ? n : null;
};

/** The outcomes of the roll pending in `s`, followed through the rolls it leads to (kernel `chanceLeaves`). */
const leaves = (s: State): Leaf[] => chanceLeaves(game, s, sameResolution, 4);

/** What changed for the units, in one short label. */
function outcomeLabel(a: State, b: State): string {
  const parts: string[] = [];
  for (const u of b.units) {
    const was = a.units.find((x) => x.id === u.id);
    if (!was || !was.alive) continue;
    const name = `${SIDE_NAME[u.owner]} ${counterName(was)}`;
    if (!u.alive) parts.push(`${name} ${u.wreck ? 'wrecked' : 'eliminated'}`);
    else {
      const bits: string[] = [];
      if (u.side !== was.side) bits.push('flipped');
      if (u.suppressed > was.suppressed) bits.push(`+${u.suppressed - was.suppressed} Suppressed`);
      for (const d of u.damage) if (!was.damage.includes(d)) bits.push(`${d} damaged`);
      if (u.x !== was.x || u.y !== was.y) bits.push('pushed back');
      if (bits.length) parts.push(`${name} ${bits.join(', ')}`);
    }
  }
  const atk = b.attack;
  if (atk?.stage === 'retreat') parts.push('the loser retreats (its owner chooses where)');
  if (atk?.stage === 'substitute') parts.push('a hit its owner may pass to a Sostituto');
  if (atk?.stage === 'choose') parts.push('its owner keeps one of two location dice');
  return parts.length ? parts.join('; ') : 'no effect';
}

/** Grouped by what changed for the units (kernel `oddsRows`). */
const rowsOf = (s: State, ls: readonly Leaf[]): OddsRow[] => oddsRows(ls, (l) => outcomeLabel(s, l.state));

const COLOUR_WORDS = { yellow: 'yellow (infantry)', purple: 'purple (light vehicle)', grey: 'grey (heavy vehicle)' } as const;

/** Each modifier of a pending fire or assault, with its rule; what the engine adds beyond them is named as cards and equipment. */
function attackTerms(s: State, atk: PendingAttack): OddsTerm[] {
  const a0 = unitById(s, atk.attacker);
  const t0 = unitById(s, atk.target);
  if (!a0 || !t0) return [];
  // A shot at or from a 2-space vehicle: the line and range from and to the spaces chosen (HoN p.7 L478-486).
  const a = atk.aim ? atCell(a0, atk.aim.from) : a0;
  const t = atk.aim ? atCell(t0, atk.aim.at) : t0;
  const board = compileBoard(s.battlefield);
  const def = sideOf(t).defense;
  const terms: OddsTerm[] = [{ label: `${counterName(t)} defence colour`, value: COLOUR_WORDS[def.color], rule: 'HoN p.4 L100' }];
  if (atk.kind === 'assault') {
    terms.push({ label: 'attacker', value: `${atk.attackerDice === 2 ? '2d6 keep the highest' : '1d6'} ${signed(atk.attackMod)}`, rule: 'HoN p.6 L408, L414' });
    if (a.suppressed > 0) terms.push({ label: `${counterName(a)} Suppressed`, value: signed(-CONSTANTS.suppressedPenalty.value * a.suppressed), rule: 'HoN p.6 L448' });
    terms.push({ label: 'defender', value: `${atk.defenderDice === 2 ? '2d6 keep the highest' : '1d6'} ${signed(atk.defenseMod)}`, rule: 'HoN p.6 L412' });
    if (kindOf(t) === 'infantry') {
      const tr = terrainDefense(s, board, t);
      if (tr > 0) terms.push({ label: 'defender\'s terrain', value: signed(tr), rule: 'HoN p.6 L412' });
    }
    if (t.suppressed > 0) terms.push({ label: `${counterName(t)} Suppressed`, value: signed(-CONSTANTS.suppressedPenalty.value * t.suppressed), rule: 'HoN p.6 L450' });
    terms.push({ label: 'result', value: 'the higher total wins; a tie does nothing', rule: 'HoN p.6 L444-446' });
    return terms;
  }
  if (atk.stage === 'damage') {
    terms.push({ label: 'location die', value: `1d6${atk.piercing ? ' +1 (Piercing)' : ''}`, rule: atk.piercing ? 'HoN p.15 L1274' : 'HoN p.7 L526' });
    return terms;
  }
  if (atk.mode === 'grenade') {
    terms.push({ label: `${atk.marker ?? 'grenade'} marker against ${def.color}`, value: signed(atk.attackMod + 2 * a.suppressed), rule: 'HoN p.10 L848, p.14 L1207' });
    if (a.suppressed > 0) terms.push({ label: `${counterName(a)} Suppressed`, value: signed(-2 * a.suppressed), rule: 'HoN p.15 L1327' });
  } else if (atk.mode !== 'sniper') {
    const bonus = fireBonus(a, atk.weapon, t, 0) * (atk.mode === 'suppressive' ? 2 : 1);
    const line = sightBetween(s, board, a, t);
    const d = squareDistanceXY(a.x, a.y, t.x, t.y);
    // Every shot of a burst is a shot: the long-range penalty applies as to any (L490, L1248).
    const range = longRangePenalty(d, { hawkeye: hasAbility(a, 'hawkeye') });
    const supp = CONSTANTS.suppressedPenalty.value * a.suppressed;
    if (atk.mode !== 'raffica') terms.push({ label: `weapon ${atk.weapon + 1} bonus against ${def.color}${atk.mode === 'suppressive' ? ', doubled' : ''}`, value: signed(bonus), rule: atk.mode === 'suppressive' ? 'HoN p.15 L1323' : 'HoN p.7 L504' });
    if (supp > 0) terms.push({ label: `${counterName(a)} Suppressed`, value: signed(-supp), rule: 'HoN p.15 L1327' });
    if (line.penalty > 0) terms.push({ label: 'obstacles on the line', value: signed(-line.penalty), rule: 'HoN p.9 L653' });
    if (range > 0) terms.push({ label: `long range (${d} squares)`, value: signed(-range), rule: 'HoN p.7 L490' });
    const rest = atk.attackMod - (atk.mode === 'raffica' ? 0 : bonus) + supp + line.penalty + range;
    if (rest !== 0) terms.push({ label: atk.mode === 'raffica' ? 'burst share and other modifiers' : 'cards, equipment, directives', value: signed(rest), rule: atk.mode === 'raffica' ? 'HoN p.15 L1248' : 'HoN p.8 L560' });
  } else terms.push({ label: 'Sniper table: penalties only', value: signed(atk.attackMod), rule: 'HoN p.15 L1300-1309' });
  const terrain = kindOf(t) === 'infantry' ? terrainDefense(s, board, t) : 0;
  if (terrain > 0) terms.push({ label: 'target\'s terrain', value: `+${terrain} to the defence`, rule: 'HoN p.9 L645' });
  if (def.color === 'grey') terms.push({ label: 'armour facing the firer', value: `front ${def.front}, side ${def.side}, rear ${def.rear}`, rule: 'HoN p.7 L486' });
  if (atk.defenseMod !== 0) terms.push({ label: 'defence cards and equipment', value: signed(atk.defenseMod), rule: 'HoN p.8 L560' });
  terms.push({ label: 'defence to reach', value: String(atk.defense + atk.defenseMod), rule: 'HoN p.7 L512' });
  terms.push(
    atk.mode === 'suppressive'
      ? { label: 'result', value: '1 Suppressed above the defence, 2 at twice it', rule: 'HoN p.15 L1323' }
      : { label: 'result', value: 'a hit at the defence, a Kill Shot at twice it', rule: 'HoN p.7 L512, L522' },
  );
  return terms;
}

function titleOf(s: State): { title: string; total: string; rule: string } {
  if (s.scatter) return { title: `${unitName(s, s.scatter.attacker)}: area fire without a clear line scatters`, total: '1d6 scatter, then 1d6 for each unit under the marker', rule: 'HoN p.14 L1221-1223' };
  const atk = s.attack!;
  const who = `${unitName(s, atk.attacker)} ${atk.kind === 'assault' ? 'assaults' : atk.mode === 'grenade' ? 'blasts' : 'fires at'} ${unitName(s, atk.target)}`;
  if (atk.kind === 'assault') return { title: who, total: `${atk.attackerDice === 2 ? '2d6 keep the highest' : '1d6'} against ${atk.defenderDice === 2 ? '2d6 keep the highest' : '1d6'}`, rule: 'HoN p.6 L394-450' };
  if (atk.stage === 'damage') return { title: `${who}: where the hit lands`, total: '1d6 location', rule: 'HoN p.7 L524-542' };
  const more = atk.queue.length > 0 ? `, then 1d6 for each of ${atk.queue.length} more` : '';
  return { title: who, total: `1d6 ${signed(atk.attackMod)} against ${atk.defense + atk.defenseMod}${more}`, rule: atk.mode === 'grenade' ? 'HoN p.10 L848' : 'HoN p.7 L454-522' };
}

/** The odds of the roll pending in `s` (a fire, assault, location or scatter die), or null (nothing to roll, or a card draw). */
export function pendingOdds(s: State): ChanceOdds | null {
  if (!rolling(s) || (!s.attack && !s.scatter)) return null;
  const ls = leaves(s);
  if (ls.length === 0) return null;
  const t = titleOf(s);
  return { ...t, terms: s.attack ? attackTerms(s, s.attack) : [], rows: rowsOf(s, ls) };
}

/**
 * The odds of the roll `m` declares (fire, assault, area fire, a grenade, a burst, a barrage, an
 * opportunity shot), as rolled if no equipment or reaction card is added before it; null for a
 * move that declares none.
 */
export function moveOdds(s: State, m: Move): ChanceOdds | null {
  if (!['fire', 'assault', 'aoe-fire', 'grenade', 'raffica', 'barrage-fire', 'opportunity-fire'].includes(m.type)) return null;
  const r = game.resolve(s, m);
  if (!r.ok) return null;
  const o = pendingOdds(atRoll(r.state));
  // Declared, not yet rolled: equipment and reaction cards may still change it (HoN p.8 L560, p.10 L776).
  return o && r.state.attack && r.state.attack.stage !== 'roll' ? { ...o, terms: [...o.terms, { label: 'not counted yet', value: 'equipment or reaction cards played before the roll', rule: 'HoN p.8 L560' }] } : o;
}
