import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { aboutFile } from './scripts/build/about-file.ts';
import { chunkGroups, SIGN_IN_ENTRY } from './scripts/build/chunk-groups.ts';
import { precompress } from './scripts/build/precompress.ts';
import { prerender } from './scripts/build/prerender.ts';

// The SPA build. The server (server/) serves `dist/` and the API on one port.
export default defineConfig({
  // precompress() stays last: it compresses what the other plugins wrote (the prerendered page too).
  plugins: [react(), aboutFile(), prerender(), precompress()],
  publicDir: 'public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // Fewer, larger files for what is always loaded together (scripts/build/chunk-groups.ts).
    rolldownOptions: {
      // The application's entry, and the prerendered sign-in page's (src/sign-in.tsx, its island).
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        [SIGN_IN_ENTRY]: path.resolve(import.meta.dirname, 'src/sign-in.tsx'),
      },
      output: { codeSplitting: { groups: chunkGroups(import.meta.dirname) } },
    },
  },
});
