import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { devApiProxy } from '../vite/dev-api-proxy';

/** Vendor groups, so no chunk carries all of react-admin, MUI and React at once. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|clsx|stylis)[\\/]/ },
  { name: 'markdown', test: /node_modules[\\/](marked|dompurify)[\\/]/ },
  { name: 'react-admin', test: /node_modules[\\/]/ },
];

// Served by the same Node process as the reader site, so its files live under their own prefix.
export default defineConfig({
  // Brotli and gzip files beside the built ones: the server sends them as they are (web.middleware.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: {
    outDir: 'dist',
    assetsDir: 'admin-assets',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
  server: { port: 5174, proxy: devApiProxy() },
});
