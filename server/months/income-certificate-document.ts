import type { Readable } from 'node:stream';
import type { IncomeCertificate } from '../../src/domain/months/income-certificate';
import { Decimal } from '../../src/domain/payroll/decimal';
import type { Employer } from '../../src/domain/shared/payslip';
import { formatSoles } from '../../src/domain/shared/decimal-text';
import { particulars, workerDocumentPdf, workerDocumentsPdf, type WorkerDocument } from './worker-document';

const right = (amount: string, bold = false) => ({
  text: formatSoles(amount),
  alignment: 'right' as const,
  bold,
});

/**
 * The certificado de rentas y retenciones por rentas de quinta categoría (Reglamento LIR art. 45) as a
 * document: the employer (withholding agent), the worker, each closed month of the year with its taxable
 * pay and the tax withheld, the totals, the annual computation on this employer's pay (− 7 UIT, art. 53 tax,
 * withheld, balance), and the signature.
 */
export function incomeCertificatePdf(
  certificate: IncomeCertificate,
  employer: Employer | null,
): Promise<Readable> {
  return workerDocumentPdf(certificateDocument(certificate, employer));
}

/** Every certificate of a year in one file to print, a worker's on a page of its own. */
export function incomeCertificatesPdf(
  year: number,
  certificates: readonly { certificate: IncomeCertificate; employer: Employer | null }[],
): Promise<Readable> {
  return workerDocumentsPdf(
    `Certificados de rentas y retenciones ${String(year)}`,
    certificates.map((c) => certificateDocument(c.certificate, c.employer)),
  );
}

function certificateDocument(certificate: IncomeCertificate, employer: Employer | null): WorkerDocument {
  const year = String(certificate.year);
  const balance = Decimal.of(certificate.balance);
  const balanceLabel = balance.isNegative()
    ? 'Retenido en exceso (a devolver al trabajador)'
    : 'Impuesto por regularizar';
  const balanceAmount = balance.isNegative() ? balance.negated().toFixed(2) : certificate.balance;
  return {
    title: `Certificado de rentas y retenciones ${year} · ${certificate.name}`,
    employer,
    employerSigns: 'El empleador (agente de retención)',
    workerName: certificate.name,
    body: [
      {
        text: 'CERTIFICADO DE RENTAS Y RETENCIONES POR RENTAS DE QUINTA CATEGORÍA',
        bold: true,
        fontSize: 12,
        alignment: 'center',
        margin: [0, 4, 0, 4],
      },
      {
        text: `Ejercicio ${year} (Reglamento de la Ley del Impuesto a la Renta, art. 45)`,
        alignment: 'center',
        margin: [0, 0, 0, 10],
      },
      particulars([
        ['Trabajador', certificate.name],
        ['Documento', certificate.document],
      ]),
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto'],
          body: [
            [
              { text: 'Mes', bold: true },
              { text: 'Remuneración afecta', bold: true, alignment: 'right' },
              { text: 'Retención', bold: true, alignment: 'right' },
            ],
            ...certificate.months.map((m) => [m.label, right(m.taxablePay), right(m.taxWithheld)]),
            [
              { text: 'Total', bold: true },
              right(certificate.taxablePay, true),
              right(certificate.taxWithheld, true),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            ['Renta bruta de quinta categoría', right(certificate.taxablePay)],
            ['Deducción de 7 UIT (LIR art. 46)', right(certificate.deduction)],
            ['Renta neta', right(certificate.taxableIncome)],
            ['Impuesto calculado (LIR art. 53)', right(certificate.annualTax)],
            ['Retenciones efectuadas', right(certificate.taxWithheld)],
            [{ text: balanceLabel, bold: true }, right(balanceAmount, true)],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text:
          'Rentas y retenciones de los meses cerrados de la planilla del empleador: la retención de cada mes es la efectivamente retenida (el saldo que la planilla mensual no cubrió se certifica en el mes de la semana que lo retuvo).' +
          (Decimal.of(certificate.pendingToWithhold).isPositive()
            ? ` Saldo pendiente de retener, no incluido en las retenciones: ${formatSoles(certificate.pendingToWithhold)}.`
            : '') +
          ' No incluye las remuneraciones de otros empleadores: cada empleador certifica las suyas.',
        fontSize: 8,
        margin: [0, 10, 0, 40],
      },
    ],
  };
}
