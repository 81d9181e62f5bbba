/**
 * A CPU profile of the bench's decisions case along seeded random playouts, summarised: the top
 * functions by self time and by inclusive time (so a speed change's effect shows per function).
 *   npx tsx packages/normandy44/scripts/profile-decisions.ts [scenario=mini-game] [seconds=15] [out=/tmp/n44.cpuprofile]
 */
import { readFileSync } from 'node:fs';
import { decisionsLine, timeDecisions } from '../../bench/src/profile.js';
import { game, scenarios } from '../src/index.js';

interface Node {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly Node[];
  readonly samples: readonly number[];
}

const [name = 'mini-game', secondsArg = '15', out = '/tmp/n44.cpuprofile'] = process.argv.slice(2);
const setup = scenarios[name as keyof typeof scenarios];
if (!setup) throw new Error(`no scenario ${name}`);
console.log(decisionsLine(name, await timeDecisions(game, setup, { seconds: Number(secondsArg), profile: out })));

const p = JSON.parse(readFileSync(out, 'utf8')) as Profile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: Node): string => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\/packages\//, '')}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const total = new Map<string, number>();
for (const id of p.samples) {
  const n = byId.get(id);
  if (n === undefined) continue;
  self.set(label(n), (self.get(label(n)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let k: number | undefined = id; k !== undefined; k = parent.get(k)) {
    const l = label(byId.get(k) as Node);
    if (!seen.has(l)) total.set(l, (total.get(l) ?? 0) + 1);
    seen.add(l);
  }
}
const pct = (x: number): string => `${((100 * x) / p.samples.length).toFixed(1)}%`;
const top = (m: Map<string, number>, k: number): string[] => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([l, x]) => `${pct(x).padStart(6)} ${l}`);
console.log('-- self'); for (const l of top(self, 30)) console.log(l);
console.log('-- total'); for (const l of top(total, 60)) console.log(l);
