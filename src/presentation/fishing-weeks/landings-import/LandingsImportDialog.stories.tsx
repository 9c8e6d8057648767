import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { okResult } from '../../../application/shared/api-result';
import {
  FakeLandingsImportApi,
  landingsSummary,
  sampleWeek,
} from '../../../../tests/support/fakes/fishing-weeks/fake-landings-import-api';
import { landingsImportTestModule } from '../../../../tests/support/fakes/fishing-weeks/landings-import-module';
import { StoryApp } from '../../../../tests/support/stories/story-app';
import { STORY_WAIT as wait } from '../../../../tests/support/stories/wait';
import { createTestContainer } from '../../../../tests/support/test-container';
import { LandingsImportDialog } from './LandingsImportDialog';
import { expectText } from '../../../../tests/support/stories/queries';

/** The dialog over a fake import, open on week 7 at version 3. */
function LandingsImportStory({ api }: { api: () => FakeLandingsImportApi }) {
  return (
    <StoryApp
      setup={() => ({
        container: createTestContainer(landingsImportTestModule(api())),
        element: (
          <LandingsImportDialog
            open
            weekId={7}
            version={3}
            onClose={() => undefined}
            onImported={() => undefined}
          />
        ),
      })}
    />
  );
}

const meta = {
  title: 'Semanas de pesca/Importar descargas',
  component: LandingsImportStory,
  args: { api: () => new FakeLandingsImportApi() },
} satisfies Meta<typeof LandingsImportStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses a file in the dialog, as a person does; answers the dialog. */
async function chooseFile(name = 'planta-samanco.xlsx') {
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: 'Importar descargas desde Excel o CSV' },
    wait,
  );
  await userEvent.upload(within(dialog).getByLabelText('Elegir archivo'), new File(['x'], name));
  return dialog;
}

const withErrors = landingsSummary({
  rows: 4,
  valid: 2,
  rejected: 2,
  created: 1,
  updated: 1,
  problems: [
    {
      row: 3,
      column: 'Fecha',
      message: 'El día 10/04/2025 está fuera de la semana (31/03/2025 al 06/04/2025).',
    },
    {
      row: 5,
      column: 'Embarcación (matrícula)',
      message: 'No existe una embarcación con la matrícula «XX-1».',
    },
  ],
});
const allValid = landingsSummary({ rows: 3, valid: 3, rejected: 0, created: 2, updated: 1, problems: [] });

export const ValidatedWithErrors: Story = {
  args: { api: () => new FakeLandingsImportApi({ validate: okResult(withErrors) }) },
  play: async () => {
    const dialog = await chooseFile();
    const table = await within(dialog).findByRole('table', { name: 'Filas con errores' }, wait);
    await expect(within(table).getByText('Embarcación (matrícula)')).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Importar solo las filas válidas' }),
    ).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
  },
};

export const AllValid: Story = {
  args: { api: () => new FakeLandingsImportApi({ validate: okResult(allValid) }) },
  play: async () => {
    const dialog = await chooseFile('planta.csv');
    await expectText(within(dialog), 'Todas las filas son válidas.');
    await expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeEnabled();
  },
};

export const Saved: Story = {
  args: {
    api: () =>
      new FakeLandingsImportApi({
        validate: okResult(allValid),
        all: okResult({ ...allValid, mode: 'all', saved: true, week: sampleWeek({ version: 4 }) }),
      }),
  },
  play: async () => {
    const dialog = await chooseFile();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Importar' }, wait));
    await expectText(within(dialog), /Importación terminada: 2 descargas agregadas, 1 actualizadas/);
  },
};
