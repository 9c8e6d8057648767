import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** The module that renders the sign-in page, and the file the server sends for /auth/login. */
const RENDERER = '/src/di/prerender-sign-in.tsx';
const PAGE_MODULE = 'src/presentation/auth/login/LoginPage.tsx';
export const SIGN_IN_FILE = 'auth/login.html';

interface Renderer {
  prerenderSignIn(
    translations: Record<string, unknown>,
  ): Promise<{ html: string; css: string; ids: string[] }>;
  SIGN_IN_PATH: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Writes `dist/auth/login.html`: the built index.html with the sign-in page rendered into #root, its
 * critical CSS in <head> and `modulepreload` links for the page's own chunks, so the form is painted
 * from the HTML and the JavaScript that brings it to life is requested at once. The app hydrates it.
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let pageChunks: string[] = [];
  return {
    name: 'planillas-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const page = chunks.find((c) => c.facadeModuleId?.endsWith(PAGE_MODULE));
      if (!page) throw new Error(`prerender: no chunk for ${PAGE_MODULE}`);
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = byName.get(fileName);
        if (!chunk || seen.has(fileName) || chunk.isEntry) return;
        seen.add(fileName);
        chunk.imports.forEach(visit);
      };
      visit(page.fileName);
      pageChunks = [...seen];
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const server = await createServer({
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const renderer = (await server.ssrLoadModule(RENDERER)) as Renderer;
          const translations = JSON.parse(
            readFileSync(path.join(root, 'public/assets/i18n/es.json'), 'utf8'),
          ) as Record<string, unknown>;
          const page = await renderer.prerenderSignIn(translations);
          const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const base = template.match(/<script type="module"[^>]*src="([^"]*\/)assets\//)?.[1] ?? '/';
          const preloads = pageChunks
            .filter((file) => !template.includes(file))
            .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`)
            .join('\n');
          const style = `    <style data-emotion="css ${escapeAttribute(page.ids.join(' '))}">${page.css}</style>`;
          const html = template
            .replace('</head>', `${preloads}\n${style}\n  </head>`)
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${renderer.SIGN_IN_PATH}">${page.html}</div>`,
            );
          if (!html.includes('data-prerendered'))
            throw new Error('prerender: no <div id="root"></div> in index.html');
          mkdirSync(path.dirname(path.join(outDir, SIGN_IN_FILE)), { recursive: true });
          writeFileSync(path.join(outDir, SIGN_IN_FILE), html);
          this.info?.(
            `prerendered ${renderer.SIGN_IN_PATH}: ${(page.html.length / 1024).toFixed(1)} kB of markup, ${(page.css.length / 1024).toFixed(1)} kB of critical CSS`,
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
