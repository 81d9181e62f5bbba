/**
 * Names as the printed game gives them: US units by their counter designation (DDOB 2.2.1), hexes
 * by their four-digit number RRCC (DDOB 2.1) with the position printed there (WN62, a reinforcement
 * position), landing boxes by their printed name (DDOB 5.11). Reads a state or a view alike, and
 * from either only what the US player sees: a face-down German counter has no name.
 */
import { UNIT_FACES } from '../german/index.js';
import { MAP } from '../map/index.js';
import { US_BY_ID } from '../core.js';
import type { State } from '../state.js';
import type { View } from '../game.js';

/** A state or a view: what every describer reads. */
export type Seen = State | View;

/** A German stack as the US player sees it: its position, and its faces only if revealed (DDOB 9.1). */
export interface SeenStack {
  readonly position: string;
  readonly unit: string | null;
  readonly dm: 'none' | 'face-down' | string;
  readonly disrupted: boolean;
}

const isState = (s: Seen): s is State => 'deck' in s;

/** The German stacks as the US player sees them, by hex. */
export function seenStacks(s: Seen): Readonly<Record<string, SeenStack>> {
  if (!isState(s)) return s.german;
  const out: Record<string, SeenStack> = {};
  for (const [hex, g] of Object.entries(s.german))
    out[hex] = { position: g.position, unit: g.unit.revealed ? g.unit.face : null, dm: g.dm ? (g.dm.revealed && g.dm.face ? g.dm.face : 'face-down') : 'none', disrupted: g.disrupted };
  return out;
}

/** `hex 0812`, or `WN62 (hex 0812)` where a position is printed. */
export function hexName(hex: string): string {
  const p = MAP.positionAt.get(hex);
  return p ? `${p.id} (hex ${hex})` : `hex ${hex}`;
}

/** A landing box by its printed name. */
export const boxName = (box: string): string => `landing box ${box}`;

/** The German face as printed: strength and the weapons it requires (DDOB 8.2). */
export function faceName(face: string): string {
  const f = UNIT_FACES.get(face);
  return f ? `${face} (strength ${f.strength}${f.requires.length ? `, needs ${f.requires.join(' ')}` : ''})` : face;
}

/** The German stack in a hex as the US player sees it: `the face-down German unit at WN62 (hex 0812)`. */
export function germanName(s: Seen, hex: string): string {
  const g = seenStacks(s)[hex];
  if (!g) return `the German position at ${hexName(hex)}`;
  return `${g.unit ? `German ${faceName(g.unit)}` : 'the face-down German unit'} at ${hexName(hex)}`;
}

/** Where a US unit is: a hex, a landing box, the turn track, or out of play. */
export function whereIs(s: Seen, id: string): string {
  const u = s.us[id];
  if (!u) return '';
  const l = u.loc;
  switch (l.kind) {
    case 'hex':
      return `in ${hexName(l.hex)}`;
    case 'box':
      return `in ${boxName(l.box)}`;
    case 'track':
      return `on the turn track (turn ${l.turn})`;
    case 'out':
      return l.why === 'eliminated' ? 'eliminated' : 'removed from play';
  }
}

/** `E/2/116 (infantry) in hex 6509`: the counter's designation, its type and where it is. */
export function unitName(s: Seen, id: string): string {
  const d = US_BY_ID.get(id);
  const where = whereIs(s, id);
  return `${id}${d ? ` (${d.type.replace(/-/g, ' ')})` : ''}${where ? ` ${where}` : ''}`;
}

/** The designation and type only, for lines about a unit already placed. */
export function unitShort(id: string): string {
  const d = US_BY_ID.get(id);
  return `${id}${d ? ` (${d.type.replace(/-/g, ' ')})` : ''}`;
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Landing boxes drawn East to West, for geometry and tests. */
export const BOX_ORDER: readonly string[] = MAP.boxes.map((b) => b.name);
