import type {
  PayrollReportApi,
  PayrollSummary,
  ReportPeriods,
  ReportQuery,
} from '../../../../src/application/payroll-report/payroll-report-api';
import { failed, okResult, type ApiResult } from '../../../../src/application/shared/api-result';
import type { DownloadedFile } from '../../../../src/application/shared/catalogue-api';
import type { PayrollReport, ReportRow, ReportTotal } from '../../../../src/domain/payroll-report/report';

const NORTE = { ruc: '20100000001', name: 'PESQUERA NORTE S.A.C.' };

const row = (document: string, name: string, catchShare: string, net: string): ReportRow => ({
  id: `${document}|${NORTE.ruc}`,
  companyRuc: NORTE.ruc,
  companyName: NORTE.name,
  vessel: 'CO-1234-PM',
  vesselName: 'DON LUCHO I',
  document,
  documentType: 'DNI',
  name,
  position: 'Pescador',
  weeks: 1,
  daysOnBoard: 1,
  fishingDays: 1,
  daysOnLand: 0,
  amounts: { catchShare, pensionContribution: (Number(catchShare) - Number(net)).toFixed(2) },
  gross: catchShare,
  deductions: (Number(catchShare) - Number(net)).toFixed(2),
  net,
  employer: '0.00',
});

export const REPORT_ROWS: readonly ReportRow[] = [
  row('40112233', 'QUISPE MAMANI, JUAN', '2126.51', '1956.39'),
  row('40112234', 'HUAMÁN ROJAS, PEDRO', '2126.50', '1956.38'),
];

const total = (rows: readonly ReportRow[], label: string, vessel: string): ReportTotal => {
  const sum = (f: (r: ReportRow) => string) => rows.reduce((c, r) => c + Math.round(Number(f(r)) * 100), 0);
  const text = (cents: number) => (cents / 100).toFixed(2);
  return {
    label,
    companyRuc: rows.length ? NORTE.ruc : '',
    vessel,
    workers: rows.length,
    amounts: {
      catchShare: text(sum((r) => r.amounts.catchShare ?? '0')),
      pensionContribution: text(sum((r) => r.amounts.pensionContribution ?? '0')),
    },
    gross: text(sum((r) => r.gross)),
    deductions: text(sum((r) => r.deductions)),
    net: text(sum((r) => r.net)),
    employer: text(sum((r) => r.employer)),
  };
};

/** The payroll report's port over two workers of one closed week, filtering by text as the server does. */
export class FakePayrollReportApi implements PayrollReportApi {
  readonly asked: string[] = [];
  periodsAnswer: ReportPeriods = {
    weeks: [
      {
        id: 7,
        year: 2025,
        number: 14,
        start: '2025-03-31',
        end: '2025-04-06',
        month: '2025-04',
        state: 'cerrada',
      },
    ],
    months: ['2025-04'],
  };
  /** A failure every report answers with. */
  failure: string | null = null;
  summaryAnswer: PayrollSummary = {
    lastClosed: null,
    weeks: [],
    openWeek: null,
  };

  periods(): Promise<ApiResult<ReportPeriods>> {
    return Promise.resolve(okResult(this.periodsAnswer));
  }

  report(query: ReportQuery): Promise<ApiResult<PayrollReport>> {
    const params = Object.entries(query).filter(([, v]) => v !== undefined && v !== '');
    this.asked.push(`reporte ${new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString()}`);
    if (this.failure) return Promise.resolve(failed({ kind: 'conflict', message: this.failure }));
    const wanted = (query.q ?? '').toLowerCase();
    const rows = REPORT_ROWS.filter(
      (r) => r.name.toLowerCase().includes(wanted) || r.document.includes(wanted),
    );
    return Promise.resolve(
      okResult({
        title: query.mes ? 'Mes de abril de 2025 (semana 14)' : 'Semana 14 – 2025 (31/03/2025 – 06/04/2025)',
        weeks: [{ id: 7, year: 2025, number: 14, state: 'cerrada' }],
        columns: [
          { key: 'catchShare', label: 'Participación de pesca', group: 'earning' },
          { key: 'pensionContribution', label: 'Aporte al fondo de pensiones', group: 'deduction' },
        ],
        rows: [...rows],
        vesselTotals: [total(rows, 'Total DON LUCHO I (CO-1234-PM)', 'CO-1234-PM')],
        companyTotals: [total(rows, `Total ${NORTE.name}`, '')],
        total: total(rows, 'Total general', ''),
      }),
    );
  }

  private file(fileName: string, type: string): Promise<ApiResult<DownloadedFile>> {
    this.asked.push(fileName);
    return Promise.resolve(okResult({ fileName, file: new Blob(['x'], { type }) }));
  }

  workbook(query: ReportQuery) {
    return this.file(`planilla-semana-${query.semana ?? query.mes ?? ''}.xlsx`, 'application/octet-stream');
  }

  pdf(query: ReportQuery) {
    return this.file(`planilla-semana-${query.semana ?? query.mes ?? ''}.pdf`, 'application/pdf');
  }

  payslipsZip(weekId: number) {
    return this.file(`boletas-semana-${weekId}.zip`, 'application/zip');
  }

  summary(): Promise<ApiResult<PayrollSummary>> {
    return Promise.resolve(okResult(this.summaryAnswer));
  }
}
