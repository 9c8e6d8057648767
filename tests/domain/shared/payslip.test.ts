import { describe, expect, it } from 'vitest';
import {
  buildPayslip,
  employerVesselOf,
  payslipFileName,
  periodOf,
  type ResultWorker,
} from '../../../src/domain/shared/payslip';

const share = (date: string, vessel: string, amount: string) => ({
  concept: 'catchShare',
  amount,
  label: `DÍA ${date.slice(8)} · TOTAL PARTES 9.75 · PESCA TM 178.000`,
  inputs: { date, vessel, species: 'ANC', pricePerTonne: '520.00', sharePct: '22.4', partes: '1.5' },
});

const worker = (earnings: ResultWorker['earnings']): ResultWorker => ({
  worker: { document: '10000002', name: 'ÑÁÑEZ PÉREZ, JOSÉ', position: 'MOTORISTA', hireDate: '2019-03-01' },
  daysOnBoard: 3,
  fishingDays: 3,
  daysOnLand: 0,
  earnings,
  deductions: [
    {
      concept: 'pensionContribution',
      amount: '255.18',
      inputs: { rate: '8.00', base: '3189.76', scheme: 'REP' },
    },
  ],
  employer: [],
  gross: '3189.76',
  totalDeductions: '255.18',
  net: '2934.58',
  totalEmployer: '0.00',
});

describe('the payslip', () => {
  it('names the period with its dates and payroll month', () => {
    expect(
      periodOf({ year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' }),
    ).toBe('Semana 14 – 2025 · del 31/03/2025 al 06/04/2025 · planilla de abril 2025');
  });

  it('shows each catch share with its day line and what it came from, and each deduction with rate and base', () => {
    const p = buildPayslip({
      week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
      worker: worker([share('2025-04-03', 'CO-1', '3189.76')]),
      employer: { ruc: '20100000001', legalName: 'Pesquera S.A.C.', address: null },
      positionName: 'Motorista',
      speciesNames: new Map([['ANC', 'Anchoveta']]),
    });
    expect(p.earnings).toEqual([
      {
        label: 'DÍA 03 · TOTAL PARTES 9.75 · PESCA TM 178.000',
        detail: 'Anchoveta · PRECIO TM S/ 520.00 · PARTICIPACIÓN 22.40 % · PARTES 1.50',
        amount: '3189.76',
      },
    ]);
    expect(p.deductions).toEqual([
      { label: 'Aporte al fondo de pensiones', detail: '8.00 % · sobre S/ 3,189.76 · REP', amount: '255.18' },
    ]);
    expect(p.worker).toEqual({
      document: '10000002',
      documentType: 'DNI',
      name: 'ÑÁÑEZ PÉREZ, JOSÉ',
      hireDate: '01/03/2019',
      position: 'Motorista',
    });
    expect(p.net).toBe('2934.58');
  });

  it('names an other deduction by its kind: an advance is «Adelanto», not «Otro descuento»', () => {
    const other = (kind: string, reason: string) => ({
      concept: 'otherDeduction',
      amount: '100.00',
      inputs: { reason, kind },
    });
    const w = worker([share('2025-04-03', 'CO-1', '3189.76')]);
    const p = buildPayslip({
      week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
      worker: {
        ...w,
        deductions: [
          other('advance', 'Adelanto del 02/04/2025'),
          other('judicial', 'Alimentos, Exp. 00123-2024'),
          other('other', 'Cuota 1 del préstamo de botas'),
        ],
      },
      employer: { ruc: '20100000001', legalName: 'Pesquera S.A.C.', address: null },
      positionName: 'Motorista',
      speciesNames: new Map([['ANC', 'Anchoveta']]),
    });
    expect(p.deductions.map((d) => [d.label, d.detail])).toEqual([
      ['Adelanto', 'Adelanto del 02/04/2025'],
      ['Retención judicial', 'Alimentos, Exp. 00123-2024'],
      ['Otro descuento', 'Cuota 1 del préstamo de botas'],
    ]);
  });

  it('prints the price per tonne as every amount: S/ 1,650.00', () => {
    const dear = { ...share('2025-04-03', 'CO-1', '3189.76') };
    dear.inputs = { ...dear.inputs, pricePerTonne: '1650' };
    const p = buildPayslip({
      week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
      worker: worker([dear]),
      employer: { ruc: '20100000001', legalName: 'Pesquera S.A.C.', address: null },
      positionName: 'Motorista',
      speciesNames: new Map([['ANC', 'Anchoveta']]),
    });
    expect(p.earnings[0]!.detail).toBe(
      'Anchoveta · PRECIO TM S/ 1,650.00 · PARTICIPACIÓN 22.40 % · PARTES 1.50',
    );
  });

  it('shows an other earning (otro ingreso) with its reason, and a worker with only that earning', () => {
    const earning = {
      concept: 'otherEarning',
      amount: '150.00',
      label: 'OTRO INGRESO',
      inputs: { reason: 'Reintegro semana 12' },
    };
    const p = buildPayslip({
      week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
      worker: { ...worker([earning]), daysOnBoard: 0, fishingDays: 0, gross: '150.00' },
      employer: { ruc: '20100000001', legalName: 'Pesquera S.A.C.', address: null },
      positionName: 'Motorista',
      speciesNames: new Map(),
    });
    expect(p.earnings).toEqual([{ label: 'OTRO INGRESO', detail: 'Reintegro semana 12', amount: '150.00' }]);
    expect(p.gross).toBe('150.00');
    // Without the engine's label (an older stored result), the concept's name.
    const bare = buildPayslip({
      week: { year: 2025, number: 14, start: '2025-03-31', end: '2025-04-06', month: '2025-04' },
      worker: worker([{ ...earning, label: undefined }]),
      employer: { ruc: '20100000001', legalName: 'Pesquera S.A.C.', address: null },
      positionName: 'Motorista',
      speciesNames: new Map(),
    });
    expect(bare.earnings[0]!.label).toBe('Otros ingresos');
  });

  it('takes the employer from the vessel of most fishing days, none for a worker only on land', () => {
    expect(
      employerVesselOf(
        worker([
          share('2025-04-01', 'CO-1', '1'),
          share('2025-04-02', 'CO-2', '1'),
          share('2025-04-03', 'CO-2', '1'),
        ]),
      ),
    ).toBe('CO-2');
    expect(
      employerVesselOf(worker([{ concept: 'landWork', amount: '40.00', inputs: { date: '2025-04-01' } }])),
    ).toBe(undefined);
  });

  it('names the file by document and first surname, in ASCII', () => {
    expect(payslipFileName({ document: '10000002', name: 'ÑÁÑEZ PÉREZ, JOSÉ' })).toBe('10000002-NANEZ.pdf');
  });
});
