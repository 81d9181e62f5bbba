// The inside-repo check (scripts/inside-repo.mjs): a user's clone has nothing beside it, so no test,
// script or build step may name a path outside the repository.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeFiles, findOutsideReaches } from '../inside-repo.mjs';

/** A throw-away repository root with the given files; returns the root. */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'inside-repo-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const reachesOf = (files) => {
  const root = repo(files);
  return findOutsideReaches(root, codeFiles(root)).map((r) => r.replace(/\(.*\)$/, '').trim());
};

describe('inside-repo check', () => {
  it('flags a test that reads the folder beside the clone through import.meta.url', () => {
    const r = reachesOf({
      'packages/a/test/f.ts': "export const D = new URL('../../../../shared/fixtures/', import.meta.url);\n", // inside-repo: allow
    });
    expect(r).toEqual(['packages/a/test/f.ts:1: relative path "../../../../shared/fixtures/" leaves the repository']); // inside-repo: allow
  });

  it("flags one machine's absolute folder, and leaves system paths alone", () => {
    const r = reachesOf({
      'packages/a/test/g.test.ts': "const dir = '/work/shared/fixtures/memoir44';\nconst c = '/usr/bin/chromium';\nconst t = '/tmp/x';\n", // inside-repo: allow
    });
    expect(r).toEqual(['packages/a/test/g.test.ts:1: absolute path "/work/shared/fixtures/memoir44" names one machine\'s folder']); // inside-repo: allow
  });

  it("flags a run of '..' arguments that climbs above the root, not one that stays inside", () => {
    const r = reachesOf({
      'scripts/s.mjs': "const up = join(here, '..', '..');\nconst ok = join(here, '..');\n", // inside-repo: allow
    });
    expect(r).toEqual(["scripts/s.mjs:1: 2 '..' steps climb out of the repository"]); // inside-repo: allow
  });

  it('reads package.json scripts as commands', () => {
    const r = reachesOf({
      'packages/a/package.json': JSON.stringify({ scripts: { build: 'node ../../../tools/build.mjs', ok: 'node ../../scripts/x.mjs' } }, null, 2), // inside-repo: allow
    });
    expect(r).toEqual(['packages/a/package.json:3: relative path "../../../tools/build.mjs" leaves the repository']); // inside-repo: allow
  });

  it('paths inside the repository, comments and node_modules are not reaches', () => {
    const r = reachesOf({
      'packages/a/test/h.ts': "// reads ../../../../shared in prose only\nconst f = new URL('../fixtures/x.json', import.meta.url);\n", // inside-repo: allow
      'node_modules/dep/index.js': "require('/work/elsewhere');\n", // inside-repo: allow
    });
    expect(r).toEqual([]);
  });

  it('this repository reaches nowhere outside itself', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    expect(findOutsideReaches(root)).toEqual([]);
  });
});
