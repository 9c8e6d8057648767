import type { Readable } from 'node:stream';
import type { Employer } from '../../src/domain/shared/payslip';
import { pdfStream, type Content } from '../kit/pdf';

/**
 * The frame of a document the employer gives one worker (the leaver's settlement, the certificate of
 * income and withholdings): on A4, the employer's name, RUC and address at the top (none when unknown),
 * the document's body, and the employer's and the worker's signatures at the end.
 */
export function workerDocumentPdf(doc: {
  readonly title: string;
  readonly employer: Employer | null;
  readonly body: readonly Content[];
  /** Who signs for the employer: 'El empleador'… */
  readonly employerSigns: string;
  readonly workerName: string;
}): Promise<Readable> {
  const { employer } = doc;
  const header: Content[] = employer
    ? [
        { text: employer.legalName, bold: true, fontSize: 11 },
        {
          text: `RUC ${employer.ruc}${employer.address ? ` · ${employer.address}` : ''}`,
          margin: [0, 0, 0, 8],
        },
      ]
    : [];
  return pdfStream({
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: doc.title },
    content: [
      ...header,
      ...doc.body,
      {
        columns: [
          { text: `______________________________\n${doc.employerSigns}`, alignment: 'center' },
          { text: `______________________________\n${doc.workerName}`, alignment: 'center' },
        ],
      },
    ],
  });
}

/** The worker's particulars: label and value, one per line, without borders. */
export const particulars = (rows: readonly (readonly [string, string])[]): Content => ({
  table: { widths: ['auto', '*'], body: rows.map((r) => [...r]) },
  layout: 'noBorders',
  margin: [0, 0, 0, 10],
});
