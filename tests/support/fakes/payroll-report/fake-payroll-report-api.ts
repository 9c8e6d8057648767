import type { DownloadProgress } from '../../../../src/application/ports/http-client';
import type {
  BankFileRequest,
  BankPaymentPreview,
  ConceptCode,
  ConceptCodeDifference,
  ConceptCodeListing,
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

  payslipsZip(weekId: number, _onProgress?: DownloadProgress) {
    return this.file(`boletas-semana-${weekId}.zip`, 'application/zip');
  }

  summary(): Promise<ApiResult<PayrollSummary>> {
    return Promise.resolve(okResult(this.summaryAnswer));
  }

  /** What is wrong with the month's data: the filings are refused with it. */
  filingProblems: { field: string; message: string }[] = [];

  private filing(fileName: string, type: string, what: string): Promise<ApiResult<DownloadedFile>> {
    if (this.filingProblems.length === 0) return this.file(fileName, type);
    this.asked.push(`rechazado ${fileName}`);
    return Promise.resolve(
      failed({
        kind: 'validation',
        message: `Hay ${this.filingProblems.length} dato(s) por corregir antes de generar ${what}: el archivo no se genera con datos incompletos.`,
        fields: this.filingProblems,
      }),
    );
  }

  plame(month: string, ruc: string) {
    return this.filing(
      `0601${month.replace('-', '')}${ruc}.zip`,
      'application/zip',
      'el PLAME de abril de 2025',
    );
  }

  afpnet(month: string, ruc: string) {
    return this.filing(`afpnet-${ruc}-${month.replace('-', '')}.txt`, 'text/plain', 'el archivo de AFPnet');
  }

  afpnetWorkbook(month: string, ruc: string) {
    return this.filing(
      `afpnet-${ruc}-${month.replace('-', '')}.xlsx`,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'el archivo de AFPnet en Excel',
    );
  }

  codes: ConceptCode[] = [
    {
      concept: 'catchShare',
      code: '0103',
      description: 'COMISIONES O DESTAJO',
      kind: 'ingreso',
      version: 1,
      updatedAt: '2025-04-01T10:00:00.000Z',
      updatedBy: 'system',
    },
    {
      concept: 'essalud',
      code: '0804',
      description: 'ESSALUD SEGURO REGULAR TRABAJADOR',
      kind: 'aporte_empleador',
      version: 1,
      updatedAt: '2025-04-01T10:00:00.000Z',
      updatedBy: 'system',
    },
  ];

  bankPreviewAnswer: BankPaymentPreview = {
    layout: {
      code: 'BCP_TELECREDITO',
      name: 'BCP Telecrédito (pago de haberes)',
      chargeAccountHint: 'Cuenta corriente BCP en soles: 13 dígitos (por ejemplo 191-1234567-0-12)',
    },
    paid: 1,
    total: '1956.39',
    withoutAccount: [{ document: '40112234', name: 'HUAMÁN ROJAS, PEDRO', net: '1956.38' }],
    nothingToPay: 0,
    reference: 'SEM 14-2025',
    layouts: [
      { code: 'BCP_TELECREDITO', name: 'BCP Telecrédito (pago de haberes)' },
      { code: 'BBVA_HABERES', name: 'BBVA Net Cash (pago de haberes)' },
    ],
  };

  /** The same week in BBVA's layout: only the worker paid at BBVA. */
  bbvaPreviewAnswer: BankPaymentPreview = {
    ...this.bankPreviewAnswer,
    layout: {
      code: 'BBVA_HABERES',
      name: 'BBVA Net Cash (pago de haberes)',
      chargeAccountHint:
        'Cuenta BBVA en soles de la empresa: 18 o 20 dígitos (por ejemplo 0011-0123-0100012345)',
    },
    paid: 0,
    total: '0.00',
    withoutAccount: [
      { document: '40112233', name: 'QUISPE MAMANI, JUAN', net: '1956.39' },
      { document: '40112234', name: 'HUAMÁN ROJAS, PEDRO', net: '1956.38' },
    ],
  };

  bankPreview(weekId: number, ruc: string, layout?: string): Promise<ApiResult<BankPaymentPreview>> {
    this.asked.push(`pago-banco ${weekId} ${ruc}${layout ? ` ${layout}` : ''}`);
    return Promise.resolve(
      okResult(layout === 'BBVA_HABERES' ? this.bbvaPreviewAnswer : this.bankPreviewAnswer),
    );
  }

  bankFile(weekId: number, ruc: string, request: BankFileRequest): Promise<ApiResult<DownloadedFile>> {
    if (!/^\d{13}$/.test(request.chargeAccount.replace(/-/g, '')))
      return Promise.resolve(
        failed({
          kind: 'validation',
          message:
            'Hay 1 dato(s) por corregir antes de generar el archivo del banco: no se genera con datos incompletos.',
          fields: [
            {
              field: 'chargeAccount',
              message:
                'La cuenta de cargo debe ser una cuenta corriente BCP de 13 dígitos (por ejemplo 191-1234567-0-12).',
            },
          ],
        }),
      );
    this.asked.push(`telecredito ${request.chargeAccount} ${request.paymentDate} ${request.reference}`);
    return this.file(`telecredito-${ruc}-semana-${weekId}.txt`, 'text/plain');
  }

  /** What the server says differs from the official table (none by default). */
  differences: ConceptCodeDifference[] = [];

  conceptCodes(): Promise<ApiResult<ConceptCodeListing>> {
    return Promise.resolve(okResult({ rows: [...this.codes], differences: [...this.differences] }));
  }

  updateConceptCode(
    concept: string,
    change: { code: string; description: string; version: number },
  ): Promise<ApiResult<ConceptCode>> {
    this.asked.push(`tabla22 ${concept} ${change.code}`);
    const i = this.codes.findIndex((c) => c.concept === concept);
    const current = this.codes[i];
    if (!current) return Promise.resolve(failed({ kind: 'not-found', message: 'El concepto no existe.' }));
    if (current.version !== change.version)
      return Promise.resolve(
        failed({
          kind: 'conflict',
          message: 'El registro fue modificado por otro usuario. Recargue los datos e intente nuevamente.',
        }),
      );
    if (!/^\d{4}$/.test(change.code))
      return Promise.resolve(
        failed({
          kind: 'validation',
          message: 'Los datos enviados no son válidos.',
          fields: [
            {
              field: 'code',
              message: `El código SUNAT "${change.code}" debe tener 4 dígitos (tabla 22, por ejemplo 0121).`,
            },
          ],
        }),
      );
    const next = {
      ...current,
      code: change.code,
      description: change.description,
      version: current.version + 1,
    };
    this.codes[i] = next;
    return Promise.resolve(okResult(next));
  }
}
