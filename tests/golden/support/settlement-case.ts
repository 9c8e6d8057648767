import { Decimal } from '../../../src/domain/shared/decimal';
import { pdfPages } from '../../support/pdf-text';
import type { GoldenApi } from './api';
import type { GoldenCase } from './case-file';
import { workersCsv } from './enter-case';
import type { MonthCase } from './month-case';

/**
 * A leaver's settlement case (tests/golden/README.md, case 14 and up): a month case already entered and
 * closed (`afterCase`) whose worker leaves — the end date recorded as a clerk does, by importing the
 * workers' file again with «Fecha de cese» — and the settlement read back through the API
 * (`GET /meses-de-planilla/liquidaciones`), its document (the PDF's text) and «Pagar liquidación» (the
 * bank file's preview and file), each compared to the cent with the hand-computed expected block.
 */
export interface SettlementCaseInput {
  readonly settlement: {
    /** The month case whose closed month the settlement reads. */
    readonly afterCase: string;
    readonly worker: string;
    /** AAAA-MM-DD. */
    readonly endDate: string;
    /** «Pagar liquidación»: the company (RUC), charge account, payment date and reference. */
    readonly bank: {
      readonly company: string;
      readonly account: string;
      readonly date: string;
      readonly reference: string;
    };
  };
}

type Amount = string;

export interface SettlementCaseExpected {
  readonly service: string;
  /** concept → [period, paid, pending, taxable, payment]. */
  readonly lines: Readonly<Record<string, readonly [string, Amount, Amount, boolean, string]>>;
  readonly pendingMonths: readonly string[];
  readonly total: Amount;
  readonly tax: Readonly<Record<string, Amount>>;
  readonly net: Amount;
  readonly deposit: Amount;
  readonly payable: Amount;
  readonly deadline: { readonly due: string; readonly state: string };
  /** Texts the document must hold (whitespace collapsed). */
  readonly pdf: readonly string[];
  /** The bank file's preview; and the file: the amount per document in cents' text, or the refusal. */
  readonly bank: {
    readonly paid: number;
    readonly total: Amount;
    readonly nothingToPay: number;
    readonly file: { readonly refused: string } | { readonly paid: Readonly<Record<string, Amount>> };
  };
}

export interface SettlementCase {
  readonly id: string;
  readonly title: string;
  readonly input: SettlementCaseInput;
  readonly expected: SettlementCaseExpected;
}

export const isSettlementCase = (golden: GoldenCase): boolean => 'settlement' in golden.input;

export const settlementCaseOf = (golden: GoldenCase): SettlementCase => ({
  id: golden.id,
  title: golden.title,
  input: golden.input as unknown as SettlementCaseInput,
  expected: golden.expected as unknown as SettlementCaseExpected,
});

interface ApiSettlement {
  worker: { document: string };
  service: string;
  lines: {
    concept: string;
    period: string;
    paid: string;
    pending: string;
    taxable: boolean;
    payment: string;
  }[];
  pendingMonths: string[];
  total: string;
  tax: Record<string, string>;
  net: string;
  deposit: string;
  payable: string;
  deadline: { due: string; state: string };
}

const same = (a: string, b: string) =>
  /^-?\d+(\.\d+)?$/.test(a) && /^-?\d+(\.\d+)?$/.test(b) ? Decimal.of(a).equals(Decimal.of(b)) : a === b;

