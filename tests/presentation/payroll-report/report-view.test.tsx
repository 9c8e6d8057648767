import { render, screen, within } from '@testing-library/react';
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
