import { createHash } from 'node:crypto';
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
 * The prerendered page's start of the application, moved after its first paint. A `<script
 * type="module">` and its `modulepreload` links in the HTML are fetched and compiled while the browser
 * would paint the form, which delays the first paint by hundreds of milliseconds on a slow CPU; started
 * after the first frame, the same modules are fetched together (all the preloads at once, as the HTML did)
 * and the form comes to life no later. Returns the page without them and a small classic script
 * (`defer`, same origin: the Content-Security-Policy allows it) that adds them once the page is painted,
 * or at once in a tab that is not shown (no frame comes there).
 */
export function deferAppStart(html: string): { html: string; boot: string } {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('prerender: no entry <script type="module"> in index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1] as string,
  );
  const boot = `/* Starts the application once the prerendered page is painted (scripts/build/prerender.ts). */
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry[1])};
    document.head.appendChild(script);
  }
  // A click on the form's button (or Enter in a field) before the application runs is not lost: it is
  // noted on <html>, outside the hydrated markup, and the button submits once it is alive (SubmitButton).
  function note(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('#root[data-prerendered]')) return;
    var button = target.closest('button[data-submit]');
    var enter = event.type === 'keydown' && event.key === 'Enter' && target instanceof HTMLInputElement;
    if ((button && button.type === 'button') || enter)
      document.documentElement.setAttribute('data-submit-requested', '');
  }
  document.addEventListener('click', note, true);
  document.addEventListener('keydown', note, true);
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
  document.addEventListener('visibilitychange', start, { once: true });
})();
`;
  return {
    html: html
      .replace(/\n\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace(entry[0], '%BOOT%'),
    boot,
  };
}

/**
 * Writes `dist/auth/login.html`: the built index.html with the sign-in page rendered into #root, its
 * critical CSS in <head>, so the form is painted from the HTML alone; the JavaScript that brings it to
 * life (the entry, its chunks and the page's own chunks) is requested right after that first paint
 * (`deferAppStart`). The app hydrates the form.
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
          const deferred = deferAppStart(html);
          const bootFile = `assets/sign-in-start-${createHash('sha256').update(deferred.boot).digest('hex').slice(0, 8)}.js`;
          writeFileSync(path.join(outDir, bootFile), deferred.boot);
          const finalHtml = deferred.html.replace(
            '%BOOT%',
            `<script defer src="${escapeAttribute(base + bootFile)}"></script>`,
          );
          mkdirSync(path.dirname(path.join(outDir, SIGN_IN_FILE)), { recursive: true });
          writeFileSync(path.join(outDir, SIGN_IN_FILE), finalHtml);
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