/** Enters the end date, reads the settlement, its document and its bank file; every difference named. */
export async function runSettlementCase(
  api: GoldenApi,
  golden: SettlementCase,
  base: MonthCase,
): Promise<string[]> {
  const { settlement: s } = golden.input;
  const want = golden.expected;
  const out: string[] = [];
  const differ = (where: string, expected: string, got: string | undefined) => {
    if (got === undefined) out.push(`${where}: esperado ${expected}, no figura`);
    else if (!same(expected, got)) out.push(`${where}: esperado ${expected}, obtenido ${got}`);
  };
  // The end date, as a clerk records it: the workers' file imported again with «Fecha de cese».
  const workers = base.input.workers.map((w) => (w.document === s.worker ? { ...w, endDate: s.endDate } : w));
  await api.upload(
    `/trabajadores/importacion?mode=all&name=${encodeURIComponent('trabajadores-cese.csv')}`,
    'text/csv',
    workersCsv(workers),
  );
  const year = s.endDate.slice(0, 4);
  const list = await api.get<{ rows: ApiSettlement[] }>(`/meses-de-planilla/liquidaciones?year=${year}`);
  const got = list.rows.find((r) => r.worker.document === s.worker);
  if (!got) return [`liquidación · ${s.worker}: el trabajador no figura`];
  differ('liquidación · tiempo de servicios', want.service, got.service);
  const concepts = new Set([...Object.keys(want.lines), ...got.lines.map((l) => l.concept)]);
  for (const concept of concepts) {
    const w = want.lines[concept];
    const g = got.lines.find((l) => l.concept === concept);
    if (!w) out.push(`liquidación · ${concept}: línea no esperada`);
    else if (!g) out.push(`liquidación · ${concept}: esperada, no figura`);
    else {
      differ(`liquidación · ${concept} · periodo`, w[0], g.period);
      differ(`liquidación · ${concept} · pagado`, w[1], g.paid);
      differ(`liquidación · ${concept} · por pagar`, w[2], g.pending);
      differ(`liquidación · ${concept} · afecto a renta`, String(w[3]), String(g.taxable));
      differ(`liquidación · ${concept} · forma de pago`, w[4], g.payment);
    }
  }
  differ('liquidación · meses sin cerrar', want.pendingMonths.join(','), got.pendingMonths.join(','));
  for (const [key, amount] of Object.entries(want.tax))
    differ(`liquidación · renta · ${key}`, amount, got.tax[key]);
  differ('liquidación · total', want.total, got.total);
  differ('liquidación · neto', want.net, got.net);
  differ('liquidación · CTS a depositar', want.deposit, got.deposit);
  differ('liquidación · a pagar al trabajador', want.payable, got.payable);
  differ('liquidación · vence', want.deadline.due, got.deadline.due);
  differ('liquidación · estado', want.deadline.state, got.deadline.state);

  // The document the worker signs.
  const pdf = await api.download(`/meses-de-planilla/liquidacion.pdf?trabajador=${s.worker}`);
  const text = (await pdfPages(new Uint8Array(pdf.bytes))).join('\n').replace(/\s+/g, ' ');
  for (const t of want.pdf) if (!text.includes(t)) out.push(`liquidación (PDF): no dice «${t}»`);

  // «Pagar liquidación»: the preview and the file.
  const query = `year=${year}&empresa=${s.bank.company}&trabajador=${s.worker}`;
  const preview = await api.get<{ paid: number; total: string; nothingToPay: number }>(
    `/meses-de-planilla/liquidaciones/pago-banco?${query}`,
  );
  differ('pago al banco · pagos', String(want.bank.paid), String(preview.paid));
  differ('pago al banco · total', want.bank.total, preview.total);
  differ('pago al banco · sin importe', String(want.bank.nothingToPay), String(preview.nothingToPay));
  const fileQuery = `${query}&cuenta=${encodeURIComponent(s.bank.account)}&fecha=${s.bank.date}&referencia=${encodeURIComponent(s.bank.reference)}`;
  const file = want.bank.file;
  if ('refused' in file) {
    const body = await api.refused(`/meses-de-planilla/liquidaciones/pago-banco.txt?${fileQuery}`, 400);
    if (!body.includes(file.refused))
      out.push(`pago al banco (.txt): esperado el rechazo «${file.refused}», obtenido ${body}`);
  } else {
    const txt = await api.download(`/meses-de-planilla/liquidaciones/pago-banco.txt?${fileQuery}`);
    const lines = txt.text.split('\r\n').filter((l) => l !== '');
    const paid = new Map(
      lines
        .slice(1)
        .map((l) => [l.slice(124, 136).trim(), Decimal.fromCents(BigInt(l.slice(65, 80))).toFixed(2)]),
    );
    for (const [document, amount] of Object.entries(file.paid))
      differ(`pago al banco (.txt) · ${document}`, amount, paid.get(document));
    for (const document of paid.keys())
      if (!(document in file.paid))
        out.push(`pago al banco (.txt) · ${document}: figura un trabajador no esperado`);
  }
  return out;
}
