import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { rucCheckDigit } from '../../../src/domain/shared/ruc';
import { api } from './api';

/** Writes through the API and expects it to succeed; answers the body. */
export async function must(page: Page, method: string, path: string, body?: object) {
  const res = await api(page, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

export function ruc(offset: number): string {
  const firstTen = `20${String((Date.now() + offset) % 100_000_000).padStart(8, '0')}`;
  return `${firstTen}${rucCheckDigit(firstTen)}`;
}

/** The crew of the worked example (fishing-payroll-peru.md §2): position, partes. */
export const CREW = [
  ['PATRON', '2.00'],
  ['MOTORISTA', '1.50'],
  ['PANGUERO', '1.25'],
  ['COCINERO', '1.00'],
  ['PESCADOR', '1.00'],
  ['PESCADOR', '1.00'],
  ['PESCADOR', '1.00'],
  ['PESCADOR', '1.00'],
] as const;

/**
 * The worked example's master data through the catalogue APIs: a vessel with its share, a plant,
 * the positions with their partes, eight workers; answers the ids the week's grids name.
 */
export async function seedExample(page: Page) {
  const tag = Date.now().toString(36).toUpperCase().slice(-5);
  const company = await must(page, 'POST', '/empresas', {
    ruc: ruc(1),
    legalName: `Pesquera Semana ${tag}`,
    address: 'Av. Los Pescadores 100, Chimbote',
    vesselOwner: true,
    active: true,
  });
  const vessel = await must(page, 'POST', '/embarcaciones', {
    registration: `CO-${tag}-PM`,
    name: `DON LUCHO ${tag}`,
    companyId: company.id,
    holdCapacityM3: '350.00',
    unionAffiliated: false,
    shareHistory: [{ effectiveFrom: '2025-01-01', percent: '22.40' }],
    active: true,
  });
  const plant = await must(page, 'POST', '/fabricas', {
    ruc: ruc(2),
    name: `PLANTA ${tag}`,
    port: 'Chimbote',
    active: true,
  });
  const species = await api(page, 'GET', '/especies?page=1&pageSize=100');
  const anchoveta = (species.body.rows as { id: number; code: string }[]).find((s) => s.code === 'ANC');
  expect(anchoveta, 'the species catalogue holds ANC').toBeDefined();
  const positionIds = new Map<string, number>();
  const SEC_CODES: Readonly<Record<string, string>> = { PATRON: '1', MOTORISTA: '3', COCINERO: '5' };
  for (const [code, partes] of CREW) {
    if (positionIds.has(code)) continue;
    const position = await must(page, 'POST', '/cargos', {
      code: `${code.slice(0, 4)}${tag}`,
      name: `${code} ${tag}`,
      landDailyRate: '20.00',
      fixedPay: false,
      active: true,
      // The position's PLAME .sec code (1 patrón, 3 motorista, 5 cocinero, 6 tripulante): a REP
      // worker's PLAME needs it.
      secCode: SEC_CODES[code] ?? '6',
    });
    positionIds.set(code, position.id as number);
    // The position's partes live only in pago por especialidad.
    await must(page, 'POST', '/pagos-por-especialidad', {
      positionId: position.id,
      fishingTypeId: null,
      vesselId: null,
      effectiveFrom: '2025-01-01',
      shares: partes,
      bonus: '',
      source: 'Convenio de prueba',
      active: true,
    });
  }
  const base = 60_000_000 + (Date.now() % 1_000_000) * 10;
  const workers: { id: number; name: string }[] = [];
  for (const [i, [code]] of CREW.entries()) {
    const worker = await must(page, 'POST', '/trabajadores', {
      documentType: 'DNI',
      documentNumber: String(base + i),
      paternalSurname: `SEMANA${tag}`,
      maternalSurname: 'PRUEBA',
      names: `TRIPULANTE ${i + 1}`,
      birthDate: '1990-01-01',
      hireDate: '2019-03-01',
      endDate: '',
      positionId: positionIds.get(code),
      pensionScheme: 'ONP',
      afp: '',
      commissionType: '',
      cuspp: '',
      unionAffiliated: false,
      eps: false,
      familyAllowance: false,
      termsFrom: '2019-03-01',
      // The first four are paid by the bank (BCP, one CCI for all); the others have no account.
      bank: i < 4 ? '002' : '',
      account: i < 4 ? '00219100012345678957' : '',
      // The patrón has a CTS depositary account (Interbank): the CTS deposit file credits it.
      ctsBank: i === 0 ? '003' : '',
      ctsAccount: i === 0 ? '00319300123456789003' : '',
      active: true,
    });
    workers.push({ id: worker.id as number, name: `SEMANA${tag} PRUEBA, TRIPULANTE ${i + 1}` });
  }
  return {
    tag,
    registration: `CO-${tag}-PM`,
    plantRuc: String(plant.ruc),
    vessel: vessel.id as number,
    plant: plant.id as number,
    anchoveta: anchoveta!.id,
    workers,
  };
}

export interface ApiWeek {
  readonly id: number;
  readonly version: number;
  readonly totals?: { gross: string; net: string; employer: string; workers: number };
}

/**
 * The worked example as a week of 2025 through the API: its price list, one landing of 180.500 TM
 * on `day` and the eight workers on board; computed and closed when `close`.
 */
export async function exampleWeekThroughApi(
  page: Page,
  m: Awaited<ReturnType<typeof seedExample>>,
  week: { number: number; start: string; end: string; month: string; day: string; close: boolean },
): Promise<ApiWeek> {
  let w = (await must(page, 'POST', '/semanas-de-pesca', {
    year: 2025,
    number: week.number,
    start: week.start,
    end: week.end,
    month: week.month,
  })) as unknown as ApiWeek;
  w = (await must(page, 'PUT', `/semanas-de-pesca/${w.id}/descargas`, {
    version: w.version,
    prices: [{ speciesId: m.anchoveta, effectiveFrom: `${week.month}-01`, pricePerTonne: '520.00' }],
    landings: [
      {
        date: week.day,
        vesselId: m.vessel,
        speciesId: m.anchoveta,
        plantId: m.plant,
        ticket: `TK-${week.number}01`,
        tonnes: '180.500',
        penalisedTonnes: '2.500',
        pricePerTonne: null,
        priceReason: '',
      },
    ],
  })) as unknown as ApiWeek;
  w = (await must(page, 'PUT', `/semanas-de-pesca/${w.id}/tripulacion`, {
    version: w.version,
    crew: m.workers.map((worker) => ({
      date: week.day,
      vesselId: m.vessel,
      workerId: worker.id,
      positionId: null,
    })),
    landWork: [],
  })) as unknown as ApiWeek;
  if (!week.close) return w;
  w = (await must(page, 'POST', `/semanas-de-pesca/${w.id}/calculo`, { version: w.version })).week as ApiWeek;
  return (await must(page, 'POST', `/semanas-de-pesca/${w.id}/cierre`, {
    version: w.version,
  })) as unknown as ApiWeek;
}
