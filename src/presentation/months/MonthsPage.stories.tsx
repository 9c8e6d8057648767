import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FakeMonthsApi,
  MONTH_WORKERS,
  sampleMonth,
  sampleWorker,
} from '../../../tests/support/fakes/months/fake-months-api';
import {
  FakeIncomeTaxDeclarationsApi,
  sampleDeclaration,
} from '../../../tests/support/fakes/income-tax-declarations/fake-declarations-api';
import { FakePayslipDeliveriesApi } from '../../../tests/support/fakes/payslip-deliveries/fake-payslip-deliveries-api';
import { leaverSettlement } from '../../domain/months/leaver';
import { semesterStatement } from '../../domain/months/semesters';
import {
  calculateMonth,
  closeMonth,
  MonthsStory,
  reopenMonth,
} from '../../../tests/support/stories/months-story';
import { dialogNamed, expectText } from '../../../tests/support/stories/queries';
import { STORY_WAIT } from '../../../tests/support/stories/wait';

const meta = {
  title: 'Vacaciones, gratificaciones y CTS/Página',
  component: MonthsStory,
  args: {},
} satisfies Meta<typeof MonthsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const wait = STORY_WAIT;
const body = () => within(document.body);
const APRIL = '/vacaciones_gratificaciones_cts?mes=2025-04';
/** April with weeks 14 and 15, both closed. */
const allClosed = () =>
  new FakeMonthsApi(sampleMonth({ weeks: sampleMonth().weeks.slice(0, 2), weekCount: 2 }));

export const Lista: Story = {
  name: 'Lista de meses',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vacaciones, gratificaciones y CTS' }, wait),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Abrir abril 2025' }, wait)).toBeVisible();
    await expect(canvas.getByText('2 de 3 cerradas')).toBeVisible();
    await expect(canvas.getByText('Abierto', { selector: '.MuiChip-label' })).toBeVisible();
  },
};

export const MesConSemanaAbierta: Story = {
  name: 'Mes con una semana abierta: se calcula, no se cierra',
  args: { at: APRIL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectText(
      canvas,
      'Semanas sin cerrar: 16/2025 (abierta). El mes no se puede cerrar hasta cerrarlas.',
    );
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Calcular' }));
    await expectText(canvas, 'Mes calculado.');
    const grid = await canvas.findByRole('grid', { name: 'Trabajadores del mes' }, wait);
    await expect((await within(grid).findAllByText('708.55', {}, wait))[0]).toBeVisible();
    await expect(canvas.getByLabelText('Totales del mes')).toHaveTextContent('vacaciones 1,594.23');
    // Computed, Cerrar is offered; the server refuses while week 16 is open, naming it.
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    const confirm = await dialogNamed('Cerrar el mes');
    await userEvent.click(confirm.getByRole('button', { name: 'Cerrar el mes' }));
    await expectText(canvas, 'No se puede cerrar el mes: la semana 16/2025 no está cerrada.');
  },
};

