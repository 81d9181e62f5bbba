// A user's vitest project: vitest's defaults (5 s per test, no testTimeout set), the packages
// resolved from this repository's sources as a user's node_modules would give their builds.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packages = fileURLToPath(new URL('../../../', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@esagono\/testkit\/vitest$/, replacement: `${packages}testkit/src/vitest.ts` },
      { find: /^@esagono\/([a-z0-9-]+)$/, replacement: `${packages}$1/src/index.ts` },
    ],
  },
  test: { root: fileURLToPath(new URL('.', import.meta.url)), include: ['*.spec.ts'] },
});
