import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer, type Plugin, type Rolldown } from 'vite';
import { FRAME_ID } from '../../src/di/frame-markers.ts';
import { SIGN_IN_ENTRY } from './chunk-groups.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;

/** The module that renders the pages, and the files the server sends for /auth/login and /. */
const RENDERER = '/src/di/prerender.tsx';
const FRAME_SCRIPT = 'src/di/dashboard-frame.ts';
export const SIGN_IN_FILE = 'auth/login.html';
export const DASHBOARD_FILE = 'dashboard.html';

/** The modules whose chunks a page needs before it is usable (the route's lazy parts). */
const DASHBOARD_MODULES = [
  'src/presentation/shell/ShellLayout.tsx',
  'src/presentation/shell/ScreenGate.tsx',
  'src/presentation/dashboard/DashboardPage.tsx',
  'src/di/modules/shell.services.ts',
];

interface Page {
  html: string;
  css: string;
  ids: string[];
}

interface Renderer {
  /** The sign-in page as its island (src/sign-in.tsx) draws it. */
  prerenderSignIn(translations: Record<string, unknown>): Promise<Page>;
  prerenderDashboardFrame(translations: Record<string, unknown>): Promise<Page>;
  SIGN_IN_PATH: string;
  DASHBOARD_PATH: string;
}

/** Shows the frame only once its script has made it the visitor's. */
const FRAME_CSS = '#frame{display:none}html[data-frame] #frame{display:block}';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A click on the prerendered form's button (or Enter in a field) before the application runs is not lost:
 * it is noted on <html>, outside the hydrated markup, and the button submits once it is alive
 * (SubmitButton).
 */
const REPLAY_SUBMIT = `  function note(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('#root[data-prerendered]')) return;
    var button = target.closest('button[data-submit]');
    var enter = event.type === 'keydown' && event.key === 'Enter' && target instanceof HTMLInputElement;
    if ((button && button.type === 'button') || enter)
      document.documentElement.setAttribute('data-submit-requested', '');
  }
  document.addEventListener('click', note, true);
  document.addEventListener('keydown', note, true);
`;

/**
 * The prerendered page's start of the application, moved after its first paint. A `<script
 * type="module">` and its `modulepreload` links in the HTML are fetched and compiled while the browser
 * would paint the form, which delays the first paint by hundreds of milliseconds on a slow CPU; started
 * after the first frame, the same modules are fetched together (all the preloads at once, as the HTML did)
 * and the form comes to life no later. Returns the page without them and a small classic script
 * (`defer`, same origin: the Content-Security-Policy allows it) that adds them once the page is painted,
 * or at once in a tab that is not shown (no frame comes there).
 */
export function deferAppStart(
  html: string,
  { replaySubmit = true }: { replaySubmit?: boolean } = {},
): { html: string; boot: string } {
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
${replaySubmit ? REPLAY_SUBMIT : ''}  // Nothing prerendered to paint (the dashboard's frame was not the visitor's): no frame to wait for.
  var painted = document.querySelector('#root[data-prerendered], html[data-frame]');
  if (document.visibilityState === 'hidden' || !painted) start();
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

/** The chunks (not the entry's) that the given modules need, in the bundle. */
function chunksOf(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || seen.has(fileName) || chunk.isEntry) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const module of modules) {
    // The chunk that holds the module, whether it is the module's own or a group's (vite.config.ts).
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
    visit(chunk.fileName);
  }
  return [...seen];
}

