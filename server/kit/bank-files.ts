import type { FastifyReply, FastifyRequest } from 'fastify';
import { BBVA, TELECREDITO, type BankFile, type BankFileProblem } from '../../src/domain/bank-payments';
import type { ServerContext } from '../context';
import { attachment, recordDownload, type Download } from './downloads';
import { validationFailed } from './errors';
import { actorOf } from './request';

/**
 * The problems to correct before a bank file is written (422's fields in Spanish): each names its
 * worker, or the file's own field.
 */
export function bankFileRefused(problems: readonly BankFileProblem[], message: string): Error {
  return validationFailed(
    problems.map((p) => ({
      field: p.worker ?? p.field,
      message: p.worker ? `${p.worker}: ${p.message}` : p.message,
    })),
    message,
  );
}

/** The bank a file is asked for (Telecrédito unless named) and the stem of its file's name. */
export function bankLayout(banco: string | undefined): { readonly layout: string; readonly stem: string } {
  const layout = banco ?? TELECREDITO;
  return { layout, stem: layout === BBVA ? 'bbva' : 'telecredito' };
}

/** What the audit trail keeps of a bank file: how many it pays, the total and who has no account. */
export function bankFileDetails(file: BankFile): Record<string, unknown> {
  return {
    pagos: file.paid.length,
    total: file.total,
    sinCuenta: file.withoutAccount.map((p) => p.document),
  };
}

/**
 * Sends a bank file, recorded in the audit trail first (a failed write sends nothing). Both banks'
 * importers read Windows text (ISO-8859-1 / Windows-1252); the file's texts are cleaned to ASCII, so
 * its bytes are the same in either (docs/bank-payments.md).
 */
export async function sendBankFile(
  context: Pick<ServerContext, 'db' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  download: Omit<Download, 'format'> & { readonly fileName: string; readonly content: string },
): Promise<FastifyReply> {
  const { fileName, content, ...audited } = download;
  await recordDownload(context, actorOf(request), { ...audited, format: 'txt' });
  return attachment(reply, fileName, 'txt')
    .header('content-type', 'text/plain; charset=iso-8859-1')
    .send(Buffer.from(content, 'latin1'));
}
