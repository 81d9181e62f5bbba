/** Self and total time per function of a V8 .cpuprofile: `npx tsx scripts/prof-summary.ts <file> [rows]`. */
import { readFileSync } from 'node:fs';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[]; hitCount?: number }
const prof = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as { nodes: Node[]; samples: number[] };
const rows = Number(process.argv[3] ?? 40);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: Node) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
for (const id of prof.samples) {
  all++;
  const n = byId.get(id)!;
  self.set(name(n), (self.get(name(n)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = name(byId.get(cur)!);
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + 1);
  }
}
const pct = (v: number) => ((100 * v) / all).toFixed(1).padStart(5);
console.log('-- self');
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(pct(v), k);
console.log('-- total');
for (const [k, v] of [...total].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(pct(v), k);
// Lines with the most self samples (from V8's position ticks).
const lines = new Map<string, number>();
for (const n of prof.nodes as (Node & { positionTicks?: { line: number; ticks: number }[] })[])
  for (const t of n.positionTicks ?? []) {
    const k = `${n.callFrame.url.split('/').slice(-1)[0]}:${t.line} ${n.callFrame.functionName}`;
    lines.set(k, (lines.get(k) ?? 0) + t.ticks);
  }
console.log('-- lines');
for (const [k, v] of [...lines].sort((a, b) => b[1] - a[1]).slice(0, rows)) console.log(pct(v), k);
