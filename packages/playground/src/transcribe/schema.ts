/**
 * The map file the transcription mode exports: a rectangle of hexes in an offset layout
 * (kernel `OffsetLayout`, whose letter also fixes flat- or pointy-top), terrain and an
 * optional name per hex, and features per hexside between two adjacent hexes.
 * Kept in the playground until the operational titles define their own map format.
 */
import { z } from 'zod';
import { OFFSET_LAYOUTS, hexDistance, hexToOffset, hexsideBetween, hexsideId, type OffsetLayout } from '@esagono/kernel';

export const AxialSchema = z.object({ q: z.number().int(), r: z.number().int() }).strict();

export const MapHexSchema = z
  .object({
    q: z.number().int(),
    r: z.number().int(),
    terrain: z.string().min(1).max(40),
    name: z.string().min(1).max(60).optional(),
  })
  .strict();

export const MapHexsideSchema = z
  .object({
    a: AxialSchema,
    b: AxialSchema,
    features: z.array(z.string().min(1).max(40)).min(1),
  })
  .strict();

const BaseMapFileSchema = z
  .object({
    title: z.string().min(1).max(60),
    layout: z.enum(OFFSET_LAYOUTS as readonly [OffsetLayout, ...OffsetLayout[]]),
    width: z.number().int().min(1).max(200),
    height: z.number().int().min(1).max(200),
    hexes: z.array(MapHexSchema),
    hexsides: z.array(MapHexsideSchema),
  })
  .strict();

/** A map file: the shape above, every hex inside the rectangle once, every hexside between neighbours once. */
export const MapFileSchema = BaseMapFileSchema.superRefine((m, ctx) => {
  const seen = new Set<string>();
  m.hexes.forEach((h, i) => {
    const o = hexToOffset(h, m.layout);
    if (o.col < 0 || o.row < 0 || o.col >= m.width || o.row >= m.height) {
      ctx.addIssue({ code: 'custom', message: `hex (${h.q}, ${h.r}) is outside the ${m.width}x${m.height} map`, path: ['hexes', i] });
    }
    const k = `${h.q},${h.r}`;
    if (seen.has(k)) ctx.addIssue({ code: 'custom', message: `hex (${h.q}, ${h.r}) is listed twice`, path: ['hexes', i] });
    seen.add(k);
  });
  const sides = new Set<string>();
  m.hexsides.forEach((s, i) => {
    const side = hexDistance(s.a, s.b) === 1 ? hexsideBetween(s.a, s.b) : null;
    if (!side) {
      ctx.addIssue({ code: 'custom', message: 'a hexside joins two adjacent hexes', path: ['hexsides', i] });
      return;
    }
    if (!seen.has(`${s.a.q},${s.a.r}`) && !seen.has(`${s.b.q},${s.b.r}`)) {
      ctx.addIssue({ code: 'custom', message: 'a hexside touches at least one hex of the map', path: ['hexsides', i] });
    }
    const id = hexsideId(side);
    if (sides.has(id)) ctx.addIssue({ code: 'custom', message: `hexside ${id} is listed twice`, path: ['hexsides', i] });
    sides.add(id);
  });
});

export type MapFile = z.infer<typeof MapFileSchema>;
