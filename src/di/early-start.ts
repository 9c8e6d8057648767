import type { Container } from 'inversify';
import { LoadAppInfo } from '../application/app/load-app-info';
import { AuthSession } from '../application/identity/auth-session';
import { PERMISSIONS_PATH } from '../application/menu/permissions-path';
import { HttpClient } from '../application/ports/http-client';
import { ShellServicesLoader } from '../application/shell/shell-services';
import type { RuntimeConfig } from '../domain/app/runtime-config';
import { EarlyHttpClient } from '../infrastructure/http/early-http-client';
import { MY_GRANTS_PATH } from '../infrastructure/http/http-my-grants';
import { CURRENT_NEWS_PATH } from '../infrastructure/news/http-current-news-api';
import { apiPrefix } from './modules/http-adapter';

/**
 * Starts what a signed-in user's first screen needs as soon as the session is known, instead of
 * after the shell's chunks have loaded and rendered: the menu's permissions, the user's grants (every
 * screen's gate and buttons, MyGrants), the dashboard's news
 * (on the dashboard), the application information and the shell's services chunk. Nothing starts on
 * the sign-in pages or without a valid session (then the guard sends the user to sign in).
 */
export function startEarly(container: Container, config: RuntimeConfig, pathname: string): void {
  if (pathname.startsWith('/auth/') || pathname === '/notfound') return;
  if (!container.get(AuthSession).hasValidSession()) return;
  const http = container.get<HttpClient>(HttpClient);
  if (http instanceof EarlyHttpClient) {
    // The same URLs the menu (BuildMenu) and the dashboard (HttpCurrentNewsApi) ask for.
    const backend = (config.backendPrefixes[0] ?? '').replace(/\/+$/, '');
    http.start(`${backend}${PERMISSIONS_PATH}`);
    // The grants' adapter (HttpMyGrants) calls its backend, the first prefix or /api.
    http.start(`${apiPrefix(config).replace(/\/+$/, '')}${MY_GRANTS_PATH}`);
    if (pathname === '/') http.start(`${backend}${CURRENT_NEWS_PATH}`);
  }
  void container.get(LoadAppInfo).execute();
  container
    .get<ShellServicesLoader>(ShellServicesLoader)
    .load()
    .catch(() => undefined); // the shell shows its own error when it asks again
}
