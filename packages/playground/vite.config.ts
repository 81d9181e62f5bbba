import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const packages = fileURLToPath(new URL('..', import.meta.url));

// Sibling packages are used from source, so neither dev nor build needs them built first.
export default defineConfig({
  resolve: { alias: [{ find: /^@esagono\/([a-z0-9-]+)$/, replacement: `${packages}$1/src/index.ts` }] },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // zod's sources carry comments Rollup cannot place; they are harmless, so keep the output readable.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
