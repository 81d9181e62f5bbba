import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, type Rng } from '@esagono/kernel';
import { MEMOIR_BOT_DEFAULTS, determinize, evaluate, game, renderSvg, type Player, type State } from '@esagono/memoir44';
import { run, titles, type TitleEntry, type TitleRegistry } from '../src/index.js';

/** Runs the CLI core with a registry (the built-in one by default), capturing its output. */
async function cli(argv: string[], registry: TitleRegistry = titles) {
  let out = '';
  let err = '';
  const code = await run(argv, { titles: registry, stdout: { write: (s: string) => (out += s) }, stderr: { write: (s: string) => (err += s) } });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'esagono-cli-m44-'));
const entry = titles.memoir44 as TitleEntry;

describe("Memoir '44 in the CLI registry", () => {
  it('registers the renderer, the determinizer, the heuristic and the bot defaults of @esagono/memoir44', () => {
    expect(entry.game.id).toBe(game.id);
    expect(entry.determinize).toBe(determinize);
    expect(entry.evaluate).toBe(evaluate);
    expect(entry.mcts).toEqual({ rolloutMoves: MEMOIR_BOT_DEFAULTS.rolloutMoves, exploration: MEMOIR_BOT_DEFAULTS.exploration });
    const s = game.setup(entry.scenarios['pegasus-bridge'] as Parameters<typeof game.setup>[0]);
    expect(s.ok).toBe(true);
    if (s.ok) expect(entry.render?.(s.state)).toBe(renderSvg(s.state));
  });

  it('plays pegasus-bridge with --svg and saves a picture of the final position', async () => {
    const svg = join(dir, 'final.svg');
    const log = join(dir, 'game.json');
    const r = await cli(['play', 'memoir44', '--scenario', 'pegasus-bridge', '--seed', '2', '--svg', svg, '--log', log]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`final position saved to ${svg}`);
    const saved = JSON.parse(readFileSync(log, 'utf8')) as { setup: unknown; seed: number; moves: unknown[] };
    const again = replay(game, saved.setup as Parameters<typeof game.setup>[0], saved.moves as never[], { seed: saved.seed });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    const text = readFileSync(svg, 'utf8');
    expect(text).toBe(renderSvg(again.state));
    // The picture's structure is checked in memoir44's own tests; here, that it is the whole board.
    expect(text.startsWith('<svg')).toBe(true);
    expect(text.match(/<polygon class="hex"/g)).toHaveLength(113);
    expect(text.match(/<g class="unit"/g)).toHaveLength(again.state.units.filter((u) => u.at >= 0).length);
  });

  it('play --bots mcts,random searches with the determinizer and the heuristic, for the mcts seat only', async () => {
    const seen: Player[] = [];
    let evaluated = 0;
    const spied: TitleRegistry = {
      memoir44: {
        ...entry,
        determinize: ((s: State, me: Player, rng: Rng) => {
          seen.push(me);
          return determinize(s, me, rng);
        }) as TitleEntry['determinize'],
        evaluate: ((s: State, p: Player) => {
          evaluated++;
          return evaluate(s, p);
        }) as TitleEntry['evaluate'],
      },
    };
    const r = await cli(['play', 'memoir44', '--bots', 'mcts,random', '--iterations', '3', '--seed', '5'], spied);
    expect(r.code).toBe(0);
    expect(r.out).toContain('mcts: 3 iterations');
    expect(r.out).not.toContain('sees hidden information');
    expect(seen.length).toBeGreaterThan(0);
    // Seats follow game.players: allies play mcts, axis random.
    expect(new Set(seen)).toEqual(new Set(['allies']));
    expect(evaluated).toBeGreaterThan(0);
  });
});
