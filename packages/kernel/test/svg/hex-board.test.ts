import { describe, expect, it } from 'vitest';
import { forEachHexside, hex, hexMap, hexParallelogram, hexPicture, legendHeight, legendSwatch, svgDocument, svgLegend, svgPoints, svgStack } from '../../src/index.js';

// A 3 x 2 parallelogram of pointy-top hexes of size 10.
const map = hexMap(hexParallelogram(0, 2, 0, 1));
const at = (q: number, r: number): number => map.indexOf(hex(q, r));
const SQRT3 = Math.sqrt(3);

describe('svg/hex-board: the hex-map picture every title shares', () => {
  const pic = hexPicture(map.hexes, { size: 10, top: 30, bottom: 20 });

  it('lays the hexes out pointy-top, rows growing northward: a larger r is drawn higher', () => {
    const a = pic.centre(at(0, 0));
    const north = pic.centre(at(0, 1));
    const east = pic.centre(at(1, 0));
    // One column east: sqrt(3) * size to the right, same height.
    expect(east.x - a.x).toBeCloseTo(SQRT3 * 10, 1);
    expect(east.y).toBe(a.y);
    // One row north: 1.5 * size higher (smaller y), half a column right.
    expect(a.y - north.y).toBeCloseTo(15, 1);
    expect(north.x - a.x).toBeCloseTo((SQRT3 * 10) / 2, 1);
  });

  it('sizes the picture to the hexes with half a hex of margin, the room above and below added', () => {
    // Width: 3.5 hex widths of the parallelogram, plus 2 * 5 margin.
    expect(pic.width).toBeCloseTo(3.5 * SQRT3 * 10 + 10, 1);
    // Height: 2 rows (1.5 * 10 apart) of 20-high hexes = 35, plus margins and the room above and below.
    expect(pic.height).toBeCloseTo(35 + 10 + 30 + 20, 1);
    expect(pic.top).toBe(30);
    // Every corner inside the map's band.
    for (let l = 0; l < map.size; l++) for (const c of pic.corners(l)) expect(c.y >= 30 && c.y <= pic.height - 20).toBe(true);
  });

  it('gives each side of a hex as two of its corners, shared with the neighbour across it', () => {
    const l = at(0, 0);
    for (let d = 0; d < 6; d++) {
      const nb = map.neighbor(l, d);
      if (nb < 0) continue;
      const [p, q] = pic.side(l, d);
      const back = (d + 3) % 6;
      const [p2, q2] = pic.side(nb, back);
      expect([p, q].map((x) => `${x.x},${x.y}`).sort()).toEqual([p2, q2].map((x) => `${x.x},${x.y}`).sort());
    }
  });

  it('visits each hexside once, from the lower location, edge sides with -1', () => {
    const seen = new Set<string>();
    let edges = 0;
    forEachHexside(map, (loc, d, nb) => {
      if (nb < 0) edges++;
      else {
        expect(nb).toBeGreaterThan(loc);
        const k = `${loc}-${nb}`;
        expect(seen.has(k)).toBe(false);
        seen.add(k);
      }
    });
    // A 3 x 2 parallelogram: 2 sides within each row, 5 between the rows; 6 * 6 - 2 * 9 = 18 on the edge.
    expect(seen.size).toBe(9);
    expect(edges).toBe(18);
  });

  it('draws a stack: tooltip, at most 3 shadows, the top counter (red when highlighted), its content, +N', () => {
    const one = svgStack({ at: { x: 5, y: 6 }, width: 12, size: 10, fills: ['#111'], highlight: false, title: 'A', content: ['<x/>'], more: { x: 0.6, y: -0.5 }, attrs: { class: 'stack' } });
    expect(one).toBe('<g class="stack" transform="translate(5 6)"><title>A</title><rect class="counter" x="-6" y="-6" width="12" height="12" rx="0.8" fill="#111" stroke="#222" stroke-width="0.4"/><x/></g>');
    const five = svgStack({ at: { x: 0, y: 0 }, width: 12, size: 10, fills: ['#a', '#b', '#c', '#d', '#e'], highlight: true, title: 'B', content: [], more: { x: 0.6, y: -0.5 }, attrs: {} });
    expect(five.match(/<rect /g)).toHaveLength(4);
    expect(five).toContain('stroke="#b3261e"');
    expect(five).toContain('>+4</text>');
    // Shadows deepest first: the 4th unit's colour before the 2nd's.
    expect(five.indexOf('#d')).toBeLessThan(five.indexOf('#b"'));
  });

  it('lays a legend out in rows across the width, and sizes it', () => {
    const items = ['a', 'b', 'c', 'd', 'e'].map((label) => ({ swatch: legendSwatch.box(10, '#fff'), label }));
    const g = svgLegend(items, { size: 10, width: 300, y: 100, rows: 2 });
    // 3 a row: columns 100 wide; the 4th item opens the second row, 12 lower.
    expect(g).toContain('translate(4 100)');
    expect(g).toContain('translate(104 100)');
    expect(g).toContain('translate(4 112)');
    expect(legendHeight(10, 2)).toBe(30);
    expect(legendSwatch.line(10, '#00f', 0.2, '3 2')).toBe('<line x1="0" y1="3" x2="8" y2="3" stroke="#00f" stroke-width="2" stroke-dasharray="3 2"/>');
  });

  it('wraps a body in the document with its size and a background', () => {
    expect(svgDocument(20, 10, ['<g/>'])).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10" font-family="sans-serif"><rect x="0" y="0" width="20" height="10" fill="#fbf8ef"/><g/></svg>');
    expect(svgPoints([{ x: 1.234, y: -0.001 }, { x: 2, y: 3 }])).toBe('1.23,0 2,3');
  });
});
