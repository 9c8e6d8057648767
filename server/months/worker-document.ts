import type { Readable } from 'node:stream';
import type { Employer } from '../../src/domain/shared/payslip';
import { pdfStream, type Content, type TDocumentDefinitions } from '../kit/pdf';

/** A document the employer gives one worker: its title, the employer, the body and who signs. */
export interface WorkerDocument {
  readonly title: string;
  readonly employer: Employer | null;
  readonly body: readonly Content[];
  /** Who signs for the employer: 'El empleador'… */
  readonly employerSigns: string;
  readonly workerName: string;
}

/**
 * The frame of a document the employer gives one worker (the leaver's settlement, the certificate of
 * income and withholdings): the employer's name, RUC and address at the top (none when unknown), the
 * document's body, and the employer's and the worker's signatures at the end.
 */
function framed(doc: WorkerDocument): Content[] {
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
  return [
    ...header,
    ...doc.body,
    {
      columns: [
        { text: `______________________________\n${doc.employerSigns}`, alignment: 'center' },
        { text: `______________________________\n${doc.workerName}`, alignment: 'center' },
      ],
    },
  ];
}

const A4: Pick<TDocumentDefinitions, 'pageSize' | 'pageMargins'> = {
  pageSize: 'A4',
  pageMargins: [40, 40, 40, 50],
};

/** One worker's document on A4. */
export function workerDocumentPdf(doc: WorkerDocument): Promise<Readable> {
  return pdfStream({ ...A4, info: { title: doc.title }, content: framed(doc) });
}

/** Several workers' documents in one file to print, each starting on a page of its own. */
export function workerDocumentsPdf(title: string, docs: readonly WorkerDocument[]): Promise<Readable> {
  return pdfStream({
    ...A4,
    info: { title },
    content: docs.map((doc, i) => ({
      stack: framed(doc),
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    })),
  });
}

/** The worker's particulars: label and value, one per line, without borders. */
export const particulars = (rows: readonly (readonly [string, string])[]): Content => ({
  table: { widths: ['auto', '*'], body: rows.map((r) => [...r]) },
  layout: 'noBorders',
  margin: [0, 0, 0, 10],
});
