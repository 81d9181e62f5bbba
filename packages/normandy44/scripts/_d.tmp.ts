import { hexDistance } from '@esagono/kernel';
import { normandyBoard } from '../src/map/index.js';
const b = normandyBoard();
const d = (a: string, c: string) => hexDistance(b.map.hexes[b.locOf(a)] as never, b.map.hexes[b.locOf(c)] as never);
for (const h of ['2323', '2223', '2322', '1815', '1928', '2029', '3606', '2131', '2512', '2811']) console.log(h, Math.min(...b.file.beaches.map((x) => d(h, x.hex))));
