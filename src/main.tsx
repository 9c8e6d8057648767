import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { asResolver, createContainer } from './di/container';
import { initI18n } from './infrastructure/i18n/i18n';
import { loadRuntimeConfig } from './infrastructure/config/load-runtime-config';
import { App } from './presentation/app/App';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in index.html');
const root = createRoot(rootElement);
const baseUrl = new URL(import.meta.env.BASE_URL, window.location.origin).toString();

async function start(): Promise<void> {
  const config = await loadRuntimeConfig(baseUrl);
  const container = createContainer({ config, baseUrl });
  const i18n = await initI18n(baseUrl);
  root.render(
    <StrictMode>
      <App resolver={asResolver(container)} i18n={i18n} />
    </StrictMode>,
  );
}

start().catch(async (error: unknown) => {
  console.error('Error al iniciar el Sistema de Planillas:', error);
  const detail = error instanceof Error ? error.message : String(error);
  try {
    // Loaded only when needed: it is not part of the first page's JavaScript.
    const { StartupErrorPage } = await import('./presentation/pages/startup-error/StartupErrorPage');
    root.render(<StartupErrorPage detail={detail} />);
  } catch (loadError) {
    console.error('Error al mostrar la página de error de inicio:', loadError);
    rootElement.textContent = `No se pudo iniciar el Sistema de Planillas. ${detail}`;
  }
});
