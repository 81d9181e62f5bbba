/**
 * Map transcription for the operational titles that have no map yet: paint terrain on the
 * hexes and features on the hexsides of a configurable grid, name hexes, export a map file
 * checked against `MapFileSchema`, and import one back.
 */
import {
  OFFSET_LAYOUTS,
  hexKey,
  hexLayout,
  hexNeighbor,
  hexToOffset,
  hexsideBetween,
  hexsideId,
  offsetOrientation,
  type Hex,
  type OffsetLayout,
} from '@esagono/kernel';
import { hexCell, sideSegment } from '../titles/draw.js';
import { TRANSCRIBE_TITLES, type TranscribeTitle } from '../titles/index.js';
import { checkMap, draftHexes, exportMap, importMap, newDraft, paint, rename, terrainOf, toggleFeature, type Draft } from '../transcribe/model.js';
import { download, h, s } from './dom.js';

type Tool = 'terrain' | 'feature' | 'name';

interface T {
  title: TranscribeTitle;
  draft: Draft;
  tool: Tool;
  terrain: string;
  feature: string;
  name: string;
  message: string;
  json: string;
}

const KNOWN: Readonly<Record<string, string>> = {
  clear: '#e8e4c9',
  woods: '#6f9a4b',
  bocage: '#93a85a',
  rough: '#b8a47e',
  town: '#c7b9a6',
  city: '#a89886',
  marsh: '#9fc3a8',
  polder: '#b5d3b0',
  beach: '#ecd9a0',
  shingle: '#c9c1a8',
  bluff: '#b09060',
  draw: '#cbb98b',
  sea: '#4d86c0',
  'tidal-flat': '#9cc0d8',
  fortified: '#8f8f8f',
};

const FEATURE_COLOR: Readonly<Record<string, string>> = {
  river: '#2f6fb3',
  'major-river': '#1d4f8a',
  stream: '#5a9bd8',
  canal: '#3a7fb8',
  road: '#7a4b2a',
  railway: '#222',
  border: '#b3261e',
  'sea-wall': '#555',
  'anti-tank-ditch': '#6b3b1e',
  cliff: '#5b4636',
};

/** A stable colour for terrain names outside the table. */
function colourOf(name: string): string {
  const k = KNOWN[name];
  if (k) return k;
  let x = 0;
  for (const ch of name) x = (x * 31 + ch.charCodeAt(0)) >>> 0;
  return `hsl(${x % 360} 40% 70%)`;
}

function fresh(title: TranscribeTitle, layout: OffsetLayout = offsetOf(title), width = title.width, height = title.height): T {
  const base = title.terrain[0] ?? 'clear';
  return {
    title,
    draft: newDraft(title.id, layout, width, height, base),
    tool: 'terrain',
    terrain: title.terrain[1] ?? base,
    feature: title.features[0] ?? 'river',
    name: '',
    message: '',
    json: '',
  };
}

const offsetOf = (t: TranscribeTitle): OffsetLayout => (t.layout === 'flat' ? 'odd-q' : 'odd-r');

export function mountTranscribe(root: HTMLElement, titleId: string | null): void {
  const first = TRANSCRIBE_TITLES.find((t) => t.id === titleId) ?? TRANSCRIBE_TITLES[0];
  if (!first) return;
  let st = fresh(first);
  const act = (f: (t: T) => T): void => {
    st = f(st);
    root.replaceChildren(render(st, act));
  };
  act((t) => t);
}

const SIZE = 22;

