import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const target = process.env.PORTAL_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: false },
      '/v1': { target, changeOrigin: false },
      '/oidc': { target, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The contracts package only declares schemas; without this every zod schema of every area would
      // land in the first page's bundle because `z.object(...)` at module level looks like a side effect.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
