/**
 * Maps legal moves to board elements: which element plays which move, which elements
 * must be selected first, and which moves have no element and go to the side panel.
 */
import type { AnyPresenter } from './titles/types.js';

export interface Placed {
  readonly move: unknown;
  readonly from?: string;
  readonly to: string;
}

export interface Targets {
  readonly placed: readonly Placed[];
  /** Elements that must be selected before their moves can be played. */
  readonly sources: ReadonlySet<string>;
  /** Moves with no board element. */
  readonly panel: readonly unknown[];
}

export function targetsOf(p: AnyPresenter, view: unknown, moves: readonly unknown[]): Targets {
  const placed: Placed[] = [];
  const sources = new Set<string>();
  const panel: unknown[] = [];
  for (const move of moves) {
    const a = p.anchor(move, view);
    if (!a) panel.push(move);
    else {
      placed.push(a.from === undefined ? { move, to: a.to } : { move, from: a.from, to: a.to });
      if (a.from !== undefined) sources.add(a.from);
    }
  }
  return { placed, sources, panel };
}

/** Moves that a click on `el` may play, given the selected element (or null). */
export function movesAt(t: Targets, el: string, selected: string | null): unknown[] {
  return t.placed.filter((x) => x.to === el && (x.from === undefined || x.from === selected)).map((x) => x.move);
}

/** Elements a click would play a move on now. */
export function playable(t: Targets, selected: string | null): Set<string> {
  const out = new Set<string>();
  for (const x of t.placed) if (x.from === undefined || x.from === selected) out.add(x.to);
  return out;
}

/** Targets reachable from a source element (for hover highlighting). */
export function targetsFrom(t: Targets, source: string): Set<string> {
  return new Set(t.placed.filter((x) => x.from === source).map((x) => x.to));
}

export type ClickResult =
  | { readonly kind: 'play'; readonly moves: readonly unknown[] }
  | { readonly kind: 'select'; readonly el: string }
  | { readonly kind: 'clear' };

/**
 * What a click on `el` does: play the moves from the selection to `el`; otherwise select
 * `el` if it is a source; otherwise play the moves anchored on `el` alone.
 */
export function click(t: Targets, el: string, selected: string | null): ClickResult {
  if (selected !== null) {
    const fromSel = t.placed.filter((x) => x.from === selected && x.to === el).map((x) => x.move);
    if (fromSel.length > 0) return { kind: 'play', moves: fromSel };
  }
  if (t.sources.has(el)) return el === selected ? { kind: 'clear' } : { kind: 'select', el };
  const direct = t.placed.filter((x) => x.from === undefined && x.to === el).map((x) => x.move);
  if (direct.length > 0) return { kind: 'play', moves: direct };
  return { kind: 'clear' };
}
