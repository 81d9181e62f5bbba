/**
 * Hex geometry of the map (DDOB 2.1; digest §5.1, confirmed by the transcription): ids RRCC, rows
 * grow inland, columns grow westward, pointy-topped hexes in rows with even rows shifted half a hex
 * toward higher CC ("even-r").
 */
export function rowCol(id: string): readonly [number, number] {
  return [Number(id.slice(0, 2)), Number(id.slice(2, 4))];
}

export function hexId(r: number, c: number): string {
  return `${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}`;
}

/** The six neighbour ids (some may not be on the map). */
export function neighbourIds(id: string): string[] {
  const [r, c] = rowCol(id);
  const d = r % 2 === 0 ? [0, 1] : [-1, 0];
  return [
    hexId(r, c - 1),
    hexId(r, c + 1),
    hexId(r - 1, c + (d[0] as number)),
    hexId(r - 1, c + (d[1] as number)),
    hexId(r + 1, c + (d[0] as number)),
    hexId(r + 1, c + (d[1] as number)),
  ];
}

/** Hex distance through axial coordinates q = c − ⌊(r + (r&1)) / 2⌋ (ids parsed by char codes: hot path). */
export function distance(a: string, b: string): number {
  const r1 = (a.charCodeAt(0) - 48) * 10 + a.charCodeAt(1) - 48;
  const c1 = (a.charCodeAt(2) - 48) * 10 + a.charCodeAt(3) - 48;
  const r2 = (b.charCodeAt(0) - 48) * 10 + b.charCodeAt(1) - 48;
  const c2 = (b.charCodeAt(2) - 48) * 10 + b.charCodeAt(3) - 48;
  const dq = c1 - ((r1 + (r1 & 1)) >> 1) - (c2 - ((r2 + (r2 & 1)) >> 1));
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export function sideKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
