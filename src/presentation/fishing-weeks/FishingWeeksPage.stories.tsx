import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FakeClosedResultReviewsApi,
  REVIEW_WITH_FINDINGS,
} from '../../../tests/support/fakes/closed-result-reviews/fake-closed-result-reviews-api';
import {
  FakeFishingWeeksApi,
  sampleWeek,
  WORKERS,
} from '../../../tests/support/fakes/fishing-weeks/fake-fishing-weeks-api';
import {
  FishingWeeksStory,
  type FishingWeeksStoryObj as Story,
} from '../../../tests/support/stories/fishing-weeks-story';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { dialogNamed, expectText, openDialog } from '../../../tests/support/stories/queries';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Semanas de pesca/Página',
  component: FishingWeeksStory,
  args: {},
} satisfies Meta<typeof FishingWeeksStory>;

const body = () => within(document.body);
const WEEK = '/semana_de_pesca?semana=7';
const TOTALS = {
  workers: 2,
  tonnes: '178.000',
  catchValue: '92560.00',
  gross: '2230.50',
  deductions: '289.96',
  net: '1940.54',
  employer: '200.00',
};

/** A fake with a given week (and whether it has a computation). */
const withWeek =
  (change: Parameters<typeof sampleWeek>[0], computed = false, more: Partial<FakeFishingWeeksApi> = {}) =>
  () =>
    Object.assign(new FakeFishingWeeksApi(), { weeks: [sampleWeek(change)], computed, ...more });

export const Lista: Story = {
  name: 'Lista de semanas',
  args: {
    api: () =>
      Object.assign(new FakeFishingWeeksApi(), {
        weeks: [
          sampleWeek({ id: 9, number: 16, start: '2025-04-14', end: '2025-04-20' }),
          sampleWeek({
            id: 8,
            number: 15,
            start: '2025-04-07',
            end: '2025-04-13',
            state: 'calculada',
            totals: TOTALS,
          }),
          sampleWeek({ id: 7, state: 'cerrada', totals: TOTALS }),
          sampleWeek({
            id: 6,
            number: 13,
            start: '2025-03-24',
            end: '2025-03-30',
            state: 'reabierta',
            totals: TOTALS,
          }),
        ],
      }),
  },
  play: playInCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Semanas de pesca' }, wait),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Semana 16 – 2025' }, wait)).toBeVisible();
    for (const state of ['Abierta', 'Calculada', 'Cerrada', 'Reabierta'])
      await expect(canvas.getByText(state, { selector: '.MuiChip-label' })).toBeVisible();
    await expect(canvas.getAllByText('2,230.50')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nueva semana' })).toBeEnabled();
  }),
};

export const NuevaSemana: Story = {
  name: 'Nueva semana propuesta desde su inicio, rechazada por el servidor',
  args: {
    api: () =>
      Object.assign(new FakeFishingWeeksApi(), {
        failures: {
          create: {
            kind: 'validation' as const,
            message: 'Revise los datos.',
            fields: [{ field: 'number', message: 'Ya existe la semana con ese año y número.' }],
          },
        },
      }),
  },
  play: playInCanvas(async (canvas) => {
    const dialog = await openDialog(canvas, 'Nueva semana', 'Nueva semana de pesca');
    const start = dialog.getByRole('group', { name: 'Fecha de inicio' });
    await userEvent.click(within(start).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('31032025');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Número/ })).toHaveValue('14'), wait);
    await expect(dialog.getByRole('textbox', { name: /^Año/ })).toHaveValue('2025');
    await expect(dialog.getByRole('textbox', { name: /^Mes de planilla/ })).toHaveValue('2025-04');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    await expectText(dialog, 'Ya existe la semana con ese año y número.');
  }),
};

export const Abierta: Story = {
  name: 'Semana abierta',
  args: { at: WEEK },
  play: playInCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Semana 14 – 2025' }, wait),
    ).toBeVisible();
    await expect(canvas.getByText('Abierta', { selector: '.MuiChip-label' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Calcular' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Descargas' })).toHaveAttribute('aria-selected', 'true');
  }),
};

