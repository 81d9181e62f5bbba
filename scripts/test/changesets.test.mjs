// Every pending changeset names only packages that changesets versions: the workspace's public
// packages. A private one (playground, bench) beside a public one makes `changeset version` refuse
// the whole release ("mixed changesets"); a name that is not a workspace package is a typo.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function workspacePackages() {
  const out = new Map();
  for (const dir of readdirSync(join(root, 'packages'))) {
    const file = join(root, 'packages', dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    out.set(pkg.name, pkg.private === true);
  }
  return out;
}

/** The package names in a changeset's front matter. */
function namedIn(text) {
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!m) return null;
  // YAML keys: double-quoted, single-quoted or bare (changesets reads all three).
  return m[1].split('\n').filter((l) => l.trim() !== '').map((l) => {
    const k = /^(?:"([^"]+)"|'([^']+)'|([@\w./-]+)):\s*(patch|minor|major)$/.exec(l.trim());
    return k ? (k[1] ?? k[2] ?? k[3]) : `unreadable line: ${l}`;
  });
}

describe('changesets', () => {
  const packages = workspacePackages();
  const files = readdirSync(join(root, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');

  it('the workspace has public and private packages to check against', () => {
    expect([...packages.values()]).toContain(true);
    expect([...packages.values()]).toContain(false);
  });

  it('each names at least one package, each a public workspace package', () => {
    const wrong = [];
    for (const f of files) {
      const names = namedIn(readFileSync(join(root, '.changeset', f), 'utf8'));
      if (names === null || names.length === 0) wrong.push(`${f}: no front matter naming a package`);
      else for (const n of names) if (packages.get(n) !== false) wrong.push(`${f}: ${n}${packages.has(n) ? ' is private' : ' is not a workspace package'}`);
    }
    expect(wrong).toEqual([]);
  });
});
