import type { Readable } from 'node:stream';
import { formatMonthName } from '../../src/domain/shared/month-names';
import { formatDue, type LeaverSettlement } from '../../src/domain/months/leaver';
import type { Employer } from '../../src/domain/shared/payslip';
import { formatDate } from '../../src/domain/shared/dates';
import { formatSoles } from '../../src/domain/shared/decimal-text';
import { particulars, workerDocumentPdf } from './worker-document';

/**
 * The leaver's settlement as a document (liquidación de beneficios sociales): the employer, the worker,
 * the dates and the time of service, each benefit with its period, what the monthly runs paid and what
 * is still to pay or deposit, the total, a provisional note naming the months not closed yet, and the
 * signatures.
 */
export function settlementPdf(settlement: LeaverSettlement, employer: Employer | null): Promise<Readable> {
  const w = settlement.worker;
  const rows = settlement.lines.map((l) => [
    l.label,
    l.period,
    { text: formatSoles(l.paid), alignment: 'right' as const },
    { text: formatSoles(l.pending), alignment: 'right' as const },
  ]);
  return workerDocumentPdf({
    title: `Liquidación de beneficios sociales · ${w.name}`,
    employer,
    employerSigns: 'El empleador',
    workerName: w.name,
    body: [
      {
        text: 'LIQUIDACIÓN DE BENEFICIOS SOCIALES',
        bold: true,
        fontSize: 13,
        alignment: 'center',
        margin: [0, 4, 0, 10],
      },
      particulars([
        ['Trabajador', w.name],
        ['Documento', `${w.documentType} ${w.document}`],
        ['Fecha de ingreso', formatDate(w.hireDate)],
        ['Fecha de cese', formatDate(w.endDate)],
        ['Tiempo de servicios', settlement.service],
      ]),
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto', 'auto'],
          body: [
            [
              { text: 'Concepto', bold: true },
              { text: 'Periodo', bold: true },
              { text: 'Pagado en planillas', bold: true, alignment: 'right' },
              { text: 'Por pagar o depositar', bold: true, alignment: 'right' },
            ],
            ...rows,
            ...[
              ['Total de la liquidación', settlement.total],
              ['Menos: renta de quinta categoría retenida', settlement.tax.amount],
              ['Neto de la liquidación', settlement.net],
              ['  CTS a depositar en la cuenta CTS', settlement.deposit],
              ['  Neto a pagar al trabajador', settlement.payable],
            ].map(([label, amount]) => [
              { text: label!, bold: true, colSpan: 3 },
              '',
              '',
              {
                text: formatSoles(amount!),
                bold: true,
                alignment: 'right' as const,
              },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      settlement.pendingMonths.length > 0
        ? {
            text: `Liquidación provisional: ${settlement.pendingMonths.length === 1 ? 'el mes' : 'los meses'} ${settlement.pendingMonths
              .map(formatMonthName)
              .join(
                ', ',
              )} ${settlement.pendingMonths.length === 1 ? 'no está cerrado' : 'no están cerrados'}.`,
            italics: true,
            margin: [0, 8, 0, 0],
          }
        : { text: '' },
      {
        text: `Plazo de pago: hasta el ${formatDue(settlement.deadline.due)} (48 horas desde el cese).`,
        margin: [0, 8, 0, 0],
      },
      { text: 'Detalle del cálculo', bold: true, margin: [0, 8, 0, 2] },
      {
        ul: [
          ...settlement.lines.map((l) => `${l.label}: ${l.trace}.`),
          `Renta de quinta categoría: ${settlement.tax.trace}. La CTS y la indemnización vacacional no están afectas (LIR art. 18 c).`,
        ],
        fontSize: 8,
      },
      {
        text: 'La CTS trunca se deposita en la entidad depositaria del trabajador dentro de las 48 horas siguientes al cese (D.S. 001-97-TR). La gratificación, su bonificación extraordinaria y las vacaciones truncas se pagaron en las planillas mensuales sobre la remuneración de cada mes (D.S. 014-2004-TR). Las vacaciones no gozadas y la indemnización vacacional se calculan sobre la remuneración computable (D.Leg. 713 arts. 16 y 23).',
        fontSize: 8,
        margin: [0, 10, 0, 40],
      },
    ],
  });
}
