import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { DEFAULT_LANGUAGE } from './domain/app/app-info';
import { signInIslandServices } from './di/sign-in-island';
import { loadRuntimeConfig } from './infrastructure/config/load-runtime-config';
import { fixedTranslations } from './infrastructure/i18n/fixed-translations';
import { fetchTranslations } from './infrastructure/i18n/translations';
import { SignInIsland } from './presentation/identity/login/SignInIsland';

/**
 * The prerendered sign-in page's entry (scripts/build/prerender.ts): it brings the form to life with
 * React, MUI and the sign-in use case only (no router, no container, no i18next) and loads the
 * application once the form is usable. The user leaves the page (signed in, or by a link) into the
 * application, which then starts at the new address (src/app-start.tsx). The Cognito SDK loads with the
 * first submit, or as soon as a field is focused.
 */
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in the sign-in page');
const baseUrl = new URL(import.meta.env.BASE_URL, window.location.origin).toString();

/** The application, loaded after the form is usable; started when the user leaves the page. */
const loadApp = () => import('./app-start');

let island: Root | null = null;
let leaving = false;

function leave(to: string, { replace }: { readonly replace: boolean }): void {
  if (leaving) return;
  leaving = true;
  void loadApp()
    .then(({ startApp }) => {
      island?.unmount();
      island = null;
      rootElement!.removeAttribute('data-prerendered');
      rootElement!.replaceChildren();
      if (replace) window.history.replaceState(null, '', to);
      else window.history.pushState(null, '', to);
      startApp();
    })
    .catch((error: unknown) => {
      // The application could not be loaded (offline?): a full page load shows the address's page.
      console.error('Error al cargar el Sistema de Planillas:', error);
      window.location.assign(to);
    });
}

/**
 * The Cognito SDK is fetched as soon as the user shows they are about to sign in (a key, a click, a
 * field focused: the user-name field has the focus from the start), not before the form is usable.
 */
function warmUpOnIntent(): void {
  const events = ['keydown', 'pointerdown', 'focusin'] as const;
  const warm = () => {
    events.forEach((type) => document.removeEventListener(type, warm, true));
    void import('./infrastructure/identity/cognito/cognito-identity-provider').catch(() => undefined);
  };
  events.forEach((type) => document.addEventListener(type, warm, true));
}

/** Once the form is alive and painted, the application loads, out of the user's way. */
let appRequested = false;
function loadAppAfterPaint(): void {
  if (appRequested) return;
  appRequested = true;
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  requestAnimationFrame(() => setTimeout(() => idle(() => void loadApp().catch(() => undefined)), 0));
}

async function start(): Promise<void> {
  const [config, translations] = await Promise.all([
    loadRuntimeConfig(baseUrl),
    fetchTranslations(baseUrl, DEFAULT_LANGUAGE, (...args) => globalThis.fetch(...args)),
  ]);
  const { resolver, session } = signInIslandServices(config);
  // Someone already signed in: the application shows where they go from here.
  if (session.hasValidSession() || !translations) return startApplicationHere();
  const t = fixedTranslations(translations.translation as Record<string, unknown>);
  // React-router keeps a navigation's state under `usr` in history.state (a reload keeps it).
  const locationState = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  island = hydrateRoot(
    rootElement!,
    <StrictMode>
      <SignInIsland
        resolver={resolver}
        t={t}
        locationState={locationState}
        leave={leave}
        onAlive={loadAppAfterPaint}
      />
    </StrictMode>,
    { onRecoverableError: (error) => console.warn('La página prerenderizada se volvió a dibujar:', error) },
  );
  warmUpOnIntent();
}

/** The application, at /auth/login: it sends a signed-in user on, or shows its own sign-in page. */
function startApplicationHere(): void {
  rootElement!.removeAttribute('data-prerendered');
  rootElement!.replaceChildren();
  void loadApp().then(({ startApp }) => startApp());
}

start().catch((error: unknown) => {
  // The application's start-up shows its own error page for what failed here.
  console.error('Error al iniciar la página de inicio de sesión:', error);
  startApplicationHere();
});
