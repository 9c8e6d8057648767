import Type, { type Static } from 'typebox';
import { List } from '../shared/contract';

/**
 * The bank files' API contract (docs/api-contract.md, docs/bank-payments.md): who a bank file covers,
 * before it is made, the same answer for the weekly pay (`/reporte-de-planilla/pago-banco`) and the
 * CTS deposit (`/meses-de-planilla/semestre/deposito-cts`); and the queries of the weekly file.
 */

/** Who a bank file covers, before it. */
export const BankFilePreview = Type.Object({
  layout: Type.Object({ code: Type.String(), name: Type.String(), chargeAccountHint: Type.String() }),
  /** Workers the file pays (or deposits to). */
  paid: Type.Integer(),
  total: Type.String(),
  /** Workers with an amount and no account recorded: listed apart, paid otherwise, never dropped. */
  withoutAccount: List(Type.Object({ document: Type.String(), name: Type.String(), net: Type.String() })),
  nothingToPay: Type.Integer(),
  /** The reference the file proposes: 'SEM 14-2025', 'CTS MAY-2025'. */
  reference: Type.String(),
  /** The other layouts the same payment can be downloaded in (the weekly pay: every bank's). */
  layouts: Type.Optional(List(Type.Object({ code: Type.String(), name: Type.String() }))),
});

/** Who a bank file covers, before it: the same for the weekly pay and the CTS deposit. */
export type BankFilePreview = Static<typeof BankFilePreview>;

/** What the clerk gives to make the file (the adapters send it as the file route's query). */
export interface BankFileRequest {
  readonly chargeAccount: string;
  /** 'YYYY-MM-DD'. */
  readonly paymentDate: string;
  readonly reference: string;
  /** The bank's layout code (BCP Telecrédito when absent). */
  readonly layout?: string;
}

/** The layouts the week's pay can be downloaded in (docs/bank-payments.md): BCP Telecrédito, BBVA. */
export const PAYROLL_BANK_LAYOUT_CODES = ['BCP_TELECREDITO', 'BBVA_HABERES'] as const;

/** The `banco` of a bank file's queries: the bank's layout (BCP Telecrédito when absent). */
export const BankLayoutParam = Type.Optional(
  Type.Union(PAYROLL_BANK_LAYOUT_CODES.map((c) => Type.Literal(c))),
);

/**
 * What every bank file's query adds to its preview's: the charge account, the payment date and the
 * reference (the week's pay, the CTS deposit, the settlements, the court orders' beneficiaries).
 */
export const BankFileParams = {
  cuenta: Type.String({ minLength: 1, maxLength: 30 }),
  fecha: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  referencia: Type.String({ minLength: 1, maxLength: 40 }),
};

const WeekCompany = {
  semana: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  empresa: Type.String({ pattern: '^\\d{11}$' }),
  banco: BankLayoutParam,
};

/** `GET /reporte-de-planilla/pago-banco`: the week and the company (RUC). */
export const BankPaymentPreviewQuery = Type.Object(WeekCompany, { additionalProperties: false });

/** `GET /reporte-de-planilla/pago-banco.txt`: also the charge account, the payment date and the reference. */
export const BankPaymentFileQuery = Type.Object(
  { ...WeekCompany, ...BankFileParams },
  { additionalProperties: false },
);
