/**
 * Play a command card (M44 p.6 [L183-207]): the card's order sets up the turn; a card that orders
 * no unit is still played and a new one drawn (M44 p.6 [L219]). Also the scenario's paratroopers,
 * dropped before their side's first card (scenario rule `airdrop`).
 */
import { rational, type ChanceOutcome } from '@esagono/kernel';
import { CARDS, type CardId, type Section } from '../data/cards.js';
import type { TerrainRow } from '../data/terrain.js';
import { occupancy } from '../board/occupancy.js';
import type { BoardInfo } from '../board/static.js';
import { orderable } from '../orders/orders.js';
import { isOcean } from '../terrain/effects.js';
import { patchState, withPhase, withPlayed, withTurn, withoutFirst } from '../util/copy.js';
import { withSide } from '../util/helpers.js';
import { board, effectOf, settle } from '../units/updates.js';
import { bySide, other, type Move, type Player, type State, type Turn, type Unit } from '../state.js';
import { NO_SLOTS, autoOrder, chooseSection, withLastSection } from './order.js';
import { endTurn } from './draw.js';
import { enterTarget } from './cards.js';
import { active, chance, refuse, unfit, type MemoirPhase } from './spec.js';

/** The last order card per side, one side replaced (a literal: computed-key spreads are slow in V8). */
function withLastCard(last: State['lastCard'], side: Player, card: CardId): State['lastCard'] {
  const allies = side === 'allies' ? card : last.allies;
  const axis = side === 'axis' ? card : last.axis;
  if (allies === undefined) return { axis: axis as CardId };
  return axis === undefined ? { allies } : { allies, axis };
}

function play(s: State, card: CardId): State {
  const hand = withoutFirst(bySide(s.hands, s.active), card);
  const opp = s.lastCard[other(s.active)];
  // Counter-Attack copies the opponent's last order; flank sections swap sides (digest Appendix A).
  const effect: CardId | null = card === 'counter-attack' ? (opp ?? null) : card;
  const mirror = card === 'counter-attack' && effect !== null && CARDS[effect].type === 'section';
  const spec = effect === null ? null : CARDS[effect].order;
  // The card's slots go in the turn as it is made: one literal, no patch of a patch.
  const turnOf = (slots: Turn['slots'], anySlots: number, fallback: boolean): Turn => ({
    card,
    effect: effect ?? card,
    mirror,
    orders: [],
    slots,
    anySlots,
    section: -1,
    finest: null,
    fallback,
    picked: [],
  });
  const turn = turnOf(spec?.kind === 'sections' ? spec.counts : NO_SLOTS, spec?.kind === 'units' ? spec.count : 0, false);
  // A new card replaces the side's last section choice; a section chosen for it is recorded then.
  const lastSection = withLastSection(s.lastSection, s.active, undefined);
  let r: State = withPlayed(s, withSide(s.hands, s.active, hand), effect ? withLastCard(s.lastCard, s.active, effect) : s.lastCard, lastSection, turn);
  if (spec === null) return endTurn(r);
  const b = board(r);
  const e = effectOf(turn);
  const fallbackTurn = (): State => withTurn(r, turnOf(NO_SLOTS, 1, true));
  switch (spec.kind) {
    case 'sections':
      return autoOrder(r);
    case 'units': {
      if (orderable(r, b, turn, false).length === 0 && spec.fallback) r = fallbackTurn();
      return autoOrder(r);
    }
    case 'section-choice': {
      const any = r.units.some((u) => u.at >= 0 && u.side === s.active && spec.types.includes(u.type));
      if (!any) return spec.fallback ? autoOrder(fallbackTurn()) : endTurn(r);
      // Counter-Attack of an Infantry Assault orders the section of the battlefield the opponent chose:
      // their left flank is this player's right (digest Appendix A, Counter-Attack).
      const theirs = card === 'counter-attack' ? s.lastSection[other(s.active)] : undefined;
      if (theirs !== undefined) return chooseSection(r, (2 - theirs) as Section, spec.fallback);
      return withPhase(r, { kind: 'section', types: spec.types });
    }
    case 'none':
      break;
  }
  const hand1 = hand.length + 1;
  switch (e?.special) {
    case 'barrage':
    case 'air-power':
    case 'medics-and-mechanics':
      return enterTarget(r, e.special);
    case 'their-finest-hour':
      // 1 die per card in hand, this one included (M44 p.22 [L952]).
      return withPhase(r, { kind: 'finest-roll', dice: hand1 });
    default:
      return endTurn(r);
  }
}

