// The README's first example passes in a vitest project with default settings (issue #15: one
// long test tripped "Timeout calling onTaskUpdate"): run in a child vitest, 10 games.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

describe('README first example in a default vitest project', () => {
  it('is the README text, and passes as many short tests within the default timeout', () => {
    const readme = readFileSync(here('../README.md'), 'utf8');
    const example = readFileSync(here('default-vitest/readme-first-example.spec.ts'), 'utf8').split('\n').slice(1).join('\n').trim();
    const first = /```ts\n([\s\S]*?)```/.exec(readme)?.[1]?.trim();
    expect(first).toBe(example);
    const vitest = here('../../../node_modules/vitest/vitest.mjs');
    const run = spawnSync(process.execPath, [vitest, 'run', '--config', here('default-vitest/vitest.config.ts')], {
      encoding: 'utf8',
      env: { ...process.env, ESAGONO_CONFORMANCE_RUNS: '10', CI: '1', NO_COLOR: '1' },
      timeout: 170_000,
    });
    // eslint-disable-next-line no-control-regex
    const out = `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
    expect(run.status, out).toBe(0);
    expect(out).toMatch(/Tests\s+2 passed \(2\)/);
    expect(out).not.toMatch(/onTaskUpdate|timed out/i);
  }, 180_000);
});
