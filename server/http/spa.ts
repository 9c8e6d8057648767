import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SpaOptions {
  readonly staticDir: string;
  /** Paths that never fall back to index.html (API, identity provider, health). */
  readonly reservedPrefixes: readonly string[];
}

/**
 * Serves the built SPA. Unknown GET paths that accept HTML get index.html (client-side routing);
 * everything else gets a JSON 404.
 */
export async function spaRoutes(app: FastifyInstance, opts: SpaOptions): Promise<void> {
  const indexFile = path.join(opts.staticDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        // Hashed bundles (Vite's `assets/name-HASH.js`) never change; everything else is revalidated.
        const hashed = /-[\w-]{8}\.(js|css|woff2?)$/.test(filePath);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const isReserved = (url: string) =>
    opts.reservedPrefixes.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const accepts = request.headers.accept ?? '';
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isReserved(request.url) &&
      accepts.includes('text/html')
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
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'NotFound', message: 'Recurso no disponible.' });
  });
}
