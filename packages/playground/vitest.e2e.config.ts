import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packages = fileURLToPath(new URL('..', import.meta.url));

// Browser tests: run by `npm run test:e2e` after `vite build`; each file serves dist/ with `vite preview`.
// Tests that prepare a position (a move log to load) use the titles from source, as the page does.
export default defineConfig({
  resolve: { alias: [{ find: /^@esagono\/([a-z0-9-]+)$/, replacement: `${packages}$1/src/index.ts` }] },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One preview server on a fixed port at a time.
    fileParallelism: false,
  },
});
