import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

// Kept tiny and free of MUI: these load with the first page, before the shell's own chunk.

/** Shown while the shell's code loads for the first time. */
export function ShellLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ padding: '2rem', fontFamily: 'Roboto, Arial, sans-serif' }}
    >
      {t('shell.loadingPage')}
    </div>
  );
}

/** A route of the shell failed to load (e.g. a new version was deployed): offers to reload. */
export function ShellRouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Error al cargar la página:', error);
  return (
    <div role="alert" style={{ padding: '2rem', fontFamily: 'Roboto, Arial, sans-serif' }}>
      <h1 style={{ fontSize: '1.5rem' }}>{t('shell.routeError.title')}</h1>
      <p>{t('shell.routeError.detail')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('shell.routeError.retry')}
      </button>
    </div>
  );
}
