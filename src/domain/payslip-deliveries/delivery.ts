import { limaDate } from '../shared/dates';
import { formatMonthName } from '../shared/month-names';

/**
 * Electronic payslip delivery (docs/payslip-deliveries.md): when a week closes, each worker's payslip
 * is published to them; they download it signed and confirm receipt. The office follows, per week,
 * what is confirmed, delivered and pending against the legal deadline.
 */

/**
 * What is delivered: a week's payslip (published when the week closes), a month's payslip, a leaver's
 * settlement and a certificate of income and withholdings (published when the month closes).
 */
export const DELIVERY_KINDS = ['semana', 'mes', 'liquidacion', 'certificado'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** How the worker and the office name each kind. */
export const DELIVERY_KIND_LABELS: Readonly<Record<DeliveryKind, string>> = {
  semana: 'Boleta semanal',
  mes: 'Boleta mensual',
  liquidacion: 'Liquidación de beneficios sociales',
  certificado: 'Certificado de rentas y retenciones',
};

/** What a delivered document is of: a week, or the month whose close published it. */
export type DeliveryPeriod =
  | { readonly kind: 'semana'; readonly year: number; readonly number: number }
  | { readonly kind: 'mes' | 'liquidacion' | 'certificado'; readonly month: string };

/**
 * A delivered document's title: 'Semana 12 - 2025', 'Boleta de marzo 2025', 'Liquidación de beneficios
 * sociales', 'Certificado de rentas y retenciones 2025'.
 */
export function deliveryTitle(period: DeliveryPeriod): string {
  switch (period.kind) {
    case 'semana':
      return `Semana ${period.number} - ${period.year}`;
    case 'mes':
      return `Boleta de ${formatMonthName(period.month)}`;
    case 'liquidacion':
      return DELIVERY_KIND_LABELS.liquidacion;
    case 'certificado':
      return `${DELIVERY_KIND_LABELS.certificado} ${period.month.slice(0, 4)}`;
  }
}

/** The longest observation a worker may write when confirming receipt. */
export const OBSERVATION_MAX = 500;

/**
 * A payslip's delivery: `pendiente` (nobody has it yet), `entregada` (the worker downloaded it, or the
 * office printed it to hand over), `confirmada` (the worker confirmed receipt).
 */
export const DELIVERY_STATES = ['pendiente', 'entregada', 'confirmada'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** A worker's access to «Mis boletas»: none, invited (not signed in yet), or active. */
export const WORKER_ACCESS_STATES = ['sin-acceso', 'invitado', 'activo'] as const;
export type WorkerAccessState = (typeof WORKER_ACCESS_STATES)[number];

/** What a delivery's state is read from. */
export interface DeliveryMarks {
  readonly downloadedAt: Date | null;
  readonly printedAt: Date | null;
  readonly confirmedAt: Date | null;
}

/** The delivery's state from its marks. */
export function deliveryState(marks: DeliveryMarks): DeliveryState {
  if (marks.confirmedAt) return 'confirmada';
  if (marks.downloadedAt || marks.printedAt) return 'entregada';
  return 'pendiente';
}

/**
 * The working days the payslip must be delivered within after the payment: «a más tardar el tercer
 * día hábil siguiente a la fecha de pago» (D.S. 001-98-TR art. 19, as amended by D.S. 009-2011-TR).
 */
export const DELIVERY_WORKING_DAYS = 3;

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher), as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Peru's national holidays of a year (D.Leg. 713 art. 6 and its amendments): 9 December from 2022
 * (Ley 31381), 6 August from 2022 (Ley 31530), 7 June from 2023 (Ley 31788) and 23 July from 2023
 * (Ley 31822). Days the government declares non-working (días no laborables) are not holidays and
 * still count as working days.
 */
export function nationalHolidays(year: number): ReadonlySet<string> {
  const fixed = ['01-01', '05-01', '06-29', '07-28', '07-29', '08-30', '10-08', '11-01', '12-08', '12-25'];
  if (year >= 2022) fixed.push('08-06', '12-09');
  if (year >= 2023) fixed.push('06-07', '07-23');
  const easter = new Date(`${easterSunday(year)}T12:00:00Z`);
  const before = (days: number) => new Date(easter.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  return new Set([...fixed.map((day) => `${year}-${day}`), before(3), before(2)]);
}

/** Whether a day is a working day: Monday to Friday, not a national holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nationalHolidays(Number(day.slice(0, 4))).has(day);
}

/** The `count`th working day after `day` ('YYYY-MM-DD'). */
export function workingDayAfter(day: string, count: number): string {
  let current = new Date(`${day}T12:00:00Z`);
  for (let left = count; left > 0;) {
    current = new Date(current.getTime() + 86_400_000);
    if (isWorkingDay(current.toISOString().slice(0, 10))) left -= 1;
  }
  return current.toISOString().slice(0, 10);
}

/** The last day to deliver the payslips of a payment made at `paidAt` (the day in Lima counts). */
export const deliveryDueOn = (paidAt: Date): string =>
  workingDayAfter(limaDate(paidAt), DELIVERY_WORKING_DAYS);

/** Whether the deadline has passed at `now` (after the whole due day in Lima). */
export const isOverdue = (dueOn: string, now: Date): boolean => limaDate(now) > dueOn;