export const Calculada: Story = {
  name: 'Semana calculada con su resultado',
  args: { at: WEEK, api: withWeek({ state: 'calculada', totals: TOTALS }, true) },
  play: playInCanvas(async (canvas) => {
    await expect(await canvas.findByRole('button', { name: 'Cerrar' }, wait)).toBeEnabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Resultado' }));
    const table = await canvas.findByRole('table', { name: 'Resultado por trabajador' }, wait);
    await expect(within(table).getByText('Totales (2 trabajadores)')).toBeVisible();
    await expect(within(table).getByText('1,940.54')).toBeVisible();
  }),
};

export const Cerrada: Story = {
  name: 'Semana cerrada (solo lectura)',
  args: {
    at: WEEK,
    api: withWeek(
      { state: 'cerrada', totals: TOTALS, closedAt: '2025-04-08T14:00:00.000Z', closedBy: 'ana' },
      true,
    ),
  },
  play: playInCanvas(async (canvas) => {
    await expectText(canvas, /La semana está cerrada: solo lectura/);
    await expect(canvas.queryByRole('button', { name: 'Calcular' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reabrir' })).toBeEnabled();
  }),
};

export const ReabiertaConDiferencias: Story = {
  name: 'Semana reabierta con diferencias',
  args: {
    at: WEEK,
    api: withWeek(
      {
        state: 'calculada',
        totals: TOTALS,
        reopenings: [{ at: '2025-04-09T14:00:00.000Z', by: 'jefe', reason: 'Faltó registrar una descarga' }],
      },
      true,
      {
        diff: [
          {
            document: WORKERS[0]!.document,
            name: WORKERS[0]!.name,
            before: { ...WORKERS[0]!, net: '1000.00' },
            after: WORKERS[0]!,
            gross: '100.00',
            deductions: '12.15',
            net: '87.85',
          },
        ],
      },
    ),
  },
  play: playInCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Resultado' }, wait));
    const diff = await canvas.findByRole('table', { name: 'Diferencias con el resultado cerrado' }, wait);
    await expect(within(diff).getByText('+87.85')).toBeVisible();
    await expect(canvas.getByText('Cambió')).toBeVisible();
  }),
};

export const Rechazada: Story = {
  name: 'Cálculo rechazado con errores por fila',
  args: {
    at: WEEK,
    api: () => Object.assign(new FakeFishingWeeksApi(), { computeOutcome: 'refused' as const }),
  },
  play: playInCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Calcular' }, wait));
    await expectText(canvas, 'Descargas, fila 3: La especie ANC no tiene precio el 01/04/2025.');
    await expect(canvas.getByText('Tripulación, fila 9: El cargo XYZ no existe.')).toBeVisible();
  }),
};

export const Detalle: Story = {
  name: 'Detalle de un trabajador',
  args: { at: WEEK, api: withWeek({ state: 'calculada', totals: TOTALS }, true) },
  play: playInCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Resultado' }, wait));
    await userEvent.click(
      await canvas.findByRole('button', { name: `Ver el detalle de ${WORKERS[0]!.name}` }, wait),
    );
    const dialog = await dialogNamed(`Detalle de ${WORKERS[0]!.name} (40112233)`);
    await expect(dialog.getByText('Participación de pesca')).toBeVisible();
    await expect(dialog.getByText(/TM castigada: 2.000/)).toBeVisible();
    await expect(dialog.getByText('Neto a pagar: 1,087.85')).toBeVisible();
  }),
};

/** Closed weeks whose stored result differs from the current engine's: the warning above the list. */
export const SemanasPorCorregir: Story = {
  name: 'Semanas cerradas con montos por corregir',
  args: {
    api: withWeek({ state: 'cerrada', totals: TOTALS }, true),
    reviews: () => new FakeClosedResultReviewsApi(REVIEW_WITH_FINDINGS),
  },
  play: async () => {
    const panel = await body().findByRole(
      'region',
      { name: 'Semanas cerradas con montos por corregir' },
      wait,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Ver trabajadores' }));
    const table = await within(panel).findByRole(
      'table',
      { name: 'Trabajadores de la semana 14 – 2025' },
      wait,
    );
    await expect(within(table).getByText('QUISPE MAMANI, JUAN')).toBeVisible();
  },
};
