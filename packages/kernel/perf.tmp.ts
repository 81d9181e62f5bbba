import { hexVisible, walkHexLine, hexDistance, type Hex } from './src/index.js';
const pairs: [Hex, Hex][] = [];
let seed = 1;
const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
while (pairs.length < 1000) { const a = { q: rnd(40) - 20, r: rnd(40) - 20 }; const b = { q: rnd(40) - 20, r: rnd(40) - 20 }; if (hexDistance(a, b) === 10) pairs.push([a, b]); }
const blocks = (h: Hex) => ((h.q * 7 + h.r * 13) & 15) === 0;
const pol = { blocks, edge: 'either' as const };
let cnt = 0;
const visitor = { hex: (q: number, r: number) => { cnt += q; return false; } };
function time(name: string, f: () => void) {
  for (let i = 0; i < 50; i++) f();
  const t0 = performance.now(); let n = 0;
  while (performance.now() - t0 < 1000) { f(); n++; }
  console.log(name, ((performance.now() - t0) * 1000 / (n * 1000)).toFixed(3), 'us/query');
}
time('walk', () => { for (const [a, b] of pairs) walkHexLine(a, b, visitor); });
time('los either', () => { for (const [a, b] of pairs) hexVisible(a, b, pol); });
time('distance', () => { for (const [a, b] of pairs) cnt += hexDistance(a, b); });
