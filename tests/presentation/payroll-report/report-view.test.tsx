import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FakePayrollReportApi } from '../../support/fakes/payroll-report/fake-payroll-report-api';
import { createTestI18n } from '../../support/i18n';
import { PayrollReportStory, type PayrollReportStoryProps } from '../../support/stories/payroll-report-story';

const i18n = createTestI18n('es');
const show = (props: PayrollReportStoryProps) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PayrollReportStory {...props} />
    </I18nextProvider>,
  );

describe('the payroll report screen', () => {
  it('shows the newest closed week’s rows and totals, and downloads its files', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    show({ saved });
    expect(
      await screen.findByText('Semana 14 – 2025 (31/03/2025 – 06/04/2025)', { selector: 'h2' }),
    ).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Reporte de planilla' });
    expect(await within(grid).findByText('QUISPE MAMANI, JUAN')).toBeVisible();
    expect(within(grid).getAllByText('2,126.51')).toHaveLength(2);
    const totals = screen.getByRole('table', { name: 'Totales' });
    const general = within(totals).getByRole('row', { name: /Total general/ });
    expect(within(general).getByText('4,253.01')).toBeVisible();
    expect(within(general).getByText('3,912.77')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Excel (.xlsx)' }));
    await user.click(screen.getByRole('button', { name: 'Boletas (.zip)' }));
    expect(saved).toEqual(['planilla-semana-7.xlsx', 'boletas-semana-7.zip']);
  });

  it('filters by worker, and offers no downloads without exportar', async () => {
    const user = userEvent.setup();
    show({ actions: ['ver'] });
    const grid = await screen.findByRole('grid', { name: 'Reporte de planilla' });
    expect(await within(grid).findByText('HUAMÁN ROJAS, PEDRO')).toBeVisible();
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar por documento o nombre' }),
      'quispe{Enter}',
    );
    await within(grid).findByText('QUISPE MAMANI, JUAN');
    expect(within(grid).queryByText('HUAMÁN ROJAS, PEDRO')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excel (.xlsx)' })).toBeNull();
  });

  it('gives a month’s PLAME and AFPnet files, and lists what to fix when the month’s data is incomplete', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const api = new FakePayrollReportApi();
    show({ saved, api: () => api });
    await screen.findByRole('grid', { name: 'Reporte de planilla' });
    expect(screen.queryByRole('button', { name: 'PLAME (.zip)' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Periodo' }));
    await user.click(await screen.findByRole('option', { name: 'Mes de abril de 2025' }));
    await screen.findByText('Mes de abril de 2025 (semana 14)', { selector: 'h2' });
    await user.click(screen.getByRole('button', { name: 'PLAME (.zip)' }));
    await user.click(screen.getByRole('button', { name: 'AFPnet (.txt)' }));
    await user.click(screen.getByRole('button', { name: 'AFPnet (Excel)' }));
    expect(saved).toEqual([
      '0601202504' + '20100000001.zip',
      'afpnet-20100000001-202504.txt',
      'afpnet-20100000001-202504.xlsx',
    ]);

    api.filingProblems = [
      {
        field: '0601202504…sec · QUISPE MAMANI, JUAN (DNI 40112233)',
        message: 'QUISPE MAMANI, JUAN (DNI 40112233): El cargo no tiene código del PLAME (.sec).',
      },
    ];
    await user.click(screen.getByRole('button', { name: 'PLAME (.zip)' }));
    expect(
      await screen.findByText(/^Hay 1 dato\(s\) por corregir antes de generar el PLAME de abril de 2025/),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Datos por corregir' });
    expect(within(list).getByText(/QUISPE MAMANI, JUAN \(DNI 40112233\): El cargo/)).toBeVisible();
    expect(saved).toHaveLength(3);
  });

  it('shows the Table 22 mapping and saves a changed code with editar', async () => {
    const user = userEvent.setup();
    const api = new FakePayrollReportApi();
    show({ actions: ['ver', 'editar'], api: () => api });
    await user.click(await screen.findByRole('button', { name: 'Códigos SUNAT (tabla 22)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Códigos SUNAT del PLAME (tabla 22)' });
    const code = await within(dialog).findByRole('textbox', { name: 'Código de Participación de pesca' });
    expect(code).toHaveValue('0103');
    await user.clear(code);
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Participación de pesca' }));
    expect(await within(dialog).findByText(/debe tener 4 dígitos/)).toBeVisible();
    await user.clear(code);
    await user.type(code, '0121');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Participación de pesca' }));
    expect(await within(dialog).findByText('Código de «Participación de pesca» guardado.')).toBeVisible();
    expect(api.asked).toContain('tabla22 catchShare 0121');
    expect(api.codes[0]!.version).toBe(2);
  });

  it('tells the clerk where an edited mapping differs from the official table, until the row agrees', async () => {
    const user = userEvent.setup();
    const api = new FakePayrollReportApi();
    // The office had changed the catch share to 0121 before the update: the migration kept the edit.
    api.codes[0] = { ...api.codes[0]!, code: '0121', version: 2, updatedBy: 'contadora' };
    api.differences = [
      {
        concept: 'catchShare',
        code: '0121',
        officialCode: '0103',
        officialDescription: 'COMISIONES O DESTAJO',
        message: '«catchShare» tiene el código 0121; la tabla oficial usa 0103 (COMISIONES O DESTAJO).',
      },
    ];
    show({ actions: ['ver', 'editar'], api: () => api });
    await user.click(await screen.findByRole('button', { name: 'Códigos SUNAT (tabla 22)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Códigos SUNAT del PLAME (tabla 22)' });
    expect(await within(dialog).findByText('Esta tabla difiere de la tabla oficial')).toBeVisible();
    const list = within(dialog).getByRole('list', { name: 'Diferencias con la tabla oficial' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Participación de pesca')).toBeVisible();
    expect(within(list).getByText(/tiene el código 0121; la tabla oficial usa 0103/)).toBeVisible();

    // Back to the official code: the server no longer lists a difference, and the notice goes.
    const code = within(dialog).getByRole('textbox', { name: 'Código de Participación de pesca' });
    await user.clear(code);
    await user.type(code, '0103');
    api.differences = [];
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Participación de pesca' }));
    expect(await within(dialog).findByText('Código de «Participación de pesca» guardado.')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).queryByText('Esta tabla difiere de la tabla oficial')).not.toBeInTheDocument(),
    );
  });

  it('shows no notice when the mapping is the official one', async () => {
    const user = userEvent.setup();
    show({ actions: ['ver'], api: () => new FakePayrollReportApi() });
    await user.click(await screen.findByRole('button', { name: 'Códigos SUNAT (tabla 22)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Códigos SUNAT del PLAME (tabla 22)' });
    expect(await within(dialog).findByRole('cell', { name: '0103' })).toBeVisible();
    expect(within(dialog).queryByText('Esta tabla difiere de la tabla oficial')).not.toBeInTheDocument();
  });

  it('gives the week’s bank payment file: who it pays, who has no account, and what to fix', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const api = new FakePayrollReportApi();
    show({ saved, api: () => api });
    await screen.findByRole('grid', { name: 'Reporte de planilla' });
    await user.click(await screen.findByRole('button', { name: 'Pago al banco (.txt)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archivo de pago al banco' });
    expect(await within(dialog).findByText('Se pagará a 1 trabajador: S/ 1,956.39.')).toBeVisible();
    const left = within(dialog).getByRole('list', { name: 'Sin cuenta bancaria (pagar por otro medio)' });
    expect(within(left).getByText('HUAMÁN ROJAS, PEDRO (40112234): S/ 1,956.38')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Referencia' })).toHaveValue('SEM 14-2025');
    const account = within(dialog).getByRole('textbox', { name: 'Cuenta de cargo de la empresa' });
    await user.type(account, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar archivo' }));
    expect(await within(dialog).findByText(/cuenta corriente BCP de 13 dígitos/)).toBeVisible();
    await user.clear(account);
    await user.type(account, '191-1234567-0-12');
    await user.click(within(dialog).getByRole('button', { name: 'Descargar archivo' }));
    await waitFor(() => expect(saved).toEqual(['telecredito-20100000001-semana-7.txt']));
    expect(api.asked).toContain('pago-banco 7 20100000001');

    // The same week in BBVA's layout: who it pays is read again; nobody here has a BBVA account.
    await user.click(within(dialog).getByRole('combobox', { name: 'Banco del archivo' }));
    await user.click(await screen.findByRole('option', { name: 'BBVA Net Cash (pago de haberes)' }));
    expect(
      await within(dialog).findByText(
        'Ningún trabajador de la empresa tiene cuenta bancaria y neto a pagar esta semana.',
      ),
    ).toBeVisible();
    expect(api.asked).toContain('pago-banco 7 20100000001 BBVA_HABERES');
    const apart = within(dialog).getByRole('list', { name: 'Sin cuenta bancaria (pagar por otro medio)' });
    expect(within(apart).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByText(/Cuenta BBVA en soles de la empresa/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Descargar archivo' })).toBeDisabled();
  });

  it('says so when no week is closed yet', async () => {
    show({
      api: () => Object.assign(new FakePayrollReportApi(), { periodsAnswer: { weeks: [], months: [] } }),
    });
    expect(
      await screen.findByText(
        'Aún no hay semanas cerradas: el reporte de planilla sale de las semanas cerradas.',
      ),
    ).toBeVisible();
  });
});
