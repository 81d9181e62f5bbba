import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replay } from '@esagono/kernel';
import { skirmish } from '../../kernel/test/fixtures/skirmish.js';
import { run, wilson, type StudyFile, type TitleRegistry } from '../src/index.js';
import { bareTitles, titles } from './fixtures/titles.js';

const titlesModule = new URL('./fixtures/titles.ts', import.meta.url).href;

/** Runs the CLI core with the test registry, capturing its output. */
async function cli(argv: string[], opts: { registry?: TitleRegistry; tty?: boolean } = {}) {
  let out = '';
  let err = '';
  const code = await run(argv, {
    titles: opts.registry ?? titles,
    titlesModule,
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s), isTTY: opts.tty ?? false },
  });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'esagono-cli-'));
const file = (name: string, content?: unknown) => {
  const p = join(dir, name);
  if (content !== undefined) writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};

describe('esagono: help and usage errors', () => {
  it('prints help with exit 0, per command too', async () => {
    const all = await cli(['--help']);
    expect(all.code).toBe(0);
    for (const c of ['play', 'simulate', 'merge', 'replay', 'validate']) expect(all.out).toContain(`esagono ${c}`);
    const one = await cli(['simulate', '--help']);
    expect(one.code).toBe(0);
    expect(one.out).toContain('--shard');
    expect((await cli(['help', 'replay'])).out).toContain('first illegal move');
  });

  it('exits 2 with an actionable message on bad usage', async () => {
    expect((await cli([])).code).toBe(2);
    const unknown = await cli(['fly']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown command "fly"');
    const opt = await cli(['play', 'skirmish', '--sead', '3']);
    expect(opt.code).toBe(2);
    expect(opt.err).toContain('unknown option --sead');
    const title = await cli(['play', 'chess']);
    expect(title.err).toContain('known: skirmish');
    const scen = await cli(['play', 'skirmish', '--scenario', 'nope']);
    expect(scen.code).toBe(2);
    expect(scen.err).toContain('standard, brutal');
    const bots = await cli(['play', 'skirmish', '--bots', 'mcts']);
    expect(bots.code).toBe(2);
    expect(bots.err).toContain('one per player (red, blue)');
    expect((await cli(['simulate', 'skirmish', '--games', 'many'])).err).toContain('--games must be an integer');
    expect((await cli(['simulate', 'skirmish', '--shard', '2/2'])).err).toContain('--shard must be i/n');
  });
});

describe('esagono play', () => {
  it('plays a readable game whose JSON log replays to the reported outcome', async () => {
    const text = await cli(['play', 'skirmish', '--bots', 'mcts,random', '--seed', '4', '--iterations', '30']);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^\s+1 {2}chance/m);
    expect(text.out).toContain('result: ');
    const json = await cli(['play', 'skirmish', '--bots', 'mcts,random', '--seed', '4', '--iterations', '30', '--json']);
    const r = JSON.parse(json.out);
    const again = replay(skirmish, r.log.setup, r.log.moves, { seed: r.log.seed });
    expect(again.ok).toBe(true);
    if (again.ok) expect(skirmish.outcome(again.state)).toEqual(r.outcome);
    expect(text.out).toContain(`after ${r.moves} moves`);
    // Same seed, same game; the text log has one line per move.
    expect((await cli(['play', 'skirmish', '--bots', 'mcts,random', '--seed', '4', '--iterations', '30'])).out).toBe(text.out);
    expect(text.out.split('\n').filter((l) => /^\s+\d+ {2}/.test(l))).toHaveLength(r.moves);
  });

  it('writes an SVG when the title can render, and says so when it cannot', async () => {
    const svg = file('final.svg');
    expect((await cli(['play', 'skirmish', '--svg', svg])).code).toBe(0);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<svg/);
    const none = await cli(['play', 'skirmish', '--svg', svg], { registry: bareTitles });
    expect(none.code).toBe(2);
    expect(none.err).toContain('no SVG renderer');
  });
});

