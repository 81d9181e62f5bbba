/**
 * Generates src/map/main-map.data.ts, the stand-in geography of the big map (CG R2.1, SB2), from
 * 1940 geography: a linear projection (lat, lon) -> (row, x) fitted to the hexes the text names
 * (Eben Emael 2928, Antwerpen 3424, Kaiserslautern 1737 and the Dutch cities of SB8.11), rough
 * border and coast polygons, terrain regions, and river polylines. A river runs on every hexside
 * whose centre-to-centre segment it crosses. Run: `node packages/caso-giallo/scripts/main-map.mjs`.
 * Reads nothing outside this file; the output is checked in and validated by the map schema.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ANCHORS = [
  ['2928', 50.8, 5.68], ['3424', 51.22, 4.4], ['1737', 49.44, 7.77], ['4224', 52.08, 4.31], ['4123', 52.01, 4.36],
  ['4024', 51.92, 4.48], ['4125', 52.01, 4.71], ['4127', 52.09, 5.12], ['4031', 51.98, 5.91], ['3830', 51.84, 5.86],
  ['4135', 52.22, 6.89], ['3725', 51.59, 4.78], ['3528', 51.44, 5.48], ['4131', 52.21, 5.97],
];
const xOf = (row, col) => col + (row % 2 === 1 ? 0.5 : 0);
// Least squares: row = a0 + a1 lat + a2 lon; x = b0 + b1 lat + b2 lon.
function fit(target) {
  const A = ANCHORS.map(([, la, lo]) => [1, la, lo]);
  const y = ANCHORS.map(([id]) => target(Number(id.slice(0, 2)), Number(id.slice(2))));
  const AtA = [0, 1, 2].map((i) => [0, 1, 2].map((j) => A.reduce((s, r) => s + r[i] * r[j], 0)));
  const Aty = [0, 1, 2].map((i) => A.reduce((s, r, k) => s + r[i] * y[k], 0));
  // Gaussian elimination, 3x3.
  const M = AtA.map((r, i) => [...r, Aty[i]]);
  for (let i = 0; i < 3; i++) {
    const p = M[i][i];
    for (let j = i; j < 4; j++) M[i][j] /= p;
    for (let k = 0; k < 3; k++) if (k !== i) { const f = M[k][i]; for (let j = i; j < 4; j++) M[k][j] -= f * M[i][j]; }
  }
  return M.map((r) => r[3]);
}
const R = fit((r) => r);
const X = fit((r, c) => xOf(r, c));
// Invert the 2x2 linear part to get lat/lon of a hex centre.
const det = R[1] * X[2] - R[2] * X[1];
function latLon(row, col) {
  const dr = row - R[0], dx = xOf(row, col) - X[0];
  return [(dr * X[2] - R[2] * dx) / det, (R[1] * dx - dr * X[1]) / det];
}
// Plane coordinates of a hex centre (x east, y north, in hex widths).
const plane = (row, col) => [xOf(row, col), row * 0.866];
function project(lat, lon) {
  const row = R[0] + R[1] * lat + R[2] * lon;
  const x = X[0] + X[1] * lat + X[2] * lon;
  return [x, row * 0.866];
}

const ROWS = [10, 45];
const COLS = [1, 40];

const inPoly = (pt, poly) => {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [yi, xi] = poly[i], [yj, xj] = poly[j];
    if ((yi > pt[0]) !== (yj > pt[0]) && pt[1] < ((xj - xi) * (pt[0] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

// (lat, lon) polygons, rough 1940 borders and coasts.
const LAND = [
  [48.5, -1.5], [49.3, -1.2], [49.45, 0.1], [49.9, 1.05], [50.15, 1.55], [50.75, 1.58], [50.97, 1.85], [51.06, 2.5], [51.25, 2.95], [51.37, 3.35],
  [51.35, 3.75], [51.45, 3.55], [51.6, 3.65], [51.75, 3.85], [51.85, 4.05], [52.0, 4.12], [52.1, 4.27], [52.45, 4.55], [52.95, 4.72],
  [53.0, 5.0], [52.55, 5.05], [52.35, 5.15], [52.32, 5.55], [52.5, 5.85], [52.8, 5.75], [53.2, 5.5], [53.45, 6.3], [53.4, 7.3], [53.5, 9],
  [48, 9], [48, -1.5],
];
const NL = [
  [50.75, 5.65], [50.9, 5.63], [51.2, 5.82], [51.25, 5.25], [51.45, 4.95], [51.42, 4.45], [51.36, 4.25], [51.27, 3.4], [51.37, 3.35],
  [51.6, 3.4], [53.6, 4.5], [53.6, 7.25], [53.0, 7.2], [52.55, 7.05], [52.25, 7.05], [52.05, 6.75], [51.85, 6.15], [51.73, 5.98],
  [51.5, 6.2], [51.25, 6.2], [51.05, 6.0], [50.77, 6.02],
];
const BE = [
  [51.08, 2.55], [50.8, 2.85], [50.72, 3.2], [50.55, 3.3], [50.45, 3.65], [50.33, 4.05], [50.05, 4.2], [49.97, 4.15], [50.15, 4.82],
  [49.95, 4.85], [49.8, 4.95], [49.7, 5.3], [49.55, 5.82], [49.6, 5.87], [49.9, 5.75], [50.15, 6.12], [50.35, 6.35], [50.6, 6.25],
  [50.77, 6.02], [50.75, 5.65], [50.9, 5.63], [51.2, 5.82], [51.25, 5.25], [51.45, 4.95], [51.42, 4.45], [51.36, 4.25], [51.27, 3.4], [51.37, 3.35], [51.3, 2.5],
];
const LUX = [[49.55, 5.82], [49.45, 6.37], [49.8, 6.52], [50.15, 6.12], [49.9, 5.75], [49.6, 5.87]];
const FR = [
  [48, -2], [51.3, -2], [51.3, 2.5], [51.08, 2.55], [50.8, 2.85], [50.72, 3.2], [50.55, 3.3], [50.45, 3.65], [50.33, 4.05], [50.05, 4.2],
  [49.97, 4.15], [50.15, 4.82], [49.95, 4.85], [49.8, 4.95], [49.7, 5.3], [49.55, 5.82], [49.45, 6.37], [49.3, 6.55], [49.1, 6.8],
  [49.2, 7.05], [49.1, 7.45], [49.05, 7.9], [48.97, 8.2], [48.0, 8.0],
];
const country = (p) => (inPoly(p, NL) ? 'NL' : inPoly(p, LUX) ? 'LUX' : inPoly(p, BE) ? 'BE' : inPoly(p, FR) ? 'FR' : 'DE');

// Terrain regions (lat, lon polygons), checked in order.
const box = (la0, lo0, la1, lo1) => [[la0, lo0], [la0, lo1], [la1, lo1], [la1, lo0]];
const TERRAIN_REGIONS = [
  ['forest', [[49.75, 4.55], [49.95, 4.55], [50.15, 4.9], [50.3, 5.6], [50.3, 6.0], [50.05, 6.05], [49.85, 5.7], [49.7, 5.3], [49.72, 4.95]]],
  ['rough', box(50.2, 5.6, 50.6, 6.1)],
  ['rough', box(49.85, 5.8, 50.2, 6.2)],
  ['rough', box(50.1, 6.25, 50.6, 7.05)],
  ['rough', box(49.6, 6.8, 50.1, 7.8)],
  ['forest', box(49.05, 7.45, 49.55, 8.05)],
  ['hill', box(49.05, 5.3, 49.35, 5.55)],
  ['woods', box(49.1, 4.85, 49.3, 5.05)],
  ['woods', box(49.3, 2.75, 49.45, 2.95)],
  ['woods', box(50.15, 3.65, 50.25, 3.85)],
  ['woods', box(50.68, 4.38, 50.78, 4.5)],
  ['hill', box(49.4, 3.45, 49.5, 3.8)],
  ['marsh', box(51.3, 5.65, 51.5, 5.95)],
  ['marsh', box(49.85, 1.9, 49.95, 2.9)],
  ['marsh', box(51.0, 2.35, 51.15, 2.75)],
  ['rough', box(49.6, 2.0, 49.8, 2.4)],
];
const terrainAt = (p) => TERRAIN_REGIONS.find(([, poly]) => inPoly(p, poly))?.[0] ?? 'clear';

// Settlements (lat, lon), with ports; Paris is three City hexes.
const CITIES = [
  ['Paris', 'city', 48.86, 2.35], ['Paris', 'city', 48.9, 2.2], ['Paris', 'city', 48.82, 2.5],
  ['Lille', 'city', 50.63, 3.06], ['Bruxelles', 'city', 50.85, 4.35], ['Gent', 'city', 51.05, 3.72], ['Liège', 'city', 50.63, 5.57],
  ['Charleroi', 'city', 50.41, 4.44], ['Reims', 'city', 49.26, 4.03], ['Amiens', 'city', 49.89, 2.3], ['Rouen', 'city', 49.44, 1.1],
  ['Le Havre', 'city', 49.49, 0.11, true], ['Metz', 'city', 49.12, 6.18], ['Köln', 'city', 50.94, 6.96], ['Düsseldorf', 'city', 51.23, 6.78],
  ['Essen', 'city', 51.45, 7.01], ['Duisburg', 'city', 51.43, 6.76], ['Aachen', 'city', 50.78, 6.08], ['Koblenz', 'city', 50.36, 7.6],
  ['Saarbrücken', 'city', 49.23, 6.99], ['Mainz', 'city', 49.99, 8.27], ['Amsterdam', 'city', 52.37, 4.9],
  ['Oostende', 'town', 51.23, 2.92, true], ['Dunkerque', 'town', 51.03, 2.37, true], ['Calais', 'town', 50.95, 1.86, true], ['Boulogne', 'town', 50.72, 1.61, true],
  ['Brugge', 'town', 51.21, 3.22], ['Mechelen', 'town', 51.03, 4.48], ['Leuven', 'town', 50.88, 4.7], ['Namur', 'town', 50.47, 4.87],
  ['Mons', 'town', 50.45, 3.95], ['Tournai', 'town', 50.6, 3.39], ['Hasselt', 'town', 50.93, 5.34], ['Dinant', 'town', 50.26, 4.91],
  ['Bastogne', 'town', 50.0, 5.72], ['Arlon', 'town', 49.68, 5.82], ['Luxembourg', 'town', 49.61, 6.13], ['Sedan', 'town', 49.7, 4.94],
  ['Charleville', 'town', 49.77, 4.72], ['Verdun', 'town', 49.16, 5.38], ['Valenciennes', 'town', 50.36, 3.52], ['Cambrai', 'town', 50.18, 3.23],
  ['Arras', 'town', 50.29, 2.78], ['Saint-Quentin', 'town', 49.85, 3.29], ['Laon', 'town', 49.56, 3.62], ['Soissons', 'town', 49.38, 3.32],
  ['Compiègne', 'town', 49.42, 2.83], ['Abbeville', 'town', 50.1, 1.83], ['Beauvais', 'town', 49.43, 2.08], ['Châlons', 'town', 48.96, 4.36],
  ['Maubeuge', 'town', 50.28, 3.97], ['Trier', 'town', 49.75, 6.64], ['Bonn', 'town', 50.73, 7.1], ['Mönchengladbach', 'town', 51.19, 6.44],
  ['Maastricht', 'town', 50.85, 5.69], ['Roermond', 'town', 51.19, 5.99], ['Venlo', 'town', 51.37, 6.17], ['Vlissingen', 'town', 51.44, 3.57],
  ['Haarlem', 'town', 52.38, 4.64], ['Zwolle', 'town', 52.51, 6.09], ['Groningen', 'city', 53.22, 6.57], ['Münster', 'city', 51.96, 7.63],
  ['Wesel', 'town', 51.66, 6.62], ['Prüm', 'town', 50.21, 6.42], ['Mayen', 'town', 50.33, 7.22], ['Thionville', 'town', 49.36, 6.17],
  ['Épernay', 'town', 49.04, 3.95], ['Château-Thierry', 'town', 49.05, 3.4], ['Meaux', 'town', 48.96, 2.88],
];

const RIVERS = [
  ['Meuse', 'major', [[48.7, 5.6], [49.16, 5.38], [49.49, 5.19], [49.7, 4.97], [49.77, 4.72], [49.9, 4.73], [50.14, 4.83], [50.26, 4.91], [50.47, 4.87], [50.52, 5.24], [50.63, 5.57], [50.73, 5.69], [50.85, 5.71], [51.19, 5.99], [51.37, 6.17], [51.7, 5.97], [51.76, 5.5], [51.72, 5.0], [51.7, 4.6]]],
  ['Rhein', 'rhine', [[49.0, 8.25], [49.5, 8.45], [49.99, 8.27], [49.97, 7.9], [50.36, 7.6], [50.73, 7.1], [50.94, 6.96], [51.23, 6.77], [51.43, 6.76], [51.66, 6.62], [51.83, 6.25], [51.87, 6.0]]],
  ['Waal', 'major', [[51.87, 6.0], [51.85, 5.9], [51.83, 5.3], [51.8, 4.7]]],
  ['Moselle', 'major', [[48.69, 6.17], [49.12, 6.18], [49.36, 6.17], [49.47, 6.36], [49.75, 6.64], [49.95, 7.1], [50.36, 7.6]]],
  ['Sambre', 'minor', [[50.1, 3.7], [50.28, 3.97], [50.41, 4.44], [50.47, 4.87]]],
  ['Escaut', 'major', [[49.95, 3.25], [50.18, 3.23], [50.36, 3.52], [50.6, 3.39], [50.85, 3.6], [51.05, 3.72], [51.22, 4.4], [51.4, 4.2], [51.42, 3.6]]],
  ['Lys', 'minor', [[50.64, 2.4], [50.69, 2.88], [50.83, 3.26], [51.05, 3.72]]],
  ['Dyle', 'minor', [[50.6, 4.6], [50.72, 4.6], [50.88, 4.7], [51.03, 4.48], [51.1, 4.36]]],
  ['Canal Albert', 'minor', [[50.65, 5.6], [50.8, 5.66], [50.84, 5.63], [50.93, 5.34], [51.18, 4.83], [51.22, 4.42]]],
  ['Somme', 'major', [[49.8, 3.4], [49.85, 3.29], [49.93, 2.93], [49.89, 2.3], [50.1, 1.83], [50.2, 1.55]]],
  ['Oise', 'minor', [[49.92, 4.08], [49.9, 3.63], [49.61, 3.22], [49.42, 2.83], [49.05, 2.1], [48.99, 2.09]]],
  ['Aisne', 'minor', [[49.2, 4.9], [49.4, 4.7], [49.51, 4.37], [49.38, 3.32], [49.42, 2.83]]],
  ['Seine', 'major', [[48.55, 2.66], [48.8, 2.45], [48.88, 2.3], [48.99, 1.72], [49.44, 1.1], [49.47, 0.2]]],
  ['Marne', 'major', [[48.6, 4.6], [48.96, 4.36], [49.04, 3.95], [49.05, 3.4], [48.96, 2.88], [48.82, 2.42]]],
  ['Saar', 'minor', [[48.75, 7.05], [49.23, 6.99], [49.44, 6.64], [49.7, 6.58]]],
  ['IJssel', 'major', [[51.97, 6.05], [52.25, 6.15], [52.51, 6.09], [52.6, 5.9]]],
];

// Roads between towns (a simplified 1940 network): consecutive hexes along the straight line.
const ROADS = [
  ['Paris', 'Compiègne', 'Saint-Quentin', 'Cambrai', 'Valenciennes', 'Mons', 'Bruxelles', 'Mechelen', 'Antwerpen'],
  ['Paris', 'Meaux', 'Château-Thierry', 'Reims', 'Charleville', 'Dinant', 'Namur', 'Liège', 'Aachen', 'Köln'],
  ['Paris', 'Beauvais', 'Amiens', 'Arras', 'Lille', 'Gent', 'Antwerpen', 'Breda', 'Rotterdam', 'Den Haag'],
  ['Amiens', 'Abbeville', 'Boulogne', 'Calais', 'Dunkerque', 'Oostende', 'Brugge', 'Gent'],
  ['Reims', 'Verdun', 'Metz', 'Saarbrücken', 'Kaiserslautern', 'Mainz'],
  ['Sedan', 'Arlon', 'Luxembourg', 'Trier', 'Koblenz', 'Bonn', 'Köln', 'Düsseldorf', 'Duisburg', 'Wesel', 'Münster'],
  ['Bruxelles', 'Leuven', 'Hasselt', 'Maastricht', 'Aachen'],
  ['Namur', 'Bastogne', 'Prüm', 'Mayen', 'Koblenz'],
  ['Antwerpen', 'Eindhoven', 'Venlo', 'Mönchengladbach', 'Düsseldorf'],
  ['Rotterdam', 'Utrecht', 'Arnhem', 'Wesel'],
  ['Utrecht', 'Amsterdam', 'Haarlem'],
];

// ---------------------------------------------------------------------------------------------
const id = (r, c) => `${r}${String(c).padStart(2, '0')}`;
const hexes = new Map();
for (let r = ROWS[0]; r <= ROWS[1]; r++) {
  for (let c = COLS[0]; c <= COLS[1]; c++) {
    const p = latLon(r, c);
    if (!inPoly(p, LAND)) continue;
    hexes.set(id(r, c), { r, c, country: country(p), terrain: terrainAt(p) });
  }
}
const nearestHex = (lat, lon) => {
  const [x, y] = project(lat, lon);
  let best = null, bd = Infinity;
  for (const [k, h] of hexes) {
    const [hx, hy] = plane(h.r, h.c);
    const d = (hx - x) ** 2 + (hy - y) ** 2;
    if (d < bd) { bd = d; best = k; }
  }
  return best;
};
const settlements = new Map();
for (const [name, kind, la, lo, port] of CITIES) {
  let k = nearestHex(la, lo);
  if (settlements.has(k) && name === 'Paris') {
    // The three Paris hexes are distinct neighbours.
    const [x, y] = project(la, lo);
    k = [...hexes.keys()].filter((q) => !settlements.has(q)).sort((a, b) => {
      const pa = plane(hexes.get(a).r, hexes.get(a).c), pb = plane(hexes.get(b).r, hexes.get(b).c);
      return (pa[0] - x) ** 2 + (pa[1] - y) ** 2 - ((pb[0] - x) ** 2 + (pb[1] - y) ** 2);
    })[0];
  }
  if (settlements.has(k)) continue;
  settlements.set(k, { name, kind, port: port === true });
}
// Neighbours, odd-r with rows growing north (digest 5.1).
function neighbours(r, c) {
  const odd = r % 2 === 1;
  return [[r, c + 1], [r, c - 1], odd ? [r + 1, c] : [r + 1, c - 1], odd ? [r + 1, c + 1] : [r + 1, c], odd ? [r - 1, c] : [r - 1, c - 1], odd ? [r - 1, c + 1] : [r - 1, c]];
}
const cross = (p1, p2, p3, p4) => {
  const d = (a, b, c) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const d1 = d(p3, p4, p1), d2 = d(p3, p4, p2), d3 = d(p1, p2, p3), d4 = d(p1, p2, p4);
  return d1 * d2 < 0 && d3 * d4 < 0;
};
const sides = new Map();
const sideKey = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
for (const [name, kind, line] of RIVERS) {
  const pts = line.map(([la, lo]) => project(la, lo));
  for (const [k, h] of hexes) {
    for (const [nr, nc] of neighbours(h.r, h.c)) {
      const n = id(nr, nc);
      if (!hexes.has(n) || n < k) continue;
      const a = plane(h.r, h.c), b = plane(nr, nc);
      for (let i = 0; i + 1 < pts.length; i++) {
        if (cross(a, b, pts[i], pts[i + 1])) { sides.set(sideKey(k, n), { river: kind, name }); break; }
      }
    }
  }
}
// Roads: walk from town to town, always to the neighbour closest to the target.
const byName = new Map([...settlements].map(([k, v]) => [v.name, k]));
for (const [k, name] of [['3424', 'Antwerpen'], ['4224', 'Den Haag'], ['4024', 'Rotterdam'], ['4127', 'Utrecht'], ['4031', 'Arnhem'], ['3528', 'Eindhoven'], ['3725', 'Breda'], ['1737', 'Kaiserslautern']]) byName.set(name, k);
for (const route of ROADS) {
  for (let i = 0; i + 1 < route.length; i++) {
    let cur = byName.get(route[i]);
    const goal = byName.get(route[i + 1]);
    if (!cur || !goal) throw new Error(`road: ${route[i]} or ${route[i + 1]} unknown`);
    const g = plane(hexes.get(goal).r, hexes.get(goal).c);
    for (let guard = 0; cur !== goal && guard < 60; guard++) {
      const h = hexes.get(cur);
      const next = neighbours(h.r, h.c).map(([r, c]) => id(r, c)).filter((n) => hexes.has(n)).sort((a, b) => {
        const pa = plane(hexes.get(a).r, hexes.get(a).c), pb = plane(hexes.get(b).r, hexes.get(b).c);
        return (pa[0] - g[0]) ** 2 + (pa[1] - g[1]) ** 2 - ((pb[0] - g[0]) ** 2 + (pb[1] - g[1]) ** 2);
      })[0];
      const s = sides.get(sideKey(cur, next)) ?? {};
      // A road over a river is a River Crossing (a bridge).
      sides.set(sideKey(cur, next), { ...s, road: true, ...(s.river ? { crossing: true } : {}) });
      cur = next;
    }
  }
}

const rows = [];
for (let r = ROWS[1]; r >= ROWS[0]; r--) {
  let cs = '', ts = '';
  for (let c = COLS[0]; c <= COLS[1]; c++) {
    const h = hexes.get(id(r, c));
    cs += h ? { NL: 'N', BE: 'B', LUX: 'L', FR: 'F', DE: 'D' }[h.country] : '-';
    ts += h ? { clear: '.', woods: 'w', rough: 'r', forest: 'f', hill: 'h', marsh: 'm', mountain: 'M', flooded: '~' }[h.terrain] : '-';
  }
  rows.push(`  '${r} ${cs} ${ts}',`);
}
const out = `/**
 * GENERATED by scripts/main-map.mjs (stand-in geography of our own, CG R2.1, SB2): do not edit by
 * hand, edit the generator. One line per hex row, north first: "RR countries terrains", one
 * character per column 01-${COLS[1]} (countries N B L F D, '-' off the map (sea); terrain '.' clear, w woods,
 * r rough, f forest, h hill, m marsh, ~ flooded).
 */
export const MAIN_ROWS: readonly string[] = [
${rows.join('\n')}
];

export const MAIN_SETTLEMENTS: readonly (readonly [string, 'town' | 'city', string, boolean])[] = [
${[...settlements].sort().map(([k, v]) => `  ['${k}', '${v.kind}', ${JSON.stringify(v.name)}, ${v.port}],`).join('\n')}
];

/** Hexsides: [a, b, river ('' none), name, crossing, road]. */
export const MAIN_SIDES: readonly (readonly [string, string, '' | 'minor' | 'major' | 'rhine', string, boolean, boolean])[] = [
${[...sides].sort().map(([k, v]) => { const [a, b] = k.split('|'); return `  ['${a}', '${b}', '${v.river ?? ''}', ${JSON.stringify(v.name ?? '')}, ${v.crossing === true}, ${v.road === true}],`; }).join('\n')}
];
`;
writeFileSync(fileURLToPath(new URL('../src/map/main-map.data.ts', import.meta.url)), out);
console.log(`hexes ${hexes.size}, settlements ${settlements.size}, sides ${sides.size}; R ${R.map((v) => v.toFixed(3))}, X ${X.map((v) => v.toFixed(3))}`);
