import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text the browser fetches (source maps are left as they are). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `name.br` (brotli, maximum quality) and `name.gz` (gzip -9) next to every compressible file of
 * `dir`, when it is at least 1 kB and the copy is smaller. The server sends them as they are
 * (@fastify/static `preCompressed`), so compression costs nothing per request.
 */
export function precompressDirectory(dir: string): { files: number; raw: number; brotli: number } {
  let count = 0;
  let raw = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
    raw += content.length;
    brotli += Math.min(br.length, content.length);
  }
  return { files: count, raw, brotli };
}

/** The build's last step: compressed copies of everything in the output directory. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'planillas-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const { files: count, raw, brotli } = precompressDirectory(outDir);
        this.info?.(
          `precompressed ${count} files: ${(raw / 1024).toFixed(0)} kB → ${(brotli / 1024).toFixed(0)} kB brotli`,
        );
      },
    },
  };
}
