import { act, render, screen, waitFor } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  LoadBackupStatus,
  type BackupsApi,
  type BackupStatus,
} from '../../../src/application/backups/backups-api';
import { failed, okResult } from '../../../src/application/shared/api-result';
import { MyGrants } from '../../../src/application/shared/my-grants';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { FeatureModules } from '../../../src/presentation/core/feature-modules';
import { BackupNotice } from '../../../src/presentation/dashboard/BackupNotice';
import { createTestContainer } from '../../support/test-container';
import { LastBackupNotice } from '../../../src/presentation/backups/LastBackupNotice';
import { LastBackupPresenter } from '../../../src/presentation/backups/last-backup-presenter';

const status: BackupStatus = {
  databaseKind: 'pglite',
  directory: '/srv/planillas/data-backups',
  keep: 14,
  intervalHours: 24,
  count: 14,
  last: { name: 'planillas-20261127-050000.tar.gz', takenAt: '2026-11-27T05:00:00.000Z', bytes: 5_000_000 },
};

const fake = (answer: Awaited<ReturnType<BackupsApi['status']>>): BackupsApi => ({
  status: () => Promise.resolve(answer),
});

describe('the last backup on the dashboard', () => {
  it('reads the status and shows the last backup', async () => {
    const presenter = new LastBackupPresenter(
      new LoadBackupStatus(fake(okResult(status))),
      () => new Date('2026-11-27T17:00:00Z'),
    );
    expect(presenter.getSnapshot().kind).toBe('loading');
    await presenter.load();
    expect(presenter.getSnapshot()).toMatchObject({
      kind: 'ready',
      severity: 'success',
      text: 'Último respaldo: 27/11/2026 00:00 (14 guardados).',
    });
    render(<LastBackupNotice state={presenter.getSnapshot()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Último respaldo: 27/11/2026 00:00 (14 guardados).');
  });

  it('says quietly when the status could not be read, and shows nothing while reading', async () => {
    const presenter = new LastBackupPresenter(
      new LoadBackupStatus(
        fake(failed({ kind: 'server', status: 404, message: 'Recurso no disponible.', reason: null })),
      ),
    );
    const { container, rerender } = render(<LastBackupNotice state={presenter.getSnapshot()} />);
    expect(container).toBeEmptyDOMElement();
    await presenter.load();
    rerender(<LastBackupNotice state={presenter.getSnapshot()} />);
    expect(screen.getByTestId('last-backup')).toHaveTextContent(
      'No se pudo leer el estado de los respaldos: Recurso no disponible.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the backup line is for those who may see the users', () => {
  function renderNotice(modules: Record<string, string[]>) {
    const loaded: string[] = [];
    const asked = { grants: false };
    const container = createTestContainer(
      new ContainerModule(({ rebind }) => {
        rebind<MyGrants>(MyGrants).toConstantValue({
          execute: async () => {
            asked.grants = true;
            return modules as Awaited<ReturnType<MyGrants['execute']>>;
          },
        } as MyGrants);
        rebind<FeatureModules>(FeatureModules).toConstantValue({
          load: async (feature: string) => {
            loaded.push(feature);
          },
        } as FeatureModules);
        rebind<LoadBackupStatus>(LoadBackupStatus).toConstantValue(
          new LoadBackupStatus(fake(okResult(status))),
        );
      }),
    );
    render(
      <DependencyProvider resolver={asResolver(container)}>
        <BackupNotice />
      </DependencyProvider>,
    );
    return { loaded, asked };
  }

  it("loads the administration's module and shows the line to a user with usuario: ver", async () => {
    const { loaded } = renderNotice({ usuario: ['ver'] });
    expect(await screen.findByTestId('last-backup')).toHaveTextContent('Último respaldo:');
    expect(loaded).toEqual(['admin']);
  });

  it('shows nothing and loads nothing for a user without it', async () => {
    const { loaded, asked } = renderNotice({ trabajador: ['ver'] });
    await waitFor(() => expect(asked.grants).toBe(true));
    await act(async () => {}); // what follows the read (nothing, for this user) has run
    expect(screen.queryByTestId('last-backup')).toBeNull();
    expect(loaded).toEqual([]);
  });
});
