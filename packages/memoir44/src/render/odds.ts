/**
 * The odds of a battle before its dice are rolled: how many dice, why (each modifier with its
 * rule), and the exact distribution of hits, flags and eliminations, from the kernel's exact
 * battle-die distribution (`rollOutcomes`). Reads only public facts: the board, the units and the
 * card face up, never a hand or the deck.
 */
import { RAT_ZERO, ratAdd, type Rational } from '@esagono/kernel';
import { boardOf } from '../board/static.js';
import { hitsOn, rollOutcomes, flagsOf, type FaceCounts } from '../battle/dice.js';
import { CARDS } from '../data/cards.js';
import { OBSTACLES } from '../data/obstacles.js';
import type { TerrainRow } from '../data/terrain.js';
import { unitRow } from '../data/units.js';
import { obstacleAt } from '../terrain/effects.js';
import { game } from '../game.js';
import type { AttackCtx, Move, State, Unit } from '../state.js';

/** One reason for the number of dice: the base by range, a protection, a penalty, a card bonus. */
export interface DiceTerm {
  readonly label: string;
  /** Dice added (positive) or taken away (negative). */
  readonly dice: number;
  readonly rule: string;
}

export interface BattleOdds {
  /** Attacking unit, or -1 for a card (Barrage, Air Power). */
  readonly attacker: number;
  readonly target: number;
  readonly dice: number;
  readonly terms: readonly DiceTerm[];
  /** Stars score hits (Air Power, M44 p.9 [L394]). */
  readonly starHits: boolean;
  /** Flags may be ignored where the target stands (false under Barrage and Air Power). */
  readonly flagsIgnorable: boolean;
  /** Figures of the target now. */
  readonly figures: number;
  /** P(exactly k hits) for k = 0..dice; hits beyond the figures are lost (M44 p.9 [L372-374]). */
  readonly hits: readonly Rational[];
  /** P(exactly k flags) for k = 0..dice. */
  readonly flags: readonly Rational[];
  /** P(hits >= figures): the unit is eliminated by hits alone. */
  readonly eliminated: Rational;
  /** P(no hit and no flag). */
  readonly nothing: Rational;
}

const RANGE_RULE = 'M44 p.8 [L293-318]';

/** The attack a move declares, read from the state it leads to (the engine's own dice count). */
function declared(s: State, m: Move): AttackCtx | null {
  if (m.type !== 'attack' && m.type !== 'target') return null;
  const r = game.resolve(s, m);
  if (!r.ok) return null;
  const ph = r.state.phase;
  return ph.kind === 'roll' || ph.kind === 'ambush' ? ph.attack : null;
}