export const CerradoReabiertoConDiferencias: Story = {
  name: 'Cerrado, reabierto con motivo y recalculado: diferencias por trabajador',
  args: {
    at: APRIL,
    api: () =>
      Object.assign(allClosed(), {
        reopenedWorkers: [
          sampleWorker('10000001', 'QUISPE HUAMAN, JUAN', '8000.00'),
          ...MONTH_WORKERS.slice(1),
        ],
      }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await calculateMonth(canvas);
    await closeMonth(canvas);
    await expectText(canvas, 'Mes cerrado.');
    await expect(canvas.queryByRole('button', { name: 'Calcular' })).toBeNull();

    await reopenMonth(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Calcular' }));
    const diff = await canvas.findByRole('table', { name: 'Diferencias con el cierre' }, wait);
    // Week 15 was corrected meanwhile: the first worker's month changed.
    await expect(within(diff).getByText('QUISPE HUAMAN, JUAN (10000001)')).toBeVisible();
    await expect(within(diff).getByText('-506.00')).toBeVisible();
  },
};

export const PagoABeneficiarios: Story = {
  name: 'Mes cerrado: pago a los beneficiarios de lo retenido por órdenes judiciales',
  args: { at: APRIL, api: allClosed, actions: ['ver', 'editar', 'aprobar', 'exportar'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await calculateMonth(canvas);
    // Before the close there is nothing to pay: the section is not shown (nor without `exportar`).
    await expect(canvas.queryByRole('button', { name: 'Pagar retenciones judiciales (.txt)' })).toBeNull();
    await closeMonth(canvas);
    await expectText(canvas, 'Mes cerrado.');
    const section = await canvas.findByRole(
      'region',
      { name: 'Pago a beneficiarios de órdenes judiciales' },
      wait,
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Pagar retenciones judiciales (.txt)' }),
    );
    const dialog = await dialogNamed('Pago a beneficiarios: archivo del banco');
    await expectText(
      dialog,
      'Se pagará lo retenido por órdenes judiciales en 2 pagos a beneficiarios: S/ 314.99.',
    );
    await expect(dialog.getByDisplayValue('RET JUDICIAL 2025-04')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Descargar archivo' })).toBeVisible();
  },
};

export const EntregasDelMes: Story = {
  name: 'Mes cerrado: entregas de boletas, liquidaciones y certificados; reabierto, ninguna',
  args: {
    at: APRIL,
    api: allClosed,
    actions: ['ver', 'editar', 'aprobar', 'exportar'],
    deliveries: () => new FakePayslipDeliveriesApi(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await calculateMonth(canvas);
    await expect(canvas.queryByRole('region', { name: 'Entregas de boletas' })).toBeNull();
    await closeMonth(canvas);
    const section = await canvas.findByRole('region', { name: 'Entregas de boletas' }, wait);
    const table = await within(section).findByRole('table', { name: 'Entregas de documentos del mes' }, wait);
    await expect(within(table).getByText('Liquidación de beneficios sociales')).toBeVisible();
    await expect(within(table).getByText('22/03/2025 · Vencida')).toBeVisible();
    await expect(within(table).getByText('Sin plazo')).toBeVisible();
    await expect(within(section).getByText('Pendientes').nextSibling).toHaveTextContent('3');
    await userEvent.click(within(section).getByRole('button', { name: 'Imprimir pendientes (PDF)' }));
    await expectText(within(section), /Se descargaron los documentos pendientes/);

    await reopenMonth(canvas);
    await expect(canvas.queryByRole('region', { name: 'Entregas de boletas' })).toBeNull();
  },
};

export const DetalleDeUnTrabajador: Story = {
  name: 'Detalle del mes de un trabajador',
  args: {
    at: APRIL,
    api: allClosed,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Calcular' }, wait));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Detalle de QUISPE HUAMAN, JUAN' }, wait),
    );
    const dialog = await dialogNamed('Detalle de QUISPE HUAMAN, JUAN (10000001)');
    await expectText(dialog, 'Vacaciones (8.33 %)');
    await expect(dialog.getByText('Semana 14/2025')).toBeVisible();
    await expect(dialog.getByText('Neto a pagar: 2,253.19')).toBeVisible();
  },
};

export const DeclaracionesDeRenta: Story = {
  name: 'Otros ingresos y gastos deducibles: se agregan y el mes calculado pide calcular otra vez',
  args: {
    at: APRIL,
    api: allClosed,
    declarations: (months) => new FakeIncomeTaxDeclarationsApi([sampleDeclaration()], months),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await calculateMonth(canvas);
    const table = await canvas.findByRole(
      'table',
      { name: 'Otros ingresos y gastos deducibles (renta de quinta)' },
      wait,
    );
    await expect(within(table).getByText('RUC 20100070970 · Supermercados Peruanos S.A.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Agregar gastos deducibles' }));
    const form = await dialogNamed('Gastos deducibles (hasta 3 UIT)');
    await userEvent.type(form.getByLabelText(/Documento del trabajador/), '40112233');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(form, 'El monto de gastos deducibles es obligatorio.');
    await userEvent.type(form.getByLabelText(/Gastos deducibles del año/), '1200');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expectText(canvas, 'Declaración registrada: calcule el mes otra vez.');
    await expectText(within(table), '1,200.00');
    // The computation no longer matches the declarations: «Cerrar» waits for a new one.
    await expectText(
      canvas,
      'Una semana o una declaración de renta del mes cambió desde el último cálculo: calcule el mes otra vez antes de cerrarlo.',
    );
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeDisabled();
  },
};

export const GratificacionesYCts: Story = {
  name: 'Gratificación de julio y depósito de CTS de mayo',
  args: {
    at: '/vacaciones_gratificaciones_cts?vista=semestres',
    actions: ['ver', 'exportar'],
    api: () =>
      Object.assign(new FakeMonthsApi(), {
        statement: semesterStatement('gratificacion', `${new Date().getFullYear()}-07`, [
          { month: `${new Date().getFullYear()}-04`, state: 'cerrado', workers: MONTH_WORKERS },
          { month: `${new Date().getFullYear()}-05`, state: 'calculado', workers: null },
        ]),
      }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'Gratificaciones y CTS', selected: true }, wait),
    ).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Trabajadores del semestre' }, wait);
    await expect((await within(grid).findAllByText('1,544.64', {}, wait))[0]).toBeVisible();
    await expect(canvas.getByText(/^Provisional: el mes mayo/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Descargar (.xlsx)' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Gratificación o CTS' }));
    await userEvent.click(await body().findByRole('option', { name: 'Depósito de CTS de mayo' }, wait));
    await expect(
      await canvas.findByRole('heading', { name: /^Depósito de CTS de mayo \d{4} \(noviembre/ }, wait),
    ).toBeVisible();
    await expect(
      canvas.getByText('Ningún mes cerrado del semestre tiene importes: cierre los meses para verlos aquí.'),
    ).toBeVisible();
  },
};

