/**
 * The transcription draft and its pure edits: paint terrain on a hex, name it, toggle a
 * feature on a hexside, export to a map file (validated by `MapFileSchema`) and import back.
 */
import {
  hexKey,
  hexsideBetween,
  hexsideHexes,
  hexsideId,
  offsetToHex,
  parseHexKey,
  parseHexsideId,
  type Hex,
  type OffsetLayout,
} from '@esagono/kernel';
import { MapFileSchema, type MapFile } from './schema.js';

export interface Draft {
  readonly title: string;
  readonly layout: OffsetLayout;
  readonly width: number;
  readonly height: number;
  readonly base: string;
  /** Terrain by hex key, where it differs from `base`. */
  readonly terrain: Readonly<Record<string, string>>;
  readonly names: Readonly<Record<string, string>>;
  /** Features by hexside id (kernel `hexsideId`), sorted. */
  readonly sides: Readonly<Record<string, readonly string[]>>;
}

export function newDraft(title: string, layout: OffsetLayout, width: number, height: number, base: string): Draft {
  return { title, layout, width, height, base, terrain: {}, names: {}, sides: {} };
}

/** Every hex of the rectangle, row by row. */
export function draftHexes(d: Draft): Hex[] {
  const out: Hex[] = [];
  for (let row = 0; row < d.height; row++) for (let col = 0; col < d.width; col++) out.push(offsetToHex({ col, row }, d.layout));
  return out;
}

export function terrainOf(d: Draft, h: Hex): string {
  return d.terrain[hexKey(h)] ?? d.base;
}

export function paint(d: Draft, h: Hex, terrain: string): Draft {
  const k = hexKey(h);
  const next = { ...d.terrain };
  if (terrain === d.base) delete next[k];
  else next[k] = terrain;
  return { ...d, terrain: next };
}

export function rename(d: Draft, h: Hex, name: string): Draft {
  const k = hexKey(h);
  const next = { ...d.names };
  const t = name.trim();
  if (t === '') delete next[k];
  else next[k] = t;
  return { ...d, names: next };
}

/** Adds `feature` to the side between a and b, or removes it if present. Non-adjacent hexes change nothing. */
export function toggleFeature(d: Draft, a: Hex, b: Hex, feature: string): Draft {
  const side = hexsideBetween(a, b);
  if (!side) return d;
  const id = hexsideId(side);
  const now = d.sides[id] ?? [];
  const list = now.includes(feature) ? now.filter((f) => f !== feature) : [...now, feature].sort();
  const next = { ...d.sides };
  if (list.length === 0) delete next[id];
  else next[id] = list;
  return { ...d, sides: next };
}

export function featuresOf(d: Draft, a: Hex, b: Hex): readonly string[] {
  const side = hexsideBetween(a, b);
  return side ? (d.sides[hexsideId(side)] ?? []) : [];
}

/** The map file of the draft: every hex with its terrain, sides in id order. */
export function exportMap(d: Draft): MapFile {
  const hexes = draftHexes(d).map((h) => {
    const name = d.names[hexKey(h)];
    const row = { q: h.q, r: h.r, terrain: terrainOf(d, h) };
    return name === undefined ? row : { ...row, name };
  });
  const hexsides = Object.keys(d.sides)
    .sort()
    .flatMap((id) => {
      const side = parseHexsideId(id);
      const features = d.sides[id];
      if (!side || !features) return [];
      const [a, b] = hexsideHexes(side);
      return [{ a: { q: a.q, r: a.r }, b: { q: b.q, r: b.r }, features: [...features] }];
    });
  return { title: d.title, layout: d.layout, width: d.width, height: d.height, hexes, hexsides };
}

export type Checked = { readonly ok: true; readonly map: MapFile } | { readonly ok: false; readonly message: string };

export function checkMap(data: unknown): Checked {
  const r = MapFileSchema.safeParse(data);
  if (r.success) return { ok: true, map: r.data };
  const issue = r.error.issues[0];
  return { ok: false, message: issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid map file' };
}

/** A draft from a map file; `base` is the most common terrain. */
export function importMap(m: MapFile): Draft {
  const counts = new Map<string, number>();
  for (const h of m.hexes) counts.set(h.terrain, (counts.get(h.terrain) ?? 0) + 1);
  const base = [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]?.[0] ?? 'clear';
  let d = newDraft(m.title, m.layout, m.width, m.height, base);
  for (const h of m.hexes) {
    d = paint(d, h, h.terrain);
    if (h.name !== undefined) d = rename(d, h, h.name);
  }
  for (const s of m.hexsides) for (const f of s.features) d = toggleFeature(d, s.a, s.b, f);
  return d;
}

export { parseHexKey };
