/**
 * Every change a move makes, in words with its rule: dice faces and what each did, figures lost
 * to hits and to flags that could not be retreated, eliminations and their medals, retreats,
 * ignored flags, paratroopers lost on landing, objectives, obstacles and the end of the game.
 * Written from the two states around one move; what `viewer` may not know (a card drawn into the
 * other hand, the card kept on Recon) is left out.
 */
import type { BoardGeometry } from '../board/geometry.js';
import { boardOf } from '../board/static.js';
import { FACES, flagsOf, hitsOn, type FaceCounts } from '../battle/dice.js';
import { CARDS } from '../data/cards.js';
import { medalTotal } from '../medals/medals.js';
import { other, type Move, type Player, type State, type Unit } from '../state.js';
import { SIDE_NAME } from './palette.js';

export interface ExplainLine {
  readonly text: string;
  readonly rule: string;
}

const RULE = {
  dice: 'M44 p.9 [L366-408]',
  hits: 'M44 p.9 [L370-394]',
  medal: 'M44 p.9 [L372-374]',
  retreat: 'M44 p.9 [L401]',
  blocked: 'M44 p.9 [L407-408]',
  bunker: 'M44 p.19 [L820]',
  ignore: 'M44 p.15, p.19',
  objective: 'M44 p.20 [L865-883]',
  victory: 'M44 p.6 [L158]',
  airdrop: 'scenario special rule: airdrop',
  wire: 'M44 p.19 [L839]',
  sandbag: 'M44 p.19 [L857]',
  exit: 'scenario rule: exit',
} as const;

/** A hex as the .m44 files and the CLI write it: (row, col) on the board's geometry (13x9 or Overlord, M44-OVL). */
export const hexName = (geo: BoardGeometry, hex: number): string => `(${geo.rowOf(hex)}, ${geo.colOf(hex)})`;

const TYPE_NAME: Readonly<Record<Unit['type'], string>> = { infantry: 'infantry', armor: 'armour', artillery: 'artillery' };

