import { defineConfig } from 'vitest/config';

// Browser tests: run by `npm run test:e2e` after `vite build`; each file serves dist/ with `vite preview`.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One preview server on a fixed port at a time.
    fileParallelism: false,
  },
});
