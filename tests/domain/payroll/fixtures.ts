import { Decimal } from '../../../src/domain/payroll/decimal';
import type { PensionChoice } from '../../../src/domain/payroll/pension';
import type { Result } from '../../../src/domain/shared/result';
import type {
  AttendanceInput,
  LandingInput,
  ShareRuleInput,
  WeeklyPayrollInput,
  WorkerInput,
} from '../../../src/domain/payroll/weekly-input';

export const d = Decimal.of;

export const REP: PensionChoice = { scheme: 'REP' };
export const ONP: PensionChoice = { scheme: 'ONP' };
export const AFP_INTEGRA_FLOW: PensionChoice = { scheme: 'AFP', afp: 'INTEGRA', commission: 'FLUJO' };

/** Positions and partes of the domain page's worked example. */
export const POSITIONS = [
  { code: 'PATRON', name: 'Patrón', landDailyRate: d('30.00') },
  { code: 'MOTORISTA', name: 'Motorista' },
  { code: 'PANGUERO', name: 'Panguero' },
  { code: 'COCINERO', name: 'Cocinero' },
  { code: 'PESCADOR', name: 'Pescador' },
  { code: 'ADMIN', name: 'Administrativo' },
];

export const SHARE_RULES: ShareRuleInput[] = [
  { position: 'PATRON', effectiveFrom: '2025-01-01', partes: d('2.00') },
  { position: 'MOTORISTA', effectiveFrom: '2025-01-01', partes: d('1.50') },
  { position: 'PANGUERO', effectiveFrom: '2025-01-01', partes: d('1.25') },
  { position: 'COCINERO', effectiveFrom: '2025-01-01', partes: d('1.00') },
  { position: 'PESCADOR', effectiveFrom: '2025-01-01', partes: d('1.00') },
];

export function worker(
  document: string,
  position: string,
  pension: PensionChoice = REP,
  extra: Partial<WorkerInput> = {},
): WorkerInput {
  return { document, name: `Trabajador ${document}`, position, pension, ...extra };
}

/** The crew of the worked example: documents 10000001 … 10000008. */
export function exampleCrew(pension: PensionChoice = REP): WorkerInput[] {
  return [
    worker('10000001', 'PATRON', pension),
    worker('10000002', 'MOTORISTA', pension),
    worker('10000003', 'PANGUERO', pension),
    worker('10000004', 'COCINERO', pension),
    worker('10000005', 'PESCADOR', pension),
    worker('10000006', 'PESCADOR', pension),
    worker('10000007', 'PESCADOR', pension),
    worker('10000008', 'PESCADOR', pension),
  ];
}

export function onBoard(date: string, workerDoc: string, vessel = 'V1', position?: string): AttendanceInput {
  return { date, worker: workerDoc, kind: 'board', vessel, ...(position ? { position } : {}) };
}

export function onLand(date: string, workerDoc: string, position?: string): AttendanceInput {
  return { date, worker: workerDoc, kind: 'land', ...(position ? { position } : {}) };
}

export function landing(
  date: string,
  tonnes: string,
  penalised = '0',
  extra: Partial<LandingInput> = {},
): LandingInput {
  return {
    date,
    vessel: 'V1',
    species: 'ANCH',
    ticket: `T-${date}-${tonnes}`,
    tonnes: d(tonnes),
    penalisedTonnes: d(penalised),
    ...extra,
  };
}

/**
 * The worked example of fishing-payroll-peru.md §2: vessel at 22.40 %, one day (Thursday
 * 2025-04-03 of week 14, 2025-03-31 … 2025-04-06), anchoveta at S/ 520.00, 180.500 TM real,
 * 2.500 TM penalised.
 */
export function workedExample(
  pension: PensionChoice = REP,
  overrides: Partial<WeeklyPayrollInput> = {},
): WeeklyPayrollInput {
  const crew = exampleCrew(pension);
  return {
    week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
    vessels: [{ code: 'V1', name: 'Don Lucho I', sharePct: d('22.40') }],
    species: [{ code: 'ANCH', name: 'Anchoveta', fishingType: 'CHI' }],
    prices: [{ species: 'ANCH', effectiveFrom: '2025-03-01', pricePerTonne: d('520.00') }],
    positions: POSITIONS,
    shareRules: SHARE_RULES,
    workers: crew,
    landings: [landing('2025-04-03', '180.500', '2.500', { plant: 'PLANTA CHIMBOTE', ticket: 'TK-0001' })],
    attendance: crew.map((w) => onBoard('2025-04-03', w.document)),
    ...overrides,
  };
}

export function expectOk<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error, null, 2)}`);
  return result.value;
}

export function expectErr<T, E>(result: Result<T, E>): E {
  if (result.ok) throw new Error('Expected an error result');
  return result.error;
}
