import { afterEach, describe, expect, it } from 'vitest';
import { ReportPresenter } from '../../../src/presentation/payroll-report/report-presenter';
import { FakePayrollReportApi } from '../../support/fakes/payroll-report/fake-payroll-report-api';
import { createTestI18n } from '../../support/i18n';
import { reportGrants } from '../../support/stories/payroll-report-story';

const i18n = createTestI18n('es');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the payroll report presenter', () => {
  let presenter: ReportPresenter | undefined;
  afterEach(() => presenter?.dispose());

  async function started(actions: string[] = ['ver', 'exportar'], api = new FakePayrollReportApi()) {
    const saved: string[] = [];
    presenter = new ReportPresenter(
      api,
      reportGrants(...actions),
      { save: (name) => void saved.push(name) },
      (key, params) => i18n.t(key, params ?? {}),
    );
    presenter.attach();
    await settle();
    await settle();
    return { presenter, api, saved };
  }

  it('offers the closed weeks and months and opens the newest week at once, with its filters', async () => {
    const { presenter } = await started();
    const s = presenter.state;
    expect(s.periods.kind === 'ready' && s.periods.weeks.map((w) => w.label)).toEqual([
      'Semana 14 – 2025 (31/03/2025 – 06/04/2025)',
    ]);
    expect(s.periods.kind === 'ready' && s.periods.months.map((m) => m.label)).toEqual([
      'Mes de abril de 2025',
    ]);
    expect(s.period).toBe('semana:7');
    expect(s.report.kind).toBe('ready');
    expect(s.companies).toEqual([{ value: '20100000001', label: 'PESQUERA NORTE S.A.C.' }]);
    expect(s.vessels.map((v) => v.label)).toEqual(['DON LUCHO I (CO-1234-PM)']);
    expect(s.canExport).toBe(true);
  });

  it('asks the server with the period and filters, and keeps the period’s options when filtering', async () => {
    const { presenter, api } = await started();
    await presenter.chooseCompany('20100000001');
    presenter.typeSearch('quispe');
    await presenter.searchNow();
    expect(api.asked.at(-1)).toBe('reporte semana=7&empresa=20100000001&q=quispe');
    const s = presenter.state;
    expect(s.report.kind === 'ready' && s.report.report.rows.map((r) => r.document)).toEqual(['40112233']);
    expect(s.companies).toHaveLength(1);
    await presenter.choosePeriod('mes:2025-04');
    expect(api.asked.at(-1)).toBe('reporte mes=2025-04');
    expect(presenter.state.search).toBe('');
  });

  it('downloads the .xlsx, the PDF and the week’s payslips with exportar; never without it', async () => {
    const { presenter, saved } = await started();
    await presenter.downloadWorkbook();
    await presenter.downloadPdf();
    await presenter.downloadPayslips();
    expect(saved).toEqual(['planilla-semana-7.xlsx', 'planilla-semana-7.pdf', 'boletas-semana-7.zip']);
    presenter.dispose();
    const viewer = await started(['ver']);
    expect(viewer.presenter.state.canExport).toBe(false);
    await viewer.presenter.downloadWorkbook();
    expect(viewer.saved).toEqual([]);
  });

  it('shows how much of a file has arrived while it downloads, and nothing once it is saved', async () => {
    const api = new FakePayrollReportApi();
    const seen: number[] = [];
    api.payslipsZip = (weekId, onProgress) => {
      onProgress?.(0, null);
      seen.push(presenter!.state.downloaded);
      onProgress?.(2_400_000, null);
      seen.push(presenter!.state.downloaded);
      return Promise.resolve({
        ok: true as const,
        value: { fileName: `boletas-semana-${weekId}.zip`, file: new Blob(['PK']) },
      });
    };
    const started_ = await started(['ver', 'exportar'], api);
    await started_.presenter.downloadPayslips();
    expect(seen).toEqual([0, 2_400_000]);
    expect(started_.presenter.state).toMatchObject({ downloading: null, downloaded: 0 });
    expect(started_.saved).toEqual(['boletas-semana-7.zip']);
  });

  it('shows the server’s refusal', async () => {
    const api = new FakePayrollReportApi();
    api.failure = 'La semana no está cerrada: el reporte sale del resultado cerrado. Ciérrela primero.';
    const { presenter } = await started(['ver'], api);
    expect(presenter.state.report).toEqual({ kind: 'failed', message: api.failure });
  });
});
