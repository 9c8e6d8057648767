import { ContainerModule } from 'inversify';
import { useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApi } from '../../../src/application/admin/admin-api';
import { FileSaver } from '../../../src/application/ports/file-saver';
import { asResolver } from '../../../src/di/container';
import type { Grants } from '../../../src/domain/shared/grants';
import { PERMISSION_ACTIONS } from '../../../src/domain/shell/modules';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { ScreenGate } from '../../../src/presentation/shell/ScreenGate';
import { FakeAdminApi } from '../fakes/admin/fake-admin-api';
import type { FakeCatalogueBackend } from '../fakes/catalogues/fake-catalogue-backend';
import { sampleCatalogues } from '../fakes/catalogues/sample-catalogues';
import { FakeHttpClient } from '../fakes/shell/fake-http-client';
import { shellFakes, shellTestModule } from '../fakes/shell/shell-test-module';
import { createTestContainer } from '../test-container';

/** Records what the screen downloads instead of saving it (stories check the name). */
export class RecordingFileSaver implements FileSaver {
  readonly saved: string[] = [];
  save(fileName: string): void {
    this.saved.push(fileName);
    document.body.dataset.lastDownload = fileName;
  }
}

export interface CatalogueStoryProps {
  /** The module code of the route ('empresa'). */
  readonly code: string;
  readonly page: ComponentType;
  /** The feature loaded with the screen ('companies'). */
  readonly feature: string;
  /** Made per render, so every story starts clean. */
  readonly backend?: () => FakeCatalogueBackend;
  /** The signed-in user's grants (every action on the screen's module by default). */
  readonly grants?: Grants;
}

/**
 * A catalogue screen as its route shows it (grants checked, the feature's services loaded with it),
 * over the real adapter and use cases against the in-memory catalogue backend.
 */
export function CatalogueStory({ code, page, feature, backend, grants }: CatalogueStoryProps) {
  const [state] = useState(() => {
    const http = new FakeHttpClient((backend?.() ?? sampleCatalogues()).respond);
    const admin = new FakeAdminApi();
    admin.myGrants = grants ?? { [code]: PERMISSION_ACTIONS };
    const container = createTestContainer(
      shellTestModule(shellFakes({ http })),
      new ContainerModule(({ rebind }) => {
        rebind<AdminApi>(AdminApi).toConstantValue(admin);
        rebind<FileSaver>(FileSaver).toConstantValue(new RecordingFileSaver());
      }),
    );
    const router = createMemoryRouter([
      { path: '*', element: <ScreenGate code={code} page={page} feature={feature} /> },
    ]);
    return { container, router };
  });
  return (
    <DependencyProvider resolver={asResolver(state.container)}>
      <RouterProvider router={state.router} />
    </DependencyProvider>
  );
}
