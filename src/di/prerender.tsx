import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter } from 'react-router-dom';
import { EMPTY, NEVER } from 'rxjs';
import { LoadAppInfo } from '../application/app/load-app-info';
import { AuthSession } from '../application/identity/auth-session';
import { StartHostedLogin } from '../application/identity/hosted-login';
import { SignIn } from '../application/identity/sign-in';
import { LoadShortcuts } from '../application/dashboard/load-shortcuts';
import { LoadCurrentNews } from '../application/news/load-current-news';
import { Logger } from '../application/ports/logger';
import { MyGrants } from '../application/shared/my-grants';
import { ShellServicesLoader } from '../application/shell/shell-services';
import { ShellSession } from '../application/shell/shell-session';
import { DEFAULT_LANGUAGE } from '../domain/app/app-info';
import { App } from '../presentation/app/App';
import { SignInIsland } from '../presentation/identity/login/SignInIsland';
import { routes } from '../presentation/app/routes';
import type { Resolver } from '../presentation/core/dependencies';
import { FeatureModules } from '../presentation/core/feature-modules';
import { FrameTemplates } from '../presentation/core/frame-templates';
import { createShellServices } from './modules/shell.services';

export const SIGN_IN_PATH = '/auth/login';
export const DASHBOARD_PATH = '/';

/** The window width the dashboard's frame is drawn for: a desktop one (the frame is shown only there). */
const FRAME_WIDTH = 1280;

export interface PrerenderedPage {
  /** The markup of #root. */
  readonly html: string;
  /** Emotion's critical CSS: the rules of every class the markup uses, plus the global ones. */
  readonly css: string;
  /** Emotion's names of those rules, so the browser's Emotion cache knows they are in the page. */
  readonly ids: readonly string[];
}

/**
 * Renders the sign-in page at build time, as its island (src/sign-in.tsx) draws it (React's server renderer, Emotion's critical CSS), as a
 * visitor without a session first sees it. Nothing here runs in the browser: the services the page
 * asks for while rendering answer "no session, no hosted login" (the runtime configuration is only
 * known in the browser; the page shows the hosted login after hydration when it is configured).
 */
export async function prerenderSignIn(translations: Record<string, unknown>): Promise<PrerenderedPage> {
  const resolver = resolverOf(
    new Map<unknown, unknown>([
      [AuthSession, { hasValidSession: () => false, stored: () => null }],
      [StartHostedLogin, { offered: false }],
      [SignIn, {}],
    ]),
    'sign-in page',
  );
  const i18n = await i18nOf(translations);
  // As the island draws it (src/sign-in.tsx): no router.
  return renderWithCss(
    <SignInIsland
      resolver={resolver}
      t={(key, options) => i18n.t(key, options)}
      locationState={null}
      leave={() => undefined}
    />,
    async (page) => renderToString(page),
  );
}

/**
 * Renders the dashboard's first look at build time: the shell's frame (top bar, the menu while it
 * loads, the footer) around the dashboard before its data arrives (the greeting's, news' and shortcuts'
 * placeholders), for a desktop window with the default interface configuration. Every request the
 * screens make while rendering waits forever: what is drawn is what the browser draws before any
 * answer. The page's start script fills in the greeting from the stored session (src/di/dashboard-frame.ts).
 */
export async function prerenderDashboardFrame(
  translations: Record<string, unknown>,
): Promise<PrerenderedPage> {
  const never = <T,>() => new Promise<T>(() => undefined);
  const logger = { debug() {}, info() {}, warn() {}, error() {} };
  const shellServices = createShellServices({
    http: { request: never } as never,
    logger,
    config: { backendPrefixes: ['/api'] } as never,
    permissionCache: { read: () => null, write() {}, clear() {} },
    layoutConfigStore: { load: () => null, save() {} },
    layoutApplier: { apply() {} },
    viewport: { width: () => FRAME_WIDTH, width$: NEVER },
  });
  const resolver = resolverOf(
    new Map<unknown, unknown>([
      [AuthSession, { hasValidSession: () => true, stored: () => null, state$: EMPTY }],
      [ShellServicesLoader, { load: () => Promise.resolve(shellServices) }],
      [ShellSession, { currentUser: never, signOut: never }],
      [LoadAppInfo, { execute: never }],
      [Logger, logger],
      [MyGrants, { execute: never }],
      [FeatureModules, { load: () => Promise.resolve() }],
      [LoadCurrentNews, { execute: never }],
      [LoadShortcuts, { execute: never }],
    ]),
    'dashboard frame',
  );
  return render(DASHBOARD_PATH, resolver, translations, async (app) => {
    // Waits for the shell's and the screen's lazy parts, as the browser does before it draws them.
    const { prelude } = await prerenderToNodeStream(app);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  });
}

function resolverOf(services: ReadonlyMap<unknown, unknown>, what: string): Resolver {
  return {
    get: <T,>(identifier: unknown): T => {
      if (!services.has(identifier))
        throw new Error(`the prerendered ${what} asked for ${String(identifier)}`);
      return services.get(identifier) as T;
    },
  };
}

async function i18nOf(translations: Record<string, unknown>): Promise<I18n> {
  const i18n: I18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: translations } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

async function render(
  path: string,
  resolver: Resolver,
  translations: Record<string, unknown>,
  toHtml: (app: ReactNode) => Promise<string>,
): Promise<PrerenderedPage> {
  const i18n = await i18nOf(translations);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });

  try {
    // With the templates the frame's script fills in from what the browser keeps (the shortcuts).
    return await renderWithCss(
      <FrameTemplates.Provider value>
        <App resolver={resolver} i18n={i18n} router={router} />
      </FrameTemplates.Provider>,
      toHtml,
    );
  } finally {
    router.dispose();
  }
}

/** The page's markup and Emotion's critical CSS for it. */
async function renderWithCss(
  page: ReactNode,
  toHtml: (page: ReactNode) => Promise<string>,
): Promise<PrerenderedPage> {
  // `compat`: Emotion keeps the rules in the cache instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = await toHtml(<CacheProvider value={cache}>{page}</CacheProvider>);
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { html, css: rules.map(([, css]) => css).join(''), ids: rules.map(([id]) => id) };
}
