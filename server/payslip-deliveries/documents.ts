import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import type { DeliveryKind } from '../../src/domain/payslip-deliveries/delivery';
import { payslipFileName, type Payslip } from '../../src/domain/shared/payslip';
import type { MonthService } from '../months/service';
import { incomeCertificatePdf, settlementPdf } from '../months';
import type { PayslipService } from '../payslips/service';

/** Which document a delivery is: its kind, its week or month, and the worker's document number. */
export interface DeliveredDocument {
  readonly kind: DeliveryKind;
  readonly weekId: number | null;
  readonly month: string | null;
  readonly document: string;
}

/** A delivered document rendered: its file name and PDF (unsigned), and what the lists show of it. */
export interface RenderedDocument {
  readonly fileName: string;
  readonly pdf: Buffer;
  /** The employer's legal name ('' when none is known). */
  readonly employer: string;
  /** The net pay a month's payslip or a settlement states; null for a week's (published) and a certificate. */
  readonly net: string | null;
}

/** Where each kind's document comes from: the weeks' payslips and the months' documents. */
export interface DocumentSources {
  readonly payslips: Pick<PayslipService, 'worker' | 'week' | 'employersOf'>;
  readonly months: Pick<MonthService, 'payslips' | 'leaver' | 'incomeCertificate'>;
  /** Payslips as a PDF (server/payslips/document.ts). */
  payslipPdf(title: string, payslips: readonly Payslip[]): Promise<Buffer>;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const stem = (fileName: string) => fileName.replace(/\.pdf$/, '');
const yearOf = (ref: DeliveredDocument) => Number(ref.month!.slice(0, 4));

/**
 * The documents the deliveries hand over, each built as the office's own download builds it (the same
 * closed results, the same layouts): a week's payslip, a month's payslip, a leaver's settlement, a
 * certificate of income and withholdings. Several of them make one PDF to print.
 */
export class DeliveryDocuments {
  constructor(private readonly sources: DocumentSources) {}

  /** One delivery's document. */
  async render(ref: DeliveredDocument): Promise<RenderedDocument> {
    const { payslips, months } = this.sources;
    switch (ref.kind) {
      case 'semana':
        return this.payslip(await payslips.worker(ref.weekId!, ref.document));
      case 'mes': {
        const [payslip] = (await months.payslips(ref.month!, ref.document)).payslips;
        return this.payslip(payslip!);
      }
      case 'liquidacion': {
        const { settlement, employer } = await months.leaver(ref.document);
        return {
          fileName: `liquidacion-${ref.document}.pdf`,
          pdf: await bytesOf(await settlementPdf(settlement, employer)),
          employer: employer?.legalName ?? '',
          net: settlement.net,
        };
      }
      case 'certificado': {
        const year = yearOf(ref);
        const { certificate, employer } = await months.incomeCertificate(ref.document, year);
        return {
          fileName: `certificado-renta-${String(year)}-${ref.document}.pdf`,
          pdf: await bytesOf(await incomeCertificatePdf(certificate, employer)),
          employer: employer?.legalName ?? '',
          net: null,
        };
      }
    }
  }

  private async payslip(payslip: Payslip): Promise<RenderedDocument> {
    const fileName = payslipFileName(payslip.worker);
    return {
      fileName,
      pdf: await this.sources.payslipPdf(stem(fileName), [payslip]),
      employer: payslip.employer.legalName,
      net: payslip.net,
    };
  }

  /**
   * Several deliveries in one PDF to print, in the order given. A week's (or a month's) payslips are
   * built from one read of the period; the settlements and certificates one by one.
   */
  async print(title: string, refs: readonly DeliveredDocument[]): Promise<Buffer> {
    const parts: Buffer[] = [];
    const payslipsOf = new Map<string, Promise<Payslip[]>>();
    const periodPayslips = (ref: DeliveredDocument) => {
      const key = ref.kind === 'semana' ? `w${String(ref.weekId)}` : `m${ref.month!}`;
      let all = payslipsOf.get(key);
      if (!all) {
        all =
          ref.kind === 'semana'
            ? this.sources.payslips.week(ref.weekId!).then((w) => w.payslips)
            : this.sources.months.payslips(ref.month!).then((m) => m.payslips);
        payslipsOf.set(key, all);
      }
      return all;
    };
    // Consecutive payslips of one period make one part (one PDF of many pages).
    const run: { key: string | null; payslips: Payslip[] } = { key: null, payslips: [] };
    const flush = async () => {
      if (run.payslips.length > 0) parts.push(await this.sources.payslipPdf(title, run.payslips));
      run.key = null;
      run.payslips = [];
    };
    for (const ref of refs) {
      if (ref.kind === 'semana' || ref.kind === 'mes') {
        const key = `${ref.kind}:${String(ref.weekId ?? ref.month)}`;
        const payslip = (await periodPayslips(ref)).find((p) => p.worker.document === ref.document);
        if (!payslip) continue;
        if (run.key !== key) await flush();
        run.key = key;
        run.payslips.push(payslip);
      } else {
        await flush();
        parts.push((await this.render(ref)).pdf);
      }
    }
    await flush();
    return parts.length === 1 ? parts[0]! : merged(title, parts);
  }

  /**
   * The employer's name of each published document (and the net of a month's payslip or a settlement,
   * as the document states it): what the lists show, resolved once the close has committed. A week's or
   * a month's payslips come from one read of it.
   */
  async facts(
    refs: readonly DeliveredDocument[],
  ): Promise<Map<DeliveredDocument, { employer: string; net: string | null }>> {
    const { payslips, months } = this.sources;
    const facts = new Map<DeliveredDocument, { employer: string; net: string | null }>();
    const weekEmployers = new Map<number, Promise<Map<string, { employer: { legalName: string } }>>>();
    const monthPayslips = new Map<string, Promise<Payslip[]>>();
    for (const ref of refs) {
      if (ref.kind === 'semana') {
        if (!weekEmployers.has(ref.weekId!))
          weekEmployers.set(ref.weekId!, payslips.employersOf([ref.weekId!]));
        const known = (await weekEmployers.get(ref.weekId!)!).get(ref.document);
        if (known) facts.set(ref, { employer: known.employer.legalName, net: null });
      } else if (ref.kind === 'mes') {
        if (!monthPayslips.has(ref.month!))
          monthPayslips.set(
            ref.month!,
            months.payslips(ref.month!).then((m) => m.payslips),
          );
        const payslip = (await monthPayslips.get(ref.month!)!).find(
          (p) => p.worker.document === ref.document,
        );
        if (payslip) facts.set(ref, { employer: payslip.employer.legalName, net: payslip.net });
      } else if (ref.kind === 'liquidacion') {
        const { settlement, employer } = await months.leaver(ref.document);
        facts.set(ref, { employer: employer?.legalName ?? '', net: settlement.net });
      } else {
        const { employer } = await months.incomeCertificate(ref.document, yearOf(ref));
        facts.set(ref, { employer: employer?.legalName ?? '', net: null });
      }
    }
    return facts;
  }
}

/** PDFs joined into one, page after page (pdf-lib). */
async function merged(title: string, parts: readonly Buffer[]): Promise<Buffer> {
  const out = await PDFDocument.create();
  out.setTitle(title);
  out.setCreator('Sistema de Planillas');
  out.setProducer('Sistema de Planillas');
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page);
  }
  return Buffer.from(await out.save());
}
