import { describe, expect, it } from 'vitest';
import {
  companyResolver,
  EMPLOYER_MESSAGES,
  type ResultWorker,
  type WorkerEmployers,
} from '../../../src/domain/shared/payslip';

/**
 * The employer of each worker of a week (docs/payslips.md «The employer»): the vessel fished on most,
 * else the «Empresa empleadora» of the worker's terms, else the company with most crew-days, else the
 * group's only company.
 */

type Company = { readonly ruc: string; readonly legalName: string };
const NORTE: Company = { ruc: '20100000001', legalName: 'PESQUERA NORTE S.A.C.' };
const SUR: Company = { ruc: '20100000002', legalName: 'PESQUERA SUR S.A.C.' };
const VESSELS = new Map([
  ['CO-1', NORTE],
  ['CO-2', SUR],
]);
const companyOfVessel = (registration: string) => VESSELS.get(registration);

const share = (date: string, vessel: string) => ({
  concept: 'catchShare',
  amount: '100.00',
  inputs: { date, vessel },
});

const worker = (document: string, earnings: ResultWorker['earnings']): ResultWorker => ({
  worker: { document, documentType: 'DNI', name: `TRABAJADOR ${document}` },
  daysOnBoard: 0,
  fishingDays: 0,
  daysOnLand: 0,
  earnings,
  deductions: [],
  employer: [],
  gross: '0.00',
  totalDeductions: '0.00',
  net: '0.00',
  totalEmployer: '0.00',
});

const salary = { concept: 'fixedWeeklyPay', amount: '700.00' };
const crew = worker('10000001', [share('2025-06-02', 'CO-1'), share('2025-06-03', 'CO-1')]);
const clerk = worker('47000001', [salary]);

/** The «Empresa empleadora» of each document from a date on. */
const termsOf =
  (terms: Record<string, { from: string; company: Company | null }[]>) =>
  (w: ResultWorker['worker'], date: string) =>
    [...(terms[w.document] ?? [])].reverse().find((t) => t.from <= date)?.company ?? undefined;

const WEEK_END = '2025-06-08';

describe('the employer of a worker of a week', () => {
  it('the crew: the company of the vessel they fished on most, whatever their terms say', () => {
    const employers: WorkerEmployers<Company> = {
      termsEmployer: termsOf({ '10000001': [{ from: '2025-01-01', company: SUR }] }),
    };
    const of = companyResolver([crew, clerk], companyOfVessel, employers, WEEK_END);
    expect(of(crew)).toBe(NORTE);
  });

  it('land staff: the «Empresa empleadora» of their terms, in a week of vessels of another company', () => {
    const employers: WorkerEmployers<Company> = {
      termsEmployer: termsOf({ '47000001': [{ from: '2025-02-10', company: SUR }] }),
    };
    expect(companyResolver([crew, clerk], companyOfVessel, employers, WEEK_END)(clerk)).toBe(SUR);
  });

  it('reads the terms in force on the week’s last day', () => {
    const employers: WorkerEmployers<Company> = {
      termsEmployer: termsOf({
        '47000001': [
          { from: '2025-02-10', company: NORTE },
          { from: '2025-06-05', company: SUR },
        ],
      }),
    };
    expect(companyResolver([clerk], companyOfVessel, employers, '2025-06-01')(clerk)).toBe(NORTE);
    expect(companyResolver([clerk], companyOfVessel, employers, WEEK_END)(clerk)).toBe(SUR);
  });

  it('land staff without an employer in a week with vessels: the company with most crew-days', () => {
    const of = companyResolver([crew, clerk], companyOfVessel, {}, WEEK_END);
    expect(of(clerk)).toBe(NORTE);
  });

  it('a week of land staff only: their employer, else the group’s only company', () => {
    const other = worker('47000002', [salary]);
    const employers: WorkerEmployers<Company> = {
      onlyCompany: NORTE,
      termsEmployer: termsOf({ '47000001': [{ from: '2025-02-10', company: SUR }] }),
    };
    const of = companyResolver([clerk, other], companyOfVessel, employers, WEEK_END);
    expect(of(clerk)).toBe(SUR);
    expect(of(other)).toBe(NORTE);
  });

  it('none when there are several companies and the worker’s terms name none: the refusal says what to set', () => {
    const employers: WorkerEmployers<Company> = { termsEmployer: termsOf({}) };
    expect(companyResolver([clerk], companyOfVessel, employers, WEEK_END)(clerk)).toBeUndefined();
    expect(EMPLOYER_MESSAGES.unresolved(clerk.worker)).toContain('«Empresa empleadora»');
    expect(EMPLOYER_MESSAGES.unresolved(clerk.worker)).toContain('47000001');
  });
});