export const Liquidaciones: Story = {
  name: 'Liquidaciones de los ceses del año',
  args: {
    at: '/vacaciones_gratificaciones_cts?vista=liquidaciones',
    actions: ['ver', 'exportar'],
    api: () => {
      const year = new Date().getFullYear();
      return Object.assign(new FakeMonthsApi(), {
        settlements: [
          leaverSettlement(
            {
              document: '10000005',
              documentType: 'DNI',
              name: 'CHUMPITAZ RAMOS, PEDRO',
              hireDate: '2019-03-01',
              endDate: `${year}-04-20`,
            },
            [{ month: `${year}-04`, state: 'cerrado', workers: MONTH_WORKERS }],
          ),
        ],
      });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('tab', { name: 'Liquidaciones', selected: true }, wait),
    ).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Liquidaciones' }, wait);
    await expectText(within(grid), 'CHUMPITAZ RAMOS, PEDRO');
    // Final (April closed) and, with no clock given to the fake's settlement, within the 48 hours.
    await expect(within(grid).getByText('En plazo')).toBeVisible();
    await expect(within(grid).getByText(`22/04/${new Date().getFullYear()} 23:59`)).toBeVisible();
    const pay = await canvas.findByRole('button', { name: 'Pagar liquidación' }, wait);
    await expect(pay).toBeEnabled();
    await expect(
      within(grid).getByRole('button', { name: 'Liquidación de CHUMPITAZ RAMOS, PEDRO (PDF)' }),
    ).toBeEnabled();
  },
};

export const PagarLiquidacion: Story = {
  name: 'Pagar liquidación: archivo del banco de las liquidaciones de la empresa',
  args: { ...Liquidaciones.args },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pagar liquidación' }, wait));
    const body = within(canvasElement.ownerDocument.body);
    await expectText(body, /Se pagará la liquidación de 1 trabajador/);
    await expect(body.getByRole('button', { name: 'Descargar archivo' })).toBeVisible();
  },
};