export function unitName(geo: BoardGeometry, u: Unit, at = u.at): string {
  return `${SIDE_NAME[u.side]} ${TYPE_NAME[u.type]}${at >= 0 ? ` at ${hexName(geo, at)}` : ''}`;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Who sees the card a chance draw (or a Recon keep) gives: the drawer only (M44 p.5 [L133]). */
export function drawSeenBy(before: State): Player | null {
  const ph = before.phase;
  if (ph.kind === 'deal') return ph.side;
  if (ph.kind === 'draw') return ph.who ?? before.active;
  if (ph.kind === 'recon') return before.active;
  return null;
}

/** Whether `viewer` may know the details of `move` (null viewer: an onlooker who sees no hand). */
export function moveVisibleTo(before: State, move: Move, viewer: Player | null): boolean {
  if (move.type !== 'draw' && move.type !== 'keep') return true;
  return viewer !== null && drawSeenBy(before) === viewer;
}

/** The faces of a battle roll and what each did to the target (M44 p.9 [L366-408]). */
export function explainFaces(before: State, faces: FaceCounts): ExplainLine[] {
  const g = boardOf(before.scenario).geo;
  const ph = before.phase;
  const counts = FACES.map((f, i) => ({ f, n: faces[i] ?? 0 })).filter((x) => x.n > 0);
  if (ph.kind !== 'roll') {
    const shown = counts.map((x) => `${x.n}× ${x.f}`).join(', ') || 'no dice';
    return [{ text: `Dice: ${shown}`, rule: ph.kind === 'medics-roll' || ph.kind === 'finest-roll' ? (before.turn ? CARDS[before.turn.card].rule : RULE.dice) : RULE.dice }];
  }
  const t = before.units[ph.attack.target];
  if (!t) return [];
  const star = ph.attack.starHits;
  const parts = counts.map(({ f, n }) => {
    const one: FaceCounts = FACES.map((g) => (g === f ? n : 0)) as unknown as FaceCounts;
    const h = hitsOn(t.type, one, star);
    if (h > 0) return `${n}× ${f}: ${plural(h, 'hit')}`;
    if (f === 'flag') return `${n}× flag: ${plural(n, 'retreat')}`;
    return `${n}× ${f}: no effect on ${TYPE_NAME[t.type]}`;
  });
  const hits = hitsOn(t.type, faces, star);
  const flags = flagsOf(faces);
  return [
    {
      text: `${ph.attack.dice} ${ph.attack.dice === 1 ? 'die' : 'dice'} on ${unitName(g, t)}: ${parts.join('; ') || 'nothing'} (${plural(hits, 'hit')}, ${plural(flags, 'flag')})`,
      rule: `${RULE.dice}; ${RULE.hits}`,
    },
  ];
}

function unitLines(before: State, move: Move, after: State): ExplainLine[] {
  const g = boardOf(before.scenario).geo;
  const out: ExplainLine[] = [];
  const ph = before.phase;
  const roll = move.type === 'roll' && ph.kind === 'roll' ? ph.attack : null;
  const retreating = ph.kind === 'retreat' || ph.kind === 'ignore-flag' || roll !== null;
  for (const a of after.units) {
    const b = before.units[a.id];
    if (!b) {
      // A drop's landing is the move's own line; a unit appearing otherwise is reported here.
      if (a.at >= 0 && move.type !== 'drop') out.push({ text: `${unitName(g, a)} enters the board`, rule: RULE.airdrop });
      continue;
    }
    const lost = b.figures - a.figures;
    const gone = b.at >= 0 && a.at < 0;
    if (lost > 0) {
      if (roll !== null && roll.target === a.id && move.type === 'roll') {
        const hits = Math.min(b.figures, hitsOn(b.type, move.faces as unknown as FaceCounts, roll.starHits));
        if (hits > 0) out.push({ text: `${unitName(g, b)} loses ${plural(hits, 'figure')} to hits`, rule: RULE.hits });
        const byFlags = lost - hits;
        if (byFlags > 0)
          out.push({
            text: b.fixed
              ? `${unitName(g, b)} loses ${plural(byFlags, 'figure')}: it may not leave its bunker, 1 per flag beyond the first`
              : `${unitName(g, b)} loses ${plural(byFlags, 'figure')}: it could not retreat for every flag`,
            rule: b.fixed ? RULE.bunker : RULE.blocked,
          });
      } else if (retreating || move.type === 'retreat' || move.type === 'stop-retreat') {
        out.push({ text: `${unitName(g, b)} loses ${plural(lost, 'figure')}: its retreat is blocked`, rule: RULE.blocked });
      } else out.push({ text: `${unitName(g, b)} loses ${plural(lost, 'figure')}`, rule: RULE.hits });
    } else if (lost < 0) {
      out.push({ text: `${unitName(g, b)} regains ${plural(-lost, 'figure')}`, rule: before.turn ? CARDS[before.turn.card].rule : RULE.dice });
    }
    if (gone && a.figures <= 0) {
      const by = other(b.side);
      out.push({ text: `${unitName(g, b)} is eliminated: ${SIDE_NAME[by]} gain ${plural(b.medals, 'medal')}`, rule: RULE.medal });
    } else if (gone) {
      out.push({ text: `${unitName(g, b)} leaves the board by an exit hex`, rule: RULE.exit });
    } else if (a.at >= 0 && b.at >= 0 && a.at !== b.at && move.type !== 'move' && move.type !== 'take-ground') {
      const isRetreat = retreating || move.type === 'retreat';
      out.push({ text: `${unitName(g, b)} ${isRetreat ? 'retreats' : 'moves'} to ${hexName(g, a.at)}`, rule: isRetreat ? RULE.retreat : 'M44 p.10 [L423-429]' });
    }
  }
  if (move.type === 'drop' && after.units.length === before.units.length) {
    out.push({ text: `A paratrooper lands on ${hexName(g, move.to)}, where it may not stand (occupied, water or impassable), and is lost without a medal`, rule: RULE.airdrop });
  }
  return out;
}

function obstacleLines(before: State, after: State): ExplainLine[] {
  const g = boardOf(before.scenario).geo;
  const out: ExplainLine[] = [];
  for (const [k, o] of Object.entries(before.obstacles)) {
    if (after.obstacles[k] === undefined) out.push({ text: `The ${o} at ${hexName(g, Number(k))} is removed`, rule: o === 'wire' ? RULE.wire : 'M44 p.19' });
  }
  for (const [k, o] of Object.entries(after.obstacles)) {
    if (before.obstacles[k] === undefined) out.push({ text: `${o === 'sandbag' ? 'Sandbags are' : `A ${o} is`} placed at ${hexName(g, Number(k))}`, rule: RULE.sandbag });
  }
  return out;
}

function medalLines(before: State, after: State): ExplainLine[] {
  const out: ExplainLine[] = [];
  for (const side of ['allies', 'axis'] as const) {
    const was = medalTotal(before, side);
    const now = medalTotal(after, side);
    if (was === now) continue;
    // Medals not from eliminations or exits are from objectives held, taken or lost.
    const byObjectives = now - was - (after.medals[side] - before.medals[side]);
    out.push({
      text: `${SIDE_NAME[side]} medals ${was} → ${now} of ${after.scenario.victory[side]}${byObjectives === 0 ? '' : byObjectives > 0 ? ' (objective held)' : ' (objective lost)'}`,
      rule: byObjectives === 0 ? RULE.medal : RULE.objective,
    });
  }
  return out;
}

/**
 * What `move` changed from `before` to `after`, line by line with rule references, as `viewer`
 * may know it. The move itself is not repeated (front-ends describe it); a hidden draw gives no line.
 */
export function explainMove(before: State, move: Move, after: State, viewer: Player | null): ExplainLine[] {
  if (!moveVisibleTo(before, move, viewer)) return [];
  const g = boardOf(before.scenario).geo;
  const out: ExplainLine[] = [];
  if (move.type === 'roll') out.push(...explainFaces(before, move.faces as unknown as FaceCounts));
  if (move.type === 'ignore-flag' && move.ignore) {
    const ph = before.phase;
    const u = ph.kind === 'ignore-flag' ? before.units[ph.attack.target] : undefined;
    if (u) out.push({ text: `${unitName(g, u)} ignores 1 flag`, rule: RULE.ignore });
  }
  out.push(...unitLines(before, move, after), ...obstacleLines(before, after), ...medalLines(before, after));
  if (after.phase.kind === 'over' && before.phase.kind !== 'over') {
    const w = after.phase.winner;
    out.push({ text: `${SIDE_NAME[w]} win with ${medalTotal(after, w)} of ${after.scenario.victory[w]} medals`, rule: RULE.victory });
  }
  return out;
}
