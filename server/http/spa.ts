import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SpaOptions {
  readonly staticDir: string;
  /** Paths that never fall back to index.html (API, identity provider, health). */
  readonly reservedPrefixes: readonly string[];
}

/** Hashed bundles (Vite's `assets/name-HASH.js`, also their `.br`/`.gz` copies) never change. */
const HASHED = /-[\w-]{8}\.(js|css|woff2?)(\.br|\.gz)?$/;

/**
 * Pages prerendered at build time (scripts/build/prerender.ts): served for their path instead of the
 * empty index.html, so their content is painted before any JavaScript runs.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/auth/login': 'auth/login.html',
  // The dashboard's frame, shown by its own script only to a signed-in visitor (src/di/dashboard-frame.ts).
  '/': 'dashboard.html',
};

/**
 * Serves the built SPA, with the brotli and gzip copies the build writes next to each file when the
 * browser accepts them. `GET /` always gets the page; other unknown GET paths that accept HTML get
 * index.html (client-side routing), or their prerendered page; everything else gets a JSON 404.
 */
export async function spaRoutes(app: FastifyInstance, opts: SpaOptions): Promise<void> {
  const indexFile = path.join(opts.staticDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(
      ([, file]) => built && existsSync(path.join(opts.staticDir, file)),
    ),
  );

  const isReserved = (url: string) =>
    opts.reservedPrefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const accepts = request.headers.accept ?? '';
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isReserved(request.url) &&
      // The product's address itself is a page for everyone (curl, monitors), not only browsers.
      (accepts.includes('text/html') || pathname === '/')
    ) {
      if (!built) {
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><meta charset="utf-8"><title>Sistema de Planillas</title><p>La aplicación no está compilada. Ejecute <code>npm run build</code>.</p>',
          );
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').sendFile(prerendered.get(pathname) ?? 'index.html');
    }
    return reply.code(404).send({ error: 'NotFound', message: 'Recurso no disponible.' });
  });
}