function render(t: T, act: (f: (t: T) => T) => void): HTMLElement {
  const d = t.draft;
  const orientation = offsetOrientation(d.layout);
  const layout = hexLayout(orientation, SIZE, { x: SIZE + 4, y: SIZE + 4 });
  const hexes = draftHexes(d);
  const onMap = new Set(hexes.map(hexKey));
  const cells = hexes.map((hx) => {
    const o = hexToOffset(hx, d.layout);
    const name = d.names[hexKey(hx)];
    const num = `${String(o.col + 1).padStart(2, '0')}${String(o.row + 1).padStart(2, '0')}`;
    return hexCell(layout, hx, `h:${hexKey(hx)}`, colourOf(terrainOf(d, hx)), `${num} ${terrainOf(d, hx)}${name ? ` “${name}”` : ''}`, name ?? num);
  });
  let maxX = 0;
  let maxY = 0;
  for (const c of cells) for (const [x, y] of c.points) {
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const svg = s('svg', { viewBox: `0 0 ${maxX + 6} ${maxY + 6}`, width: maxX + 6, height: maxY + 6, class: `board transcribe tool-${t.tool}`, 'data-testid': 'map' });
  for (const c of cells) {
    svg.append(
      s(
        'g',
        { class: 'cell', 'data-el': c.id },
        s('title', { text: c.title }),
        s('polygon', { points: c.points.map(([x, y]) => `${x},${y}`).join(' '), fill: c.fill }),
        s('text', { x: c.cx, y: c.cy + 3, class: 'cell-label', text: c.label ?? '' }),
      ),
    );
  }
  // Every side once: drawn when it has features, clickable in the feature tool.
  const seen = new Set<string>();
  for (const hx of hexes) {
    for (let dir = 0; dir < 6; dir++) {
      const nb = hexNeighbor(hx, dir);
      const side = hexsideBetween(hx, nb);
      if (!side) continue;
      const id = hexsideId(side);
      if (seen.has(id)) continue;
      seen.add(id);
      const feats = d.sides[id] ?? [];
      const [a, b] = sideSegment(layout, hx, dir);
      const first = feats[0];
      if (first !== undefined) {
        svg.append(
          s('line', { x1: a[0], y1: a[1], x2: b[0], y2: b[1], stroke: FEATURE_COLOR[first] ?? '#000', 'stroke-width': 4, class: 'edge' }, s('title', { text: feats.join(', ') })),
        );
      }
      if (t.tool === 'feature') {
        svg.append(
          s('line', {
            x1: a[0],
            y1: a[1],
            x2: b[0],
            y2: b[1],
            class: 'side-hit',
            'data-side': id,
            'data-a': hexKey(hx),
            'data-b': onMap.has(hexKey(nb)) ? hexKey(nb) : `${nb.q},${nb.r}`,
          }),
        );
      }
    }
  }
  svg.addEventListener('click', (e) => {
    const target = e.target as Element;
    const sideEl = target.closest('[data-side]');
    if (sideEl && t.tool === 'feature') {
      const a = parseKey(sideEl.getAttribute('data-a'));
      const b = parseKey(sideEl.getAttribute('data-b'));
      if (a && b) act((x) => ({ ...x, draft: toggleFeature(x.draft, a, b, x.feature), message: '' }));
      return;
    }
    const cellEl = target.closest('[data-el]');
    const hx = parseKey(cellEl?.getAttribute('data-el')?.slice(2) ?? null);
    if (!hx) return;
    if (t.tool === 'terrain') act((x) => ({ ...x, draft: paint(x.draft, hx, x.terrain), message: '' }));
    if (t.tool === 'name') act((x) => ({ ...x, draft: rename(x.draft, hx, x.name), message: '' }));
  });

  const titleSel = h('select', { 'data-testid': 'map-title' }, ...TRANSCRIBE_TITLES.map((x) => h('option', { value: x.id, text: x.name, selected: x.id === t.title.id })));
  const layoutSel = h('select', { 'data-testid': 'map-layout' }, ...OFFSET_LAYOUTS.map((l) => h('option', { value: l, text: l, selected: l === d.layout })));
  const w = h('input', { type: 'number', min: 1, max: 200, value: d.width, 'data-testid': 'map-width', class: 'seed' });
  const ht = h('input', { type: 'number', min: 1, max: 200, value: d.height, 'data-testid': 'map-height', class: 'seed' });
  const rebuild = (): void => {
    const title = TRANSCRIBE_TITLES.find((x) => x.id === titleSel.value) ?? t.title;
    act(() => fresh(title, layoutSel.value as OffsetLayout, clamp(Number(w.value)), clamp(Number(ht.value))));
  };
  titleSel.addEventListener('change', () => {
    const title = TRANSCRIBE_TITLES.find((x) => x.id === titleSel.value);
    if (title) act(() => fresh(title));
  });
  const toolSel = h(
    'select',
    { 'data-testid': 'map-tool', onchange: (e: Event) => { const v = (e.target as HTMLSelectElement).value as Tool; act((x) => ({ ...x, tool: v })); } },
    h('option', { value: 'terrain', text: 'paint terrain', selected: t.tool === 'terrain' }),
    h('option', { value: 'feature', text: 'hexside features', selected: t.tool === 'feature' }),
    h('option', { value: 'name', text: 'name hexes', selected: t.tool === 'name' }),
  );
  const terrainSel = h(
    'select',
    { 'data-testid': 'map-terrain', onchange: (e: Event) => { const v = (e.target as HTMLSelectElement).value; act((x) => ({ ...x, terrain: v })); } },
    ...t.title.terrain.map((x) => h('option', { value: x, text: x, selected: x === t.terrain })),
  );
  const featureSel = h(
    'select',
    { 'data-testid': 'map-feature', onchange: (e: Event) => { const v = (e.target as HTMLSelectElement).value; act((x) => ({ ...x, feature: v })); } },
    ...t.title.features.map((x) => h('option', { value: x, text: x, selected: x === t.feature })),
  );
  const nameIn = h('input', { type: 'text', value: t.name, placeholder: 'hex name', 'data-testid': 'map-name' });
  nameIn.addEventListener('change', () => {
    const v = nameIn.value;
    act((x) => ({ ...x, name: v }));
  });
  const json = h('textarea', { 'data-testid': 'map-json', rows: 8, class: 'json' });
  json.value = t.json;
  const doExport = (save: boolean): void =>
    act((x) => {
      const file = exportMap(x.draft);
      const checked = checkMap(file);
      if (!checked.ok) return { ...x, message: `Invalid map: ${checked.message}` };
      const text = JSON.stringify(file, null, 1);
      if (save) download(`${x.draft.title}-map.json`, text);
      return { ...x, json: text, message: `Valid map file: ${file.hexes.length} hexes, ${file.hexsides.length} hexsides with features.` };
    });
  const doImport = (): void => {
    const text = json.value;
    act((x) => {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return { ...x, json: text, message: 'Cannot import: not JSON' };
      }
      const checked = checkMap(data);
      if (!checked.ok) return { ...x, json: text, message: `Cannot import: ${checked.message}` };
      const title = TRANSCRIBE_TITLES.find((tt) => tt.id === checked.map.title) ?? x.title;
      return { ...x, title, draft: importMap(checked.map), json: text, message: `Imported ${checked.map.hexes.length} hexes.` };
    });
  };

  return h(
    'div',
    { class: 'transcribe-page' },
    h(
      'p',
      { class: 'notes', 'data-testid': 'map-note' },
      `${t.title.name} has no map in Esagono yet. Transcribe the printed map here; the grid size, layout, terrain and feature names offered are stand-ins to adjust to the printed map (rule prefix ${t.title.ruleRef}). Hexes are numbered column-row from 0101.`,
    ),
    h(
      'div',
      { class: 'toolbar' },
      h('label', {}, 'Title ', titleSel),
      h('label', {}, 'Layout ', layoutSel),
      h('label', {}, 'Width ', w),
      h('label', {}, 'Height ', ht),
      h('button', { 'data-testid': 'map-new', onclick: rebuild, text: 'New grid' }),
    ),
    h(
      'div',
      { class: 'toolbar' },
      h('label', {}, 'Tool ', toolSel),
      t.tool === 'terrain' ? h('label', {}, 'Terrain ', terrainSel) : null,
      t.tool === 'feature' ? h('label', {}, 'Feature ', featureSel, ' (click a hexside to toggle)') : null,
      t.tool === 'name' ? h('label', {}, 'Name ', nameIn, ' (click a hex; empty clears)') : null,
    ),
    h('div', { class: 'board-wrap' }, svg),
    h(
      'div',
      { class: 'toolbar' },
      h('button', { 'data-testid': 'map-export', onclick: () => doExport(false), text: 'Export (check)' }),
      h('button', { 'data-testid': 'map-save', onclick: () => doExport(true), text: 'Save map file' }),
      h('button', { 'data-testid': 'map-import', onclick: doImport, text: 'Import from text' }),
      h('span', { class: t.message.startsWith('Valid') || t.message.startsWith('Imported') ? 'ok' : 'message', 'data-testid': 'map-status', text: t.message }),
    ),
    json,
  );
}

const clamp = (n: number): number => (Number.isFinite(n) ? Math.max(1, Math.min(60, Math.trunc(n))) : 10);

function parseKey(k: string | null | undefined): Hex | null {
  if (!k) return null;
  const m = /^(-?\d+),(-?\d+)$/.exec(k);
  return m ? { q: Number(m[1]), r: Number(m[2]) } : null;
}