/** The sign-in page's entry (its island) and the chunks it imports statically. */
function signInEntryOf(bundle: OutputBundle): { entry: string; chunks: string[] } {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry && c.name === SIGN_IN_ENTRY);
  if (!entry) throw new Error(`prerender: no entry chunk ${SIGN_IN_ENTRY}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  entry.imports.forEach(visit);
  return { entry: entry.fileName, chunks: [...seen] };
}

const hashed = (name: string, code: string) =>
  `assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;

/**
 * The dashboard frame's script: src/di/dashboard-frame.ts and what it imports of the domain and the
 * storage adapters, with the greeting's texts, then the application's start (`boot`), bundled and
 * minified by Vite as one small classic script.
 */
async function bundleFrameScript(root: string, greetings: unknown, boot: string): Promise<string> {
  const entry = '\0planillas-dashboard-frame';
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [
      {
        name: 'planillas-dashboard-frame-entry',
        resolveId: (id) => (id === entry ? entry : null),
        load: (id) =>
          id === entry
            ? `import { startDashboardFrame } from ${JSON.stringify(path.join(root, FRAME_SCRIPT))};\n` +
              `startDashboardFrame(window, ${JSON.stringify(greetings)});\n${boot}`
            : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: (OutputChunk | OutputAsset)[] }[];
  const chunk = outputs.flatMap((o) => o.output).find((o): o is OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error('prerender: the dashboard frame script was not bundled');
  return chunk.code;
}

/**
 * Writes the prerendered pages, each the built index.html with a page rendered at build time and its
 * critical CSS in <head>, so the page is painted from the HTML alone; the JavaScript that brings it to
 * life (the entry, its chunks and the page's own chunks) is requested right after that first paint
 * (`deferAppStart`).
 *
 * - `dist/auth/login.html`: the sign-in form in #root; the app hydrates it.
 * - `dist/dashboard.html` (sent for `/`): the shell's frame around the dashboard before its data, in
 *   `#frame` beside an empty #root, and a classic script right after it that shows it when it is the
 *   visitor's and fills in their greeting (src/di/dashboard-frame.ts); the app draws into #root and
 *   takes over once it shows the same (src/di/frame-handover.ts).
 */
export function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let signIn: { entry: string; chunks: string[] } = { entry: '', chunks: [] };
  let dashboardChunks: string[] = [];
  return {
    name: 'planillas-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      signIn = signInEntryOf(bundle);
      dashboardChunks = chunksOf(bundle, DASHBOARD_MODULES);
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
          ) as Record<string, unknown> & { dashboard: { greeting: unknown } };
          const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const base = template.match(/<script type="module"[^>]*src="([^"]*\/)assets\//)?.[1] ?? '/';
          const preloadsOf = (chunks: string[]) =>
            chunks
              .filter((file) => !template.includes(file))
              .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`)
              .join('\n');
          const styleOf = (page: Page) =>
            `    <style data-emotion="css ${escapeAttribute(page.ids.join(' '))}">${page.css}</style>`;
          const write = (file: string, html: string) => {
            mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
            writeFileSync(path.join(outDir, file), html);
          };

          // The sign-in page: the form in #root, hydrated by its island (src/sign-in.tsx), not the
          // application: its entry and preloads replace the application's.
          const signInPage = await renderer.prerenderSignIn(translations);
          const signInHtml = template
            .replace(/\n\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
            .replace(
              /(<script type="module" crossorigin src=")[^"]+(">)/,
              `$1${escapeAttribute(base + signIn.entry)}$2`,
            )
            .replace(
              '</head>',
              `${signIn.chunks.map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n')}\n${styleOf(signInPage)}\n  </head>`,
            )
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${renderer.SIGN_IN_PATH}">${signInPage.html}</div>`,
            );
          if (!signInHtml.includes('data-prerendered'))
            throw new Error('prerender: no <div id="root"></div> in index.html');
          const deferred = deferAppStart(signInHtml);
          const bootFile = hashed('sign-in-start', deferred.boot);
          writeFileSync(path.join(outDir, bootFile), deferred.boot);
          write(
            SIGN_IN_FILE,
            deferred.html.replace(
              '%BOOT%',
              `<script defer src="${escapeAttribute(base + bootFile)}"></script>`,
            ),
          );
          this.info?.(
            `prerendered ${renderer.SIGN_IN_PATH}: ${(signInPage.html.length / 1024).toFixed(1)} kB of markup, ${(signInPage.css.length / 1024).toFixed(1)} kB of critical CSS`,
          );

          // The dashboard's frame: beside #root, shown by its own script, then replaced by the app.
          const frame = await renderer.prerenderDashboardFrame(translations);
          // React hoists the page's <title> and the logo's preload before the markup: they go to <head>.
          const hoisted = frame.html.match(/^(?:<link [^>]*\/>|<title>[^<]*<\/title>)*/)?.[0] ?? '';
          const title = hoisted.match(/<title>[^<]*<\/title>/)?.[0];
          const frameMarkup = frame.html.slice(hoisted.length);
          const frameHead = hoisted.replace(/<title>[^<]*<\/title>/, '').replace(/\/>/g, '>');
          const deferredFrame = deferAppStart(
            template
              .replace(/<title>[^<]*<\/title>/, title ?? '$&')
              .replace(
                '</head>',
                `    ${frameHead}\n${preloadsOf(dashboardChunks)}\n${styleOf(frame)}\n    <style>${FRAME_CSS}</style>\n  </head>`,
              ),
            { replaySubmit: false },
          );
          // One classic script: the frame's, then the application's start (after the first paint).
          const frameScript = await bundleFrameScript(
            root,
            translations.dashboard.greeting,
            deferredFrame.boot,
          );
          const frameFile = hashed('dashboard-start', frameScript);
          writeFileSync(path.join(outDir, frameFile), frameScript);
          let dashboardHtml = deferredFrame.html.replace(/\n\s*%BOOT%/, '');
          dashboardHtml = dashboardHtml.replace(
            '<div id="root"></div>',
            `<div id="${FRAME_ID}" data-path="${renderer.DASHBOARD_PATH}">${frameMarkup}</div>` +
              `<script src="${escapeAttribute(base + frameFile)}"></script><div id="root"></div>`,
          );
          if (!dashboardHtml.includes(`id="${FRAME_ID}"`))
            throw new Error('prerender: no <div id="root"></div> in index.html');
          write(DASHBOARD_FILE, dashboardHtml);
          this.info?.(
            `prerendered the frame of ${renderer.DASHBOARD_PATH}: ${(frameMarkup.length / 1024).toFixed(1)} kB of markup, ${(frame.css.length / 1024).toFixed(1)} kB of critical CSS, ${(frameScript.length / 1024).toFixed(1)} kB of script`,
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}
