import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/audit';
import type { ServerContext } from '../context';
import { actorOf } from './request';
import type { AuditActor } from './versioned';

/** What was downloaded, for the audit trail: the document, its format and what it covers. */
export interface Download {
  /** The module whose `exportar` permission the route checked ('reporte_de_planilla', …). */
  readonly module: string;
  /** What it covers: a week id, a month 'AAAA-MM', a document number… */
  readonly entityId: string;
  /** 'boleta', 'boletas', 'reporte', 'telecredito', 'plame', 'afpnet', … */
  readonly document: string;
  readonly format: 'pdf' | 'xlsx' | 'zip' | 'txt' | 'csv';
  /** Filters, row counts and the like: never the file's content. */
  readonly details?: Record<string, unknown>;
}

/** Records who downloaded what, before the file is sent (a failed audit write sends nothing). */
export async function recordDownload(
  context: Pick<ServerContext, 'db' | 'clock'>,
  actor: AuditActor,
  download: Download,
): Promise<void> {
  await recordAudit(context.db, context.clock, {
    ...actor,
    action: 'exportar',
    entity: download.module,
    entityId: download.entityId,
    after: { document: download.document, format: download.format, ...download.details },
  });
}

const CONTENT_TYPES: Record<Download['format'], string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Sets the headers of a file download: its type and an attachment name (ASCII and UTF-8 forms). */
export function attachment(reply: FastifyReply, fileName: string, format: Download['format']): FastifyReply {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'no-store');
}

/**
 * A file download as the routes send it: recorded in the audit trail first (a failed write sends
 * nothing), then the file built (`content`, called once recorded) and sent as an attachment.
 */
export async function sendDownload(
  context: Pick<ServerContext, 'db' | 'clock'>,
  request: FastifyRequest,
  reply: FastifyReply,
  download: Download & { readonly fileName: string; content(): unknown },
): Promise<FastifyReply> {
  const { fileName, content, ...audited } = download;
  await recordDownload(context, actorOf(request), audited);
  return attachment(reply, fileName, download.format).send(await content());
}
