import { validateWorker, type Worker, type WorkerTerms } from '../../../../src/domain/workers/worker';
import type { FakeCatalogueBackend } from '../catalogues/fake-catalogue-backend';
import { sampleCatalogues } from '../catalogues/sample-catalogues';

const audit = { active: true, version: 1, updatedAt: '2026-03-02T12:05:00.000Z', updatedBy: 'admin' };

const terms = (over: Partial<WorkerTerms>): WorkerTerms => ({
  effectiveFrom: '2024-03-01',
  positionId: 2,
  positionName: 'TRI - Tripulante',
  pensionScheme: 'ONP',
  afp: null,
  commissionType: null,
  unionAffiliated: false,
  eps: false,
  labourRegime: 'pesquero',
  monthlySalary: '0.00',
  employerCompanyId: null,
  employerCompanyName: '',
  familyAllowance: false,
  ...over,
});

const worker = (id: number, over: Partial<Worker>, t: readonly WorkerTerms[]): Worker => ({
  id,
  documentType: 'DNI',
  documentNumber: String(40_000_000 + id),
  paternalSurname: 'QUISPE',
  maternalSurname: 'RAMOS',
  names: 'JUAN',
  birthDate: '1988-04-15',
  hireDate: '2024-03-01',
  endDate: null,
  cuspp: '',
  bank: '002',
  account: '',
  ctsBank: '',
  ctsAccount: '',
  terms: t,
  current: t[t.length - 1]!,
  ...audit,
  ...over,
});

/** Four workers: a skipper on AFP, two crew members (ONP; one moved to AFP in 2025), a guard on REP. */
export const SAMPLE_WORKERS: readonly Worker[] = [
  worker(1, { paternalSurname: 'CHUMPITAZ', names: 'PEDRO', cuspp: '583451JPVIE4' }, [
    terms({
      positionId: 1,
      positionName: 'PAT - Patrón',
      pensionScheme: 'AFP',
      afp: 'PRIMA',
      commissionType: 'MIXTA',
      familyAllowance: true,
    }),
  ]),
  worker(2, { paternalSurname: 'QUISPE', names: 'JUAN CARLOS' }, [terms({ unionAffiliated: true })]),
  worker(3, { paternalSurname: 'MAMANI', names: 'ROSA', cuspp: '612345RMMAI1' }, [
    terms({}),
    terms({ effectiveFrom: '2025-01-01', pensionScheme: 'AFP', afp: 'INTEGRA', commissionType: 'FLUJO' }),
  ]),
  worker(4, { paternalSurname: 'TORRES', names: 'LUIS', active: false }, [
    terms({ positionId: 3, positionName: 'VIG - Vigilante', pensionScheme: 'REP' }),
  ]),
];

/** The sample catalogues plus `/trabajadores`, filtered by position and scheme in force as the server does. */
export function sampleWorkers(rows: readonly Worker[] = SAMPLE_WORKERS): FakeCatalogueBackend {
  return sampleCatalogues().with('/trabajadores', {
    rows: rows.map((w) => ({ ...w })) as never,
    validate: validateWorker as never,
    label: (r) => `${String(r.paternalSurname)} ${String(r.names)}`,
    filter: (r, params) => {
      const current = (r as unknown as Worker).current;
      const position = params.get('positionId');
      const scheme = params.get('pensionScheme');
      return (
        (position === null || current.positionId === Number(position)) &&
        (scheme === null || current.pensionScheme === scheme)
      );
    },
  });
}