describe('esagono replay', () => {
  it('accepts a saved log and catches a corrupted one at the right index with its rule (SK 0)', async () => {
    const logPath = file('game.json');
    expect((await cli(['play', 'skirmish', '--seed', '9', '--log', logPath])).code).toBe(0);
    const ok = await cli(['replay', logPath]);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('all legal; game over');
    const log = JSON.parse(readFileSync(logPath, 'utf8'));
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: log.moves.length - 1 }), async (i) => {
        const moves = [...log.moves];
        // A move of the wrong kind for the phase: SK 0.
        moves[i] = moves[i].type === 'react' ? { type: 'roll', die: 1 } : { type: 'react', choice: 'take-loss' };
        const bad = file(`bad-${i}.json`, { ...log, moves });
        const r = await cli(['replay', bad, '--json']);
        expect(r.code).toBe(1);
        const v = JSON.parse(r.out);
        expect(v.index).toBe(i);
        expect(v.error.rule).toBe('SK 0');
        const t = await cli(['replay', bad]);
        expect(t.out).toContain(`moves[${i}]`);
        expect(t.out).toContain('rule SK 0');
      }),
      { numRuns: 10 },
    );
  });

  it('names a card not in hand (SK 2) and refuses files that are not logs', async () => {
    const log = { game: 'skirmish', setup: {}, moves: [{ type: 'deal', card: 1 }, { type: 'deal', card: 2 }, { type: 'deal', card: 1 }, { type: 'deal', card: 2 }, { type: 'play', card: 3 }] };
    const r = await cli(['replay', file('sk2.json', log)]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('moves[4]');
    expect(r.out).toContain('not-in-hand, rule SK 2');
    expect((await cli(['replay', file('notlog.json', { hello: 1 })])).code).toBe(2);
    expect((await cli(['replay', file('other.json', { ...log, game: 'chess' })])).err).toContain('unknown title "chess"');
    expect((await cli(['replay', join(dir, 'missing.json')])).err).toContain('file not found');
  });
});

describe('esagono validate', () => {
  it('accepts a good setup and names every bad field', async () => {
    expect((await cli(['validate', 'skirmish', file('good.json', { hp: 4 })])).code).toBe(0);
    const bad = await cli(['validate', 'skirmish', file('bad.json', { hp: -1, copies: 'x' })]);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('- hp:');
    expect(bad.out).toContain('- copies:');
    const json = JSON.parse((await cli(['validate', 'skirmish', file('bad.json'), '--json'])).out);
    expect(json.problems.map((p: { path: string }) => p.path).sort()).toEqual(['copies', 'hp']);
    const broken = await cli(['validate', 'skirmish', file('broken.json', '{"hp": ')]);
    expect(broken.code).toBe(2);
    expect(broken.err).toContain('not valid JSON');
  });
});

