/**
 * The Smoke command (HoN p.13 L1091-1105): 3 smoke AoE markers. A bomb is used by putting an
 * Order token on it (L1093, one token per bomb, several bombs a turn, L1095); when its Order is
 * revealed its owner places it on any interspace of the board, rolls for scatter, 1 space only
 * (L1097-1099), and lays it -4 face up (L1101). In the Supply phase the -2 markers are removed,
 * then the others flipped to -2 (L1103): read with the digest as part of step 4 (L613). Every
 * shot that crosses, enters or leaves smoke takes its penalty (L1105): each marker once per shot
 * [A11], blasts included (review finding 4: an AoE attack is a shot too, L546). A removed marker
 * is spent: markers are discarded after use (HoN p.10 L776).
 */
import { moveSquarePoint, squareAreaHindrance, type SquarePoint, type SquarePointArea } from '@esagono/kernel';
import { MARKER_COUNTS, SCATTER, SCATTER_DIRECTION } from '../data/tables.js';
import type { Board } from '../map/board.js';
import { contextOf } from '../context.js';
import type { Player, Smoke, State } from '../state.js';
import type { GameEvent } from '@esagono/kernel';
import { withSmoke, withState } from '../speed/copy.js';

type Events = GameEvent[];
const ev = (e: Record<string, unknown> & { type: string; rule: string }): GameEvent => e as GameEvent;

/** The bombs a Smoke command gives (L1091): one marker set per group granting it. */
export function initialSmokes(groups: State['groups']): Smoke[] {
  const out: Smoke[] = [];
  for (const g of groups) {
    if (!g.grants.includes('smoke')) continue;
    const n = g.markers > 0 ? g.markers : smokeMarkers();
    for (let i = 0; i < n; i++) out.push({ id: `${g.key}.smoke${i}`, owner: g.owner, group: g.key, face: 0, px: 0, py: 0, spent: false, token: null, revealed: false });
  }
  return out;
}

function smokeMarkers(): number {
  return MARKER_COUNTS.smoke!.count;
}

/** Bombs of `p` that may take a token now: off the board, unspent, untokened, their group unbroken. */
export function smokeHolders(s: State, p: Player): Smoke[] {
  return s.smokes.filter((m) => m.owner === p && !m.spent && m.face === 0 && m.token === null && !s.groups.some((g) => g.key === m.group && g.broken));
}

/** The lowest unrevealed numbered Order on a bomb of `p` (L1093). */
export function lowestSmoke(s: State, p: Player): Smoke | null {
  let best: Smoke | null = null;
  for (const m of s.smokes) {
    if (m.owner !== p || m.revealed || typeof m.token !== 'number' || m.spent || m.face !== 0) continue;
    if (best === null || m.token < (best.token as number)) best = m;
  }
  return best;
}

/** Interspaces a bomb may be aimed at: every point where four squares of the board meet (L1097). */
export function smokeAimPoints(board: Board): SquarePoint[] {
  const out: SquarePoint[] = [];
  for (let py = 1; py < board.height; py++) for (let px = 1; px < board.width; px++) out.push({ px, py });
  return out;
}

/** Where the bomb lands: the scatter faces move it 1 interspace only (L1099), the others on target. */
export function smokeLanding(p: SquarePoint, face: number): SquarePoint {
  const row = SCATTER.find((r) => r.faces.includes(face));
  if (!row || row.distance === 0) return p;
  return moveSquarePoint(p, SCATTER_DIRECTION[face as 1 | 2 | 3 | 4], 1);
}

// Smoke areas per smokes array, in the game's context: states that share it share the list.
export function smokeAreas(s: State): readonly SquarePointArea[] {
  const memo = contextOf(s).smokeAreas;
  let a = memo.get(s.smokes);
  if (a === undefined) {
    a = s.smokes.filter((m) => m.face > 0).map((m) => ({ point: { px: m.px, py: m.py }, value: m.face }));
    memo.add(s.smokes, a);
  }
  return a;
}

/** The smoke penalty of a shot from (ax, ay) to (bx, by): each marker touched once (L1105, [A11]). */
export function smokePenalty(s: State, ax: number, ay: number, bx: number, by: number): number {
  if (s.smokes.length === 0) return 0;
  const areas = smokeAreas(s);
  return areas.length === 0 ? 0 : squareAreaHindrance(ax, ay, bx, by, areas);
}

/** Supply phase: remove the -2 markers, then flip the -4 ones (L1103). */
export function supplySmoke(s: State, events: Events): State {
  if (!s.smokes.some((m) => m.face > 0)) return s;
  events.push(ev({ type: 'smoke-update', rule: 'HoN p.13 L1103' }));
  return withState(s, { smokes: s.smokes.map((m) => (m.face === 2 ? withSmoke(m, { face: 0, spent: true }) : m.face === 4 ? withSmoke(m, { face: 2 }) : m)) });
}

/** A new turn: the tokens come off the bombs (L302). */
export function clearSmokeTokens(s: State): State['smokes'] {
  return s.smokes.some((m) => m.token !== null) ? s.smokes.map((m) => (m.token === null ? m : withSmoke(m, { token: null, revealed: false }))) : s.smokes;
}