function termsOf(s: State, atk: AttackCtx, a: Unit | null, t: Unit): DiceTerm[] {
  const card = s.turn?.card ?? null;
  if (a === null) {
    const c = card === null ? 'the card' : CARDS[card].name;
    return [{ label: `${c}: fixed dice`, dice: atk.dice, rule: card === null ? 'M44 p.6 [L199-203]' : CARDS[card].rule }];
  }
  const b = boardOf(s.scenario);
  const row = unitRow(a.type);
  const d = b.geo.distance(a.at, t.at);
  const base = row.dice[d - 1] ?? 0;
  const terms: DiceTerm[] = [{ label: `${a.type} at range ${d}`, dice: base, rule: `${RANGE_RULE}; ${row.rule}` }];
  if (a.type !== 'artillery') {
    // The larger of terrain and obstacle protection, never their sum (M44 p.19 [L806-810]).
    const tt = b.terrain[t.at] as TerrainRow;
    const fromAlt = (b.terrain[a.at] as TerrainRow).altitude;
    const terr = tt.protectionOnlyIfAttackerLower && fromAlt >= tt.altitude ? 0 : tt.protection[a.type];
    const o = obstacleAt(s, b, t.at);
    const owner = b.owner[t.at];
    const oProt = o && o.id !== 'hedgehog' && (owner === null || owner === undefined || owner === t.side) ? o.protection[a.type] : 0;
    if (oProt > terr && o) terms.push({ label: `target behind ${o.id}`, dice: -oProt, rule: o.rule });
    else if (terr > 0) terms.push({ label: `target in ${tt.id}`, dice: -terr, rule: tt.rule });
  } else terms.push({ label: 'artillery ignores terrain protection', dice: 0, rule: 'M44 p.8 [L318]' });
  const at = b.terrain[a.at] as TerrainRow;
  const tp = at.attackerPenalty[a.type] ?? 0;
  if (tp > 0) terms.push({ label: `${a.type} battling from ${at.id}`, dice: -tp, rule: at.rule });
  const ao = obstacleAt(s, b, a.at);
  const op = ao?.attackerPenalty[a.type] ?? 0;
  if (op > 0 && ao) terms.push({ label: `${a.type} battling from ${ao.id}`, dice: -op, rule: OBSTACLES[ao.id].rule });
  const sum = terms.reduce((x, y) => x + y.dice, 0);
  // Whatever the engine adds beyond the board's terms is the card's bonus (Firefight, Close Assault...).
  if (atk.dice !== sum) {
    const eff = s.turn?.effect ?? card;
    const name = eff === null ? 'card' : CARDS[eff].name;
    terms.push({ label: `${name} bonus`, dice: atk.dice - sum, rule: eff === null ? 'M44 p.6 [L199-203]' : CARDS[eff].rule });
  }
  return terms;
}

/** Distribution of hits and flags of `n` dice on a unit of `type`. */
export function battleDistribution(
  n: number,
  type: Unit['type'],
  figures: number,
  starHits: boolean,
): { hits: Rational[]; flags: Rational[]; eliminated: Rational; nothing: Rational } {
  const hits: Rational[] = Array.from({ length: n + 1 }, () => RAT_ZERO);
  const flags: Rational[] = Array.from({ length: n + 1 }, () => RAT_ZERO);
  let eliminated = RAT_ZERO;
  let nothing = RAT_ZERO;
  for (const o of rollOutcomes(n)) {
    const f: FaceCounts = o.faces;
    const h = hitsOn(type, f, starHits);
    const fl = flagsOf(f);
    hits[h] = ratAdd(hits[h] as Rational, o.p);
    flags[fl] = ratAdd(flags[fl] as Rational, o.p);
    if (h >= figures) eliminated = ratAdd(eliminated, o.p);
    if (h === 0 && fl === 0) nothing = ratAdd(nothing, o.p);
  }
  return { hits, flags, eliminated, nothing };
}

function oddsOf(s: State, atk: AttackCtx): BattleOdds | null {
  const t = s.units[atk.target];
  if (!t) return null;
  const a = atk.attacker >= 0 ? (s.units[atk.attacker] ?? null) : null;
  return {
    attacker: atk.attacker,
    target: atk.target,
    dice: atk.dice,
    terms: termsOf(s, atk, a, t),
    starHits: atk.starHits,
    flagsIgnorable: atk.flagsIgnorable,
    figures: t.figures,
    ...battleDistribution(atk.dice, t.type, t.figures, atk.starHits),
  };
}

/**
 * The odds of the battle `m` declares from `s` (an `attack`, or a Barrage or Air Power `target`
 * that fires), or null when `m` declares none. The dice count is the engine's: the move is resolved
 * on the (unchanged) state and the declared attack read back, so the odds shown are the odds rolled.
 */
export function battleOdds(s: State, m: Move): BattleOdds | null {
  const atk = declared(s, m);
  return atk ? oddsOf(s, atk) : null;
}

/** The odds of the roll now pending (phase `roll`): what is about to be rolled, and on whom. */
export function pendingRoll(s: State): { readonly attack: AttackCtx; readonly odds: BattleOdds } | null {
  const ph = s.phase;
  if (ph.kind !== 'roll') return null;
  const odds = oddsOf(s, ph.attack);
  return odds ? { attack: ph.attack, odds } : null;
}
