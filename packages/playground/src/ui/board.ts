/** Draws a presenter's BoardDrawing as SVG. Every clickable element carries `data-el`. */
import type { BoardDrawing } from '../titles/types.js';
import { s } from './dom.js';

export interface BoardMarks {
  readonly playable: ReadonlySet<string>;
  readonly sources: ReadonlySet<string>;
  readonly selected: string | null;
}

const pts = (p: readonly (readonly [number, number])[]): string => p.map(([x, y]) => `${x},${y}`).join(' ');

/** The title's own picture, parsed as SVG (never as HTML) and adopted into the page. */
function picture(markup: string): Element | null {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  const el = document.importNode(root, true);
  el.setAttribute('class', 'picture');
  el.setAttribute('x', '0');
  el.setAttribute('y', '0');
  return el;
}

export function renderBoard(d: BoardDrawing, marks: BoardMarks): SVGElement {
  const pic = d.picture === undefined ? null : picture(d.picture);
  const svg = s('svg', {
    viewBox: `0 0 ${d.width} ${d.height}`,
    width: d.width,
    height: d.height,
    class: pic ? 'board overlay' : 'board',
    'data-testid': 'board',
    role: 'img',
  });
  // The picture lies under the cells, which are then transparent hit areas.
  if (pic) svg.append(pic);
  const centre = new Map<string, readonly [number, number]>();
  for (const c of d.cells) {
    centre.set(c.id, [c.cx, c.cy]);
    const cls = ['cell', marks.playable.has(c.id) ? 'legal' : '', marks.sources.has(c.id) ? 'source' : '', marks.selected === c.id ? 'selected' : '']
      .filter(Boolean)
      .join(' ');
    const g = s('g', { class: cls, 'data-el': c.id }, s('title', { text: c.title }), s('polygon', { points: pts(c.points), fill: c.fill }));
    if (c.label) g.append(s('text', { x: c.cx, y: c.cy - 14, class: 'cell-label', text: c.label }));
    svg.append(g);
  }
  for (const e of d.edges) {
    svg.append(s('line', { x1: e.a[0], y1: e.a[1], x2: e.b[0], y2: e.b[1], stroke: e.color, 'stroke-width': e.width, class: 'edge' }, s('title', { text: e.title })));
  }
  for (const m of d.markers) {
    const at = centre.get(m.at);
    if (!at) continue;
    svg.append(s('text', { x: at[0] + 12, y: at[1] - 8, class: 'marker', fill: m.color, 'data-el': m.at, text: m.glyph }, s('title', { text: m.title })));
  }
  for (const p of d.pieces) {
    const at = centre.get(p.at);
    if (!at) continue;
    const [x, y] = at;
    const body =
      p.shape === 'round'
        ? s('circle', { cx: x, cy: y, r: 17, fill: p.color })
        : s('rect', { x: x - 18, y: y - 16, width: 36, height: 32, rx: 3, fill: p.color });
    const g = s(
      'g',
      { class: `piece${p.ring ? ' ring' : ''}`, 'data-el': p.at, 'data-piece': p.id },
      s('title', { text: p.title }),
      body,
      s('text', { x, y: y - 2, class: 'piece-text', text: p.text }),
      p.sub ? s('text', { x, y: y + 10, class: 'piece-sub', text: p.sub }) : null,
    );
    svg.append(g);
  }
  return svg;
}
