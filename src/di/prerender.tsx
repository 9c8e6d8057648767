import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter } from 'react-router-dom';
import { AuthSession } from '../application/auth/auth-session';
import { StartHostedLogin } from '../application/auth/hosted-login';
import { SignIn } from '../application/auth/sign-in';
import { DEFAULT_LANGUAGE } from '../domain/app/app-info';
import { App } from '../presentation/app/App';
import { routes } from '../presentation/app/routes';
import type { Resolver } from '../presentation/core/dependencies';

export const SIGN_IN_PATH = '/auth/login';

export interface PrerenderedPage {
  /** The markup of #root. */
  readonly html: string;
  /** Emotion's critical CSS: the rules of every class the markup uses, plus the global ones. */
  readonly css: string;
  /** Emotion's names of those rules, so the browser's Emotion cache knows they are in the page. */
  readonly ids: readonly string[];
}

/**
 * Renders the sign-in page at build time (React's server renderer, Emotion's critical CSS), as a
 * visitor without a session first sees it. Nothing here runs in the browser: the services the page
 * asks for while rendering answer "no session, no hosted login" (the runtime configuration is only
 * known in the browser; the page shows the hosted login after hydration when it is configured).
 */
export async function prerenderSignIn(translations: Record<string, unknown>): Promise<PrerenderedPage> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation: translations } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const services = new Map<unknown, unknown>([
    [AuthSession, { hasValidSession: () => false, stored: () => null }],
    [StartHostedLogin, { offered: false }],
    [SignIn, {}],
  ]);
  const resolver: Resolver = {
    get: <T,>(identifier: unknown): T => {
      if (!services.has(identifier))
        throw new Error(`the prerendered sign-in page asked for ${String(identifier)}`);
      return services.get(identifier) as T;
    },
  };

  const router = createMemoryRouter(routes, { initialEntries: [SIGN_IN_PATH] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });

  // `compat`: Emotion keeps the rules in the cache instead of writing <style> tags into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <App resolver={resolver} i18n={i18n} router={router} />
    </CacheProvider>,
  );
  router.dispose();
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { html, css: rules.map(([, css]) => css).join(''), ids: rules.map(([id]) => id) };
}