describe('esagono simulate and merge', () => {
  const base = ['simulate', 'skirmish', '--scenario', 'brutal', '--bots', 'mcts,random', '--iterations', '20', '--seed', '77', '--games', '24'];

  it('reports win rates with Wilson intervals that add up over the games', async () => {
    const r = await cli([...base, '--workers', '1', '--json']);
    expect(r.code).toBe(0);
    const study: StudyFile = JSON.parse(r.out);
    const s = study.summary;
    expect(study.records).toHaveLength(24);
    expect(s.players.reduce((a, p) => a + p.count, 0) + s.draws.count + s.unfinished).toBe(24);
    for (const p of s.players) {
      expect(p.ci95[0]).toBeLessThanOrEqual(p.rate);
      expect(p.ci95[1]).toBeGreaterThanOrEqual(p.rate);
      expect(p.count).toBe(study.records.filter((g) => g.winner === p.player).length);
    }
    expect(s.length.min).toBeLessThanOrEqual(s.length.median);
    expect(s.length.median).toBeLessThanOrEqual(s.length.max);
    const text = await cli([...base, '--workers', '1']);
    expect(text.out).toMatch(/red\s+\(mcts\)\s+wins\s+[\d.]+%\s+95% CI \[/);
  });

  it('shards merge into exactly the single run, and two worker threads agree with one', async () => {
    const whole = file('whole.json');
    const a = file('a.json');
    const b = file('b.json');
    const c = file('c.json');
    expect((await cli([...base, '--workers', '1', '--out', whole])).code).toBe(0);
    expect((await cli([...base, '--workers', '1', '--shard', '0/3', '--out', a])).code).toBe(0);
    expect((await cli([...base, '--workers', '1', '--shard', '1/3', '--out', b])).code).toBe(0);
    // The last shard on two threads, as a user would run it.
    expect((await cli([...base, '--workers', '2', '--shard', '2/3', '--out', c])).code).toBe(0);
    const merged = await cli(['merge', a, b, c, '--json']);
    expect(merged.code).toBe(0);
    const single: StudyFile = JSON.parse(readFileSync(whole, 'utf8'));
    const m: StudyFile = JSON.parse(merged.out);
    expect(m.records).toEqual(single.records);
    expect(m.summary).toEqual(single.summary);
    expect(JSON.parse(readFileSync(a, 'utf8')).records.every((g: { k: number }) => g.k % 3 === 0)).toBe(true);
    // Same text report as the single run, shard annotations aside.
    expect((await cli(['merge', a, b, c])).out).toBe((await cli([...base, '--workers', '1'])).out);
  });

  it('refuses to merge different studies and warns about a missing shard', async () => {
    const a = file('m1.json');
    const other = file('m2.json');
    await cli([...base, '--workers', '1', '--shard', '0/2', '--out', a]);
    await cli([...base.map((x) => (x === '77' ? '78' : x)), '--workers', '1', '--shard', '1/2', '--out', other]);
    const r = await cli(['merge', a, other]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('seed is 78 vs 77');
    const lone = await cli(['merge', a]);
    expect(lone.code).toBe(0);
    expect(lone.err).toContain('12 of 24 games are in none of the files');
  });

  it('--swap rotates the seats game by game and counts wins per bot', async () => {
    const r = await cli([...base, '--workers', '1', '--swap', '--json']);
    const study: StudyFile = JSON.parse(r.out);
    expect(study.records.map((g) => g.bots.join(','))).toEqual(study.records.map((g) => (g.k % 2 === 0 ? 'mcts,random' : 'random,mcts')));
    for (const b of study.summary.byBot) {
      const won = study.records.filter((g) => g.winner !== null && g.bots[['red', 'blue'].indexOf(g.winner)] === b.bot);
      expect(b.count).toBe(won.length);
    }
    expect(study.summary.players.every((p) => p.bot === 'mixed')).toBe(true);
    expect((await cli([...base, '--workers', '1', '--swap'])).out).toMatch(/by bot\s+\(mcts\)\s+wins/);
  });

  it('draws a progress bar on a terminal; a quick run off a terminal prints nothing', async () => {
    const tty = await cli([...base, '--games', '5', '--workers', '1'], { tty: true });
    expect(tty.err).toContain('5/5 games');
    const pipe = await cli([...base, '--games', '5', '--workers', '1']);
    expect(pipe.err).toBe('');
  });
});

describe('Wilson interval', () => {
  it('contains the observed rate, stays in [0, 1] and narrows with more trials', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.round(f * n);
        const [lo, hi] = wilson(k, n);
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
        expect(lo).toBeLessThanOrEqual(k / n + 1e-12);
        expect(hi).toBeGreaterThanOrEqual(k / n - 1e-12);
        const [lo4, hi4] = wilson(4 * k, 4 * n);
        expect(hi4 - lo4).toBeLessThan(hi - lo);
      }),
    );
  });
});
