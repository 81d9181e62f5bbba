// Paired decisions: base and working tree in one process, alternating batches (CPU time).
import { Rng, pickChance } from '@esagono/kernel';
const [baseDir, workDir, name = 'mini-game', rounds = '12', per = '1.5'] = process.argv.slice(2);
type G = any;
async function load(dir: string) { const m = await import(`${dir}/packages/normandy44/src/index.ts`); const k = await import(`${dir}/packages/kernel/src/index.ts`); return { game: m.game as G, scen: m.scenarios[name], k }; }
function sample(L: any): any[] {
  const { game, scen, k } = L; const states: any[] = [];
  for (let seed = 0; seed < 20 && states.length < 1500; seed++) {
    const init = game.setup(scen, { seed }); let s = init.state; const rng = new k.Rng(seed);
    for (let i = 0; i < game.maxMoves && game.actor(s).kind !== 'terminal'; i++) {
      states.push(s);
      const m = game.actor(s).kind === 'chance' ? k.pickChance(game.chanceOutcomes(s), rng) : rng.pick(game.legalMoves(s));
      const r = game.resolve(s, m); if (!r.ok) break; s = r.state;
    }
  }
  return states;
}
const A = await load(baseDir); const B = await load(workDir);
const runners = [A, B].map((L) => { const states = sample(L); const rng = new L.k.Rng(7); let i = 0; const g = L.game;
  return () => { const s = states[i++ % states.length]; const m = g.actor(s).kind === 'chance' ? L.k.pickChance(g.chanceOutcomes(s), rng) : rng.pick(g.legalMoves(s)); g.resolve(s, m); }; });
for (const r of runners) for (let w = 0; w < 5000; w++) r();
const rate = (r: () => void) => { const t0 = process.cpuUsage(); let n = 0; for (;;) { for (let k = 0; k < 200; k++) r(); n += 200; const d = process.cpuUsage(t0); if (d.user + d.system > Number(per) * 1e6) return n / (d.user + d.system) * 1e6; } };
const ratios: number[] = []; const ra: number[] = []; const rb: number[] = [];
for (let i = 0; i < Number(rounds); i++) { const a = rate(runners[0]!); const b = rate(runners[1]!); ra.push(a); rb.push(b); ratios.push(b / a); }
const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
console.log(`${name}: base ${Math.round(med(ra))}/s, work ${Math.round(med(rb))}/s, median ratio ${med(ratios).toFixed(3)} [${ratios.map((r) => r.toFixed(2)).join(' ')}]`);
