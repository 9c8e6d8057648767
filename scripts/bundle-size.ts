import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JavaScript a browser downloads for the first page: the entry chunk and every chunk it imports
 * statically (modulepreload), as listed in the built index.html. Lazy routes are not counted.
 */
export interface BundleFigures {
  firstLoadRaw: number;
  firstLoadGzip: number;
  totalGzip: number;
  firstLoadFiles: string[];
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function measureBundle(distDir = path.resolve('dist')): BundleFigures {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const firstLoadFiles = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  const all = readdirSync(path.join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
  let firstLoadRaw = 0;
  let firstLoadGzip = 0;
  for (const file of new Set(firstLoadFiles)) {
    const full = path.join(distDir, file);
    firstLoadRaw += statSync(full).size;
    firstLoadGzip += gzipSize(full);
  }
  const totalGzip = all.reduce((sum, f) => sum + gzipSize(path.join(distDir, 'assets', f)), 0);
  return { firstLoadRaw, firstLoadGzip, totalGzip, firstLoadFiles };
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