/** The cards the active side may play: any in hand, Ambush only when nothing else is left (M44 p.22 [L955]). */
function playable(s: State): Move[] {
  const hand = bySide(s.hands, s.active);
  const onlyAmbush = hand.every((x) => x === 'ambush');
  const out: Move[] = [];
  hand.forEach((card, i) => {
    if ((card !== 'ambush' || onlyAmbush) && hand.indexOf(card) === i) out.push({ type: 'play', card });
  });
  return out;
}

export const PLAY: MemoirPhase = {
  rule: 'M44 p.6 [L183-207]',
  actor: active,
  legalMoves: playable,
  refusal(s, m) {
    if (m.type !== 'play') return null;
    if (!bySide(s.hands, s.active).includes(m.card)) return refuse('not-in-hand', `${m.card} is not in the hand`, 'M44 p.6 [L185]');
    return refuse('ambush-on-own-turn', 'Ambush answers a close assault on the opponent\'s turn', 'M44 p.22 [L955]');
  },
  ruleOf: (_s, m) => (m.type === 'play' ? CARDS[m.card].rule : 'M44 p.6 [L183-207]'),
  step: (s, m) => (m.type === 'play' ? settle(play(s, m.card)) : unfit(s, m)),
  next: ['order', 'section', 'target', 'move', 'battle', 'finest-roll', 'draw', 'recon', 'play', 'airdrop', 'over'],
};

// ---------- paratroopers (scenario rule `airdrop`) ----------

/** A paratrooper lands on any hex of the drop zone with equal chance (shared by the game's states, board/context.ts). */
function dropOutcomes(b: BoardInfo): readonly ChanceOutcome<Move>[] {
  let out = b.memo.drops;
  if (!out) {
    const hexes = b.airdrop?.hexes ?? [];
    out = Object.freeze(hexes.map((to) => ({ move: { type: 'drop' as const, to }, p: rational(1, hexes.length) })));
    b.memo.drops = out;
  }
  return out;
}

/**
 * One paratrooper lands on a hex drawn uniformly within the drop zone; one landing on a unit or
 * where it may not stand is lost, without a medal (scenario rule `airdrop`).
 */
function dropOne(s: State, to: number): State {
  const ph = s.phase;
  const drop = board(s).airdrop;
  if (ph.kind !== 'airdrop' || !drop) return s;
  const b = board(s);
  const t = b.terrain[to] as TerrainRow;
  let r: State = s;
  if (occupancy(s, b)[to] === -1 && !b.closed[to] && !t.impassableFor.includes(drop.type) && !isOcean(b, to)) {
    const id = s.units.length;
    const u: Unit = { id, side: drop.side, type: drop.type, badge: null, figures: drop.figures, max: drop.figures, at: to, fixed: false, medals: 1, ignoresFlag: false };
    r = patchState(s, { units: [...s.units, u] });
  }
  const left = ph.left - 1;
  return left > 0 ? withPhase(r, { kind: 'airdrop', left }) : withPhase(r, { kind: 'play' });
}

const AIRDROP_RULE = 'M44 scenario rule airdrop (Sainte-Mère-Église)';

export const AIRDROP: MemoirPhase = {
  rule: AIRDROP_RULE,
  actor: chance,
  chanceOutcomes: (s) => dropOutcomes(board(s)),
  accepts: (s, m) => m.type === 'drop' && (board(s).airdrop?.hexes.includes(m.to) ?? false),
  refusal: (_s, m) => refuse('outside-drop-zone', `${m.type} does not land in the drop zone`, AIRDROP_RULE),
  step: (s, m) => (m.type === 'drop' ? settle(dropOne(s, m.to)) : unfit(s, m)),
  next: ['airdrop', 'play', 'over'],
};
