import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { okResult } from '../../../src/application/shared/api-result';
import { asResolver } from '../../../src/di/container';
import { DependencyProvider } from '../../../src/presentation/core/dependencies';
import { LandingsImportDialog } from '../../../src/presentation/fishing-weeks/landings-import/LandingsImportDialog';
import {
  FakeLandingsImportApi,
  landingsSummary,
  sampleWeek,
} from '../../support/fakes/fishing-weeks/fake-landings-import-api';
import { landingsImportTestModule } from '../../support/fakes/fishing-weeks/landings-import-module';
import { createTestI18n } from '../../support/i18n';
import { createTestContainer } from '../../support/test-container';

const i18n = createTestI18n();

function renderDialog(api: FakeLandingsImportApi, open = true) {
  const saved: string[] = [];
  const container = createTestContainer(
    landingsImportTestModule(api, { save: (name: string) => void saved.push(name) }),
  );
  const onClose = vi.fn();
  const onImported = vi.fn();
  const props = { weekId: 7, version: 3, onClose, onImported };
  const ui = (isOpen: boolean) => (
    <DependencyProvider resolver={asResolver(container)}>
      <I18nextProvider i18n={i18n}>
        <LandingsImportDialog open={isOpen} {...props} />
      </I18nextProvider>
    </DependencyProvider>
  );
  const view = render(ui(open));
  return {
    ...view,
    rerenderOpen: (isOpen: boolean) => view.rerender(ui(isOpen)),
    onClose,
    onImported,
    saved,
  };
}

const chooseFile = async (dialog: HTMLElement, name = 'planta.xlsx') => {
  await userEvent.upload(within(dialog).getByLabelText('Elegir archivo'), new File(['x'], name));
};

describe('LandingsImportDialog', () => {
  it('shows nothing while closed', () => {
    renderDialog(new FakeLandingsImportApi(), false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('«Elegir otro archivo» opens the file picker and checks the new file at once, not the first step again', async () => {
    const api = new FakeLandingsImportApi({ validate: okResult(landingsSummary()) });
    renderDialog(api);
    const dialog = await screen.findByRole('dialog', { name: 'Importar descargas desde Excel o CSV' });
    await chooseFile(dialog, 'planta.xlsx');
    await within(dialog).findByRole('table', { name: 'Filas con errores' });
    await userEvent.upload(
      within(dialog).getByLabelText('Elegir otro archivo'),
      new File(['y'], 'planta-corregida.xlsx'),
    );
    expect(await within(dialog).findByText('planta-corregida.xlsx')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Descargar plantilla' })).toBeNull();
    expect(api.calls.map((c) => c.mode)).toEqual(['validate', 'validate']);
  });

  it('lists the bad rows with row, column and reason, and imports only the valid rows when asked', async () => {
    const after = sampleWeek({ version: 4, landingCount: 2 });
    const api = new FakeLandingsImportApi({
      validate: okResult(landingsSummary()),
      valid: okResult(landingsSummary({ mode: 'valid', saved: true, week: after })),
    });
    const { onImported } = renderDialog(api);
    const dialog = await screen.findByRole('dialog', { name: 'Importar descargas desde Excel o CSV' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar plantilla' }));
    await chooseFile(dialog);
    const table = await within(dialog).findByRole('table', { name: 'Filas con errores' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '4',
      'Embarcación (matrícula)',
      'No existe una embarcación con la matrícula «XX-1».',
    ]);
    expect(within(dialog).getByText(/3 filas: 2 válidas, 1 con errores/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar solo las filas válidas' }));
    expect(await within(dialog).findByText(/Importación terminada: 1 descargas agregadas/)).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(after);
    expect(api.calls.map((c) => [c.weekId, c.version, c.mode])).toEqual([
      [7, 3, 'validate'],
      [7, 3, 'valid'],
    ]);
    expect(api.templates).toBe(1);
  });

  it('imports every row with "Importar" when all are valid; a new opening starts over', async () => {
    const all = landingsSummary({ rejected: 0, valid: 3, created: 3, updated: 0, problems: [] });
    const api = new FakeLandingsImportApi({
      validate: okResult(all),
      all: okResult({ ...all, mode: 'all', saved: true, week: sampleWeek({ version: 4 }) }),
    });
    const { rerenderOpen, onImported } = renderDialog(api);
    const dialog = await screen.findByRole('dialog');
    await chooseFile(dialog, 'planta.csv');
    expect(await within(dialog).findByText('Todas las filas son válidas.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    rerenderOpen(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerenderOpen(true);
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('button', { name: 'Elegir archivo' })).toBeTruthy();
  });
});
