import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { WeekFigures } from '../../../src/application/payroll-report/payroll-report-api';
import { PayrollFiguresView } from '../../../src/presentation/dashboard/PayrollFiguresContent';
import { PayrollFiguresPresenter } from '../../../src/presentation/dashboard/payroll-figures-presenter';
import { FakePayrollReportApi } from '../../support/fakes/payroll-report/fake-payroll-report-api';
import { createTestI18n } from '../../support/i18n';

const i18n = createTestI18n('es');

const week = (number: number, gross: string, net: string): WeekFigures => ({
  id: number,
  year: 2025,
  number,
  start: '2025-04-07',
  end: '2025-04-13',
  state: 'cerrada',
  workers: 8,
  tonnes: '178.000',
  gross,
  deductions: '0.00',
  net,
  employer: '3110.09',
});

async function loaded(api: FakePayrollReportApi) {
  const presenter = new PayrollFiguresPresenter(api, (key, params) => i18n.t(key, params ?? {}));
  await presenter.load();
  return presenter;
}

describe('the dashboard’s payroll figures', () => {
  it('gives the last closed week’s figures, the weeks for the chart and the open week’s shortcut', async () => {
    const api = new FakePayrollReportApi();
    api.summaryAnswer = {
      lastClosed: week(15, '20733.44', '19074.77'),
      weeks: [week(14, '20733.44', '19074.77'), week(15, '20733.44', '19074.77')],
      openWeek: { id: 9, year: 2025, number: 16, state: 'calculada' },
    };
    const presenter = await loaded(api);
    const s = presenter.state;
    expect(s.kind).toBe('ready');
    if (s.kind !== 'ready') return;
    expect(s.lastClosed).toBe('Semana 15 – 2025 (07/04/2025 – 13/04/2025)');
    expect(s.figures).toEqual([
      { label: 'Total ingresos', value: 'S/ 20,733.44' },
      { label: 'Neto pagado', value: 'S/ 19,074.77' },
      { label: 'Costo del empleador', value: 'S/ 3,110.09' },
      { label: 'Toneladas', value: '178.000' },
      { label: 'Trabajadores pagados', value: '8' },
    ]);
    expect(s.chart.map((w) => w.label)).toEqual(['S14', 'S15']);
    expect(s.openWeek).toEqual({ label: 'Semana 16 – 2025 (calculada)', path: '/semana_de_pesca?semana=9' });

    render(
      <MemoryRouter>
        <PayrollFiguresView presenter={presenter} state={s} />
      </MemoryRouter>,
    );
    const figures = screen.getByRole('region', { name: 'Última semana cerrada' });
    expect(within(figures).getByText('S/ 20,733.44')).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Últimas 12 semanas cerradas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ir a la semana en curso: Semana 16 – 2025/ })).toHaveAttribute(
      'href',
      '/semana_de_pesca?semana=9',
    );
  });

  it('says so when no week is closed yet', async () => {
    const presenter = await loaded(new FakePayrollReportApi());
    render(
      <MemoryRouter>
        <PayrollFiguresView presenter={presenter} state={presenter.state} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Aún no hay semanas cerradas.')).toBeVisible();
  });
});
