import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { shellRoutes } from '../../../src/presentation/shell/routes';
import { createTestI18n } from '../../support/i18n';
import { createTestContainer } from '../../support/test-container';
import { shellFakes, shellTestModule, type ShellFakes } from '../../support/fakes/shell/shell-test-module';

/** The shell as the SPA mounts it (at '/', next to the sign-in page), on a memory router with fakes. */
export function renderShell({
  path = '/',
  fakes = shellFakes(),
  children,
}: { path?: string; fakes?: ShellFakes; children?: RouteObject[] } = {}) {
  const container = createTestContainer(shellTestModule(fakes));
  const routes: RouteObject[] = [
    {
      path: '/',
      children: children ? [{ ...shellRoutes[0], children } as RouteObject] : shellRoutes,
    },
    { path: '/auth/login', element: <p>Pantalla de ingreso</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <DependencyProvider resolver={asResolver(container)}>
      <I18nextProvider i18n={createTestI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </DependencyProvider>,
  );
  return { ...view, router, fakes, container };
}
