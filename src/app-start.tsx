import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { asResolver, createContainer } from './di/container';
import { startEarly } from './di/early-start';
import { handOverFrame } from './di/frame-handover';
import { initI18n } from './infrastructure/i18n/i18n';
import { loadRuntimeConfig } from './infrastructure/config/load-runtime-config';
import { App } from './presentation/app/App';
import { routes } from './presentation/app/routes';

/**
 * Starts the application at the current address: src/main.tsx at once, the sign-in page's island
 * (src/sign-in.tsx) when the user leaves it, signed in or by a link.
 */
export function startApp(): void {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('No #root element in index.html');
  const baseUrl = new URL(import.meta.env.BASE_URL, window.location.origin).toString();

  /** The router resolves the current route's lazy chunks as soon as it exists: made before anything waits. */
  const router = createBrowserRouter(routes);
  const routeReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });

  /**
   * The dashboard's prerendered frame, when its script showed it: the application draws into #root out of
   * the document, which takes the frame's place once it shows what the frame shows.
   */
  const handOver = handOverFrame(document, rootElement, router);

  async function start(): Promise<void> {
    // Configuration, translations and the route's chunks at once (index.html preloads the first two).
    // The container is made as soon as the configuration arrives, and a signed-in user's first API calls
    // start then, while translations and the route's chunks are still on their way.
    const containerReady = loadRuntimeConfig(baseUrl).then((config) => {
      const container = createContainer({ config, baseUrl });
      startEarly(container, config, router.state.location.pathname);
      return container;
    });
    const [container, i18n] = await Promise.all([containerReady, initI18n(baseUrl), routeReady]);
    const app = (
      <StrictMode>
        <App resolver={asResolver(container)} i18n={i18n} router={router} />
      </StrictMode>
    );
    // The dashboard's frame is beside #root: the app draws its own screen there.
    createRoot(rootElement!).render(app);
  }

  start().catch(async (error: unknown) => {
    console.error('Error al iniciar el Sistema de Planillas:', error);
    handOver();
    const detail = error instanceof Error ? error.message : String(error);
    try {
      // Loaded only when needed: it is not part of the first page's JavaScript.
      const { StartupErrorPage } = await import('./presentation/pages/startup-error/StartupErrorPage');
      rootElement.replaceChildren();
      createRoot(rootElement).render(<StartupErrorPage detail={detail} />);
    } catch (loadError) {
      console.error('Error al mostrar la página de error de inicio:', loadError);
      rootElement.textContent = `No se pudo iniciar el Sistema de Planillas. ${detail}`;
    }
  });
}
