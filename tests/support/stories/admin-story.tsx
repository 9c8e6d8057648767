import { ContainerModule } from 'inversify';
import { useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApi } from '../../../src/application/admin/admin-api';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { type FakeAdminApi } from '../fakes/admin/fake-admin-api';
import { createTestContainer } from '../test-container';

export interface AdminStoryProps {
  /** The page under test (RolPage, UsuarioPage, AuditoriaPage). */
  readonly page: ComponentType;
  /** Prepares the fake administration API (made per render, so every story starts clean). */
  readonly api: () => FakeAdminApi;
}

/** An administration page with the administration API bound to a fake. */
export function AdminStory({ page: Page, api }: AdminStoryProps) {
  const [state] = useState(() => {
    const fake = api();
    const container = createTestContainer(
      new ContainerModule(({ rebind }) => {
        rebind<AdminApi>(AdminApi).toConstantValue(fake);
      }),
    );
    const router = createMemoryRouter([{ path: '*', element: <Page /> }]);
    return { container, router };
  });
  return (
    <DependencyProvider resolver={asResolver(state.container)}>
      <RouterProvider router={state.router} />
    </DependencyProvider>
  );
}
