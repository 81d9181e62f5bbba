import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '@esagono/kernel';
import { game as casoGiallo, logMove as cgLog, renderSvg as cgSvg, scenarios as cgScenarios } from '@esagono/caso-giallo';
import { game as normandy44, logMove as n44Log, renderSvg as n44Svg, scenarios as n44Scenarios } from '@esagono/normandy44';
import { run, titles, type TitleEntry } from '../src/index.js';

/** Runs the CLI core with the built-in registry, capturing its output. */
async function cli(argv: string[]) {
  await new Promise((r) => setImmediate(r));
  let out = '';
  let err = '';
  const code = await run(argv, { titles, stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) } });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'esagono-cli-operational-'));

// The two operational hex titles (issues #17, #19): play logs in words and --svg with the package's renderer.
const CASES = [
  { id: 'normandy44', game: normandy44, setup: n44Scenarios.cherbourg, render: (s: unknown) => n44Svg(s as never, { legend: true }), log: n44Log, rule: /\(N44 [\d.]+\)/ },
  { id: 'caso-giallo', game: casoGiallo, setup: cgScenarios['fortress-holland'], render: (s: unknown) => cgSvg(s as never, { legend: true }), log: cgLog, rule: /\(CG (R|SB)[\d.]+/ },
] as const;

describe.each(CASES)('$id in esagono play', ({ id, game, setup, render, log, rule }) => {
  const entry = titles[id] as TitleEntry;

  it("registers the package's renderer and describer", () => {
    const s = game.setup(setup as never);
    if (!s.ok) throw new Error(s.error.message);
    expect(entry.render?.(s.state)).toBe(render(s.state));
    expect(entry.describe).toBe(log);
  });

  it('logs every move in words with its rule, never as JSON, and saves the final position with --svg', async () => {
    const svg = join(dir, `${id}.svg`);
    const logFile = join(dir, `${id}.json`);
    const r = await cli(['play', id, '--seed', '4', '--svg', svg, '--log', logFile]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const moves = r.out.split('\n').filter((l) => /^\s+\d+ {2}/.test(l));
    expect(moves.length).toBeGreaterThan(50);
    for (const l of moves) {
      expect(l).not.toMatch(/[{}]/);
      expect(l).toMatch(rule);
    }
    expect(r.out).toContain(`final position saved to ${svg}`);
    const saved = JSON.parse(readFileSync(logFile, 'utf8')) as { setup: unknown; seed: number; moves: unknown[] };
    const again = replay(game as never, saved.setup as never, saved.moves as never[], { seed: saved.seed });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    const text = readFileSync(svg, 'utf8');
    expect(text).toBe(render(again.state));
    expect(text.startsWith('<svg')).toBe(true);
  });
});
