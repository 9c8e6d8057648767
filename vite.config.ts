import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aboutFile } from './scripts/build/about-file.ts';

// The SPA build. The server (server/) serves `dist/` and the API on one port.
export default defineConfig({
  plugins: [react(), aboutFile()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
});
