import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineWorkspace } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Tests import sibling packages from source, so no build is needed before testing.
const alias = [
  { find: /^@esagono\/testkit\/vitest$/, replacement: `${root}packages/testkit/src/vitest.ts` },
  { find: /^@esagono\/([a-z0-9-]+)$/, replacement: `${root}packages/$1/src/index.ts` },
];

export default defineWorkspace([
  // The repository's own scripts (the inside-repo check).
  { test: { name: 'scripts', root: `${root}scripts`, include: ['test/**/*.test.mjs'] } },
  ...readdirSync(`${root}packages`)
    .filter((name) => existsSync(`${root}packages/${name}/test`))
    .map((name) => ({
      resolve: { alias },
      test: {
        name,
        root: `${root}packages/${name}`,
        include: ['test/**/*.test.ts'],
        testTimeout: 60_000,
        setupFiles: [`${root}vitest.setup.ts`],
      },
    })),
]);
