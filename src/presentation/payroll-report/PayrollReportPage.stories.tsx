import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FakePayrollReportApi } from '../../../tests/support/fakes/payroll-report/fake-payroll-report-api';
import {
  PayrollReportStory,
  type PayrollReportStoryObj as Story,
} from '../../../tests/support/stories/payroll-report-story';
import { STORY_WAIT as wait } from '../../../tests/support/stories/wait';
import { expectText } from '../../../tests/support/stories/queries';
import { playInCanvas } from '../../../tests/support/stories/play-in-canvas';

export default {
  title: 'Reporte de planilla/Página',
  component: PayrollReportStory,
  args: {},
} satisfies Meta<typeof PayrollReportStory>;

export const Semana: Story = {
  name: 'Semana cerrada con sus totales y descargas',
  play: playInCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reporte de planilla' }, wait),
    ).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Reporte de planilla' }, wait);
    await expectText(within(grid), 'QUISPE MAMANI, JUAN');
    const totals = canvas.getByRole('table', { name: 'Totales' });
    await expect(within(totals).getByRole('row', { name: /Total general/ })).toHaveTextContent('4,253.01');
    for (const name of ['Excel (.xlsx)', 'PDF', 'Boletas (.zip)'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
  }),
};

export const MesConDatosPorCorregir: Story = {
  name: 'Mes: el PLAME rechazado con la lista de datos por corregir',
  args: {
    api: () =>
      Object.assign(new FakePayrollReportApi(), {
        filingProblems: [
          {
            field: 'sec',
            message:
              'QUISPE MAMANI, JUAN (DNI 40112233): El cargo no tiene código del PLAME (.sec) de 1 a 7.',
          },
        ],
      }),
  },
  play: playInCanvas(async (canvas) => {
    const body = within(document.body);
    await canvas.findByRole('grid', { name: 'Reporte de planilla' }, wait);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Periodo' }));
    await userEvent.click(await body.findByRole('option', { name: 'Mes de abril de 2025' }, wait));
    await canvas.findByText('Mes de abril de 2025 (semana 14)', { selector: 'h2' }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'PLAME (.zip)' }));
    const list = await canvas.findByRole('list', { name: 'Datos por corregir' }, wait);
    await expect(within(list).getByText(/El cargo no tiene código del PLAME/)).toBeVisible();
  }),
};

export const PagoAlBanco: Story = {
  name: 'Pago al banco: a quién paga, quién no tiene cuenta y qué corregir',
  play: playInCanvas(async (canvas) => {
    const body = within(document.body);
    await canvas.findByRole('grid', { name: 'Reporte de planilla' }, wait);
    await userEvent.click(canvas.getByRole('button', { name: 'Pago al banco (.txt)' }));
    const dialog = await body.findByRole('dialog', { name: 'Archivo de pago al banco' }, wait);
    await waitFor(() => expect(dialog).toBeVisible());
    await expectText(within(dialog), 'Se pagará a 1 trabajador: S/ 1,956.39.');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Cuenta de cargo de la empresa' }),
      '12',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descargar archivo' }));
    await expectText(within(dialog), /cuenta corriente BCP de 13 dígitos/);
  }),
};

export const SinSemanasCerradas: Story = {
  name: 'Sin semanas cerradas',
  args: {
    api: () => Object.assign(new FakePayrollReportApi(), { periodsAnswer: { weeks: [], months: [] } }),
  },
  play: playInCanvas(async (canvas) => {
    await expectText(
      canvas,
      'Aún no hay semanas cerradas: el reporte de planilla sale de las semanas cerradas.',
    );
  }),
};
