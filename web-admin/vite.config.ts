import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the same Node process as the reader site, so its files live under their own prefix.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', assetsDir: 'admin-assets', emptyOutDir: true },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
