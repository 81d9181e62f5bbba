/** The .m44 files' coordinates read through the kernel's doubled-coordinate helpers (M44 p.6; digest §5.2). */
import { describe, expect, it } from 'vitest';
import { doubledToHex, hexMap, hexRectangle, hexToDoubled, hexToOffset, type Doubled, type Hex } from '@esagono/kernel';
import { fixtureFiles, readFixture } from './fixtures.js';

describe('.m44 coordinates and the kernel doubled layout', () => {
  it('every hexagon of the Memoir 44 scenario files is a valid doubled coordinate on a 13 x 9 board', () => {
    const files = fixtureFiles();
    expect(files.length).toBeGreaterThan(0);
    // The standard board: even rows hold 13 hexes (cols 0..24), odd rows 12 (cols 1..23), M44 5.2.
    const board = hexMap(
      Array.from({ length: 9 }, (_, row) => row).flatMap((row) =>
        Array.from({ length: row % 2 === 0 ? 13 : 12 }, (_, i) => doubledToHex({ row, col: 2 * i + (row % 2) }) as Hex),
      ),
    );
    expect(board.size).toBe(113);
    // The same board is the 13 x 9 odd-r rectangle without the last hex of each odd row.
    const rect = hexRectangle(13, 9, 'odd-r').filter((h) => !(h.r % 2 === 1 && hexToOffset(h, 'odd-r').col === 12));
    expect(rect.every((h) => board.has(h))).toBe(true);
    expect(rect.length).toBe(113);
    let seen = 0;
    for (const f of files) {
      const json = readFixture(f) as unknown as { board: { hexagons: Doubled[] } };
      for (const { row, col } of json.board.hexagons) {
        const h = doubledToHex({ row, col });
        expect(h, `${f} (${row}, ${col})`).not.toBeNull();
        expect(board.has(h as Hex), `${f} (${row}, ${col})`).toBe(true);
        expect(hexToDoubled(h as Hex)).toEqual({ row, col });
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(100);
  });
});