export const CertificadosDeRenta: Story = {
  name: 'Certificados de renta del año: cada trabajador, sus cifras y todos en un PDF',
  args: {
    at: '/vacaciones_gratificaciones_cts?vista=certificados',
    actions: ['ver', 'exportar'],
    api: () => {
      const api = new FakeMonthsApi();
      const year = new Date().getFullYear() - 1;
      const row = (
        document: string,
        name: string,
        taxablePay: string,
        annualTax: string,
        taxWithheld: string,
      ) => ({
        document,
        name,
        months: 12,
        taxablePay,
        annualTax,
        taxWithheld,
        balance: (Number(annualTax) - Number(taxWithheld)).toFixed(2),
      });
      api.certificates.set(year, {
        year,
        openMonths: [`${String(year)}-12`],
        rows: [
          row('10000001', 'QUISPE MAMANI, JUAN', '50000.00', '1004.00', '1700.00'),
          row('10000002', 'ROJAS PAREDES, LUIS', '41450.00', '320.00', '300.00'),
        ],
      });
      return api;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = String(new Date().getFullYear() - 1);
    await expect(
      await canvas.findByRole('tab', { name: 'Certificados de renta', selected: true }, wait),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Certificados de rentas y retenciones' }, wait);
    await expect(within(table).getByText('QUISPE MAMANI, JUAN')).toBeVisible();
    await expect(within(table).getByText('A devolver 696.00')).toBeVisible();
    await expect(within(table).getByText('Por regularizar 20.00')).toBeVisible();
    await expect(within(table).getByText('91,450.00')).toBeVisible();
    await expect(
      canvas.getByText(`Meses de ${year} sin cerrar, que los certificados no incluyen: diciembre ${year}.`),
    ).toBeVisible();
    await expect(
      within(table).getByRole('button', { name: 'Certificado de ROJAS PAREDES, LUIS (PDF)' }),
    ).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Descargar todos (PDF)' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Descargar todos (PDF)' })).toBeEnabled());
    // Another year without closed months says so.
    const field = canvas.getByRole('textbox', { name: 'Año' });
    await userEvent.clear(field);
    await userEvent.type(field, String(Number(year) - 1));
    await expectText(
      canvas,
      `Ningún mes de ${String(Number(year) - 1)} está cerrado: los certificados salen de los meses cerrados.`,
    );
  },
};

export const Vacaciones: Story = {
  name: 'Vacaciones: días ganados, gozados y vencidos; eliminar un periodo',
  args: { at: '/vacaciones_gratificaciones_cts?vista=vacaciones' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Vacaciones', selected: true }, wait)).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Vacaciones de los trabajadores' }, wait);
    await expectText(within(grid), 'QUISPE MAMANI, JUAN');
    await expect(within(grid).getByText('105 días vencidos')).toBeVisible();
    await expect(within(grid).getByText('7.50')).toBeVisible();
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Ver las vacaciones de QUISPE MAMANI, JUAN' }),
    );
    const dialog = await dialogNamed('Vacaciones de QUISPE MAMANI, JUAN');
    await expectText(dialog, 'Ingreso 15/03/2019 · 6 años completos de servicio al 30/06/2025');
    await expect(dialog.getByText(/^15 días del año 2 \(ganados el 15\/03\/2021\) vencieron/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Registrar periodo' })).toBeEnabled();
    await userEvent.click(
      dialog.getByRole('button', { name: 'Eliminar el periodo del 10/01/2023 al 24/01/2023' }),
    );
    const confirm = await dialogNamed('Eliminar periodo de vacaciones');
    await userEvent.click(confirm.getByRole('button', { name: 'Eliminar' }));
    await expectText(dialog, 'Periodo de vacaciones eliminado.');
    await expect(dialog.getByText('Gozados: 30 días')).toBeVisible();
  },
};

export const VacacionesSoloLectura: Story = {
  name: 'Vacaciones sin permiso de edición: solo consulta',
  args: { at: '/vacaciones_gratificaciones_cts?vista=vacaciones', actions: ['ver'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Vacaciones de los trabajadores' }, wait);
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Ver las vacaciones de FLORES RAMOS, ANA' }, wait),
    );
    const dialog = await dialogNamed('Vacaciones de FLORES RAMOS, ANA');
    await expectText(dialog, 'No hay periodos de vacaciones registrados.');
    await expect(dialog.getByText('En curso: 25.00 días')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Registrar periodo' })).toBeNull();
  },
};
