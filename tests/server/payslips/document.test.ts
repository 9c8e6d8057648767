import { describe, expect, it } from 'vitest';
import type { Payslip, PayslipLine } from '../../../src/domain/shared/payslip';
import { payslipPdfBuffer } from '../../../server/payslips/document';
import { pdfPages } from '../../support/pdf-text';

const day = (n: number): PayslipLine => ({
  label: `DÍA ${String(n).padStart(2, '0')} · TOTAL PARTES 9.75 · PESCA TM 178.000`,
  detail: 'Anchoveta · PRECIO TM S/ 520.00 · PARTICIPACIÓN 22.40 % · PARTES 2.00',
  amount: '123.45',
});

const payslip = (name: string, earnings: number): Payslip => ({
  employer: {
    ruc: '20100000009',
    legalName: 'Pesquera Prueba S.A.C.',
    address: 'Av. Industrial 123, Chimbote',
  },
  worker: { document: '40112233', documentType: 'DNI', name, hireDate: '01/03/2019', position: 'PESCADOR' },
  period: 'Semana 14 – 2025 · del 31/03/2025 al 06/04/2025 · planilla de abril 2025',
  daysOnBoard: 6,
  fishingDays: 5,
  daysOnLand: 1,
  earnings: Array.from({ length: earnings }, (_, i) => day(i + 1)),
  deductions: [],
  contributions: [{ label: 'EsSalud', detail: '9.00 % · sobre S/ 617.25', amount: '55.55' }],
  gross: (123.45 * earnings).toFixed(2),
  totalDeductions: '0.00',
  net: (123.45 * earnings).toFixed(2),
  totalContributions: '55.55',
});

describe('the payslip PDF', () => {
  it('puts each payslip on its page, a line’s parts never split and an empty section says so', async () => {
    const pages = await pdfPages(
      await payslipPdfBuffer('boletas', [payslip('QUISPE MAMANI, JUAN', 3), payslip('ROJAS PEREZ, ANA', 1)]),
    );
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('QUISPE MAMANI, JUAN');
    expect(pages[1]).toContain('ROJAS PEREZ, ANA');
    for (const text of pages) {
      expect(text).toContain('PRECIO TM S/ 520.00');
      expect(text).toContain('PARTICIPACIÓN 22.40 %');
      expect(text).toMatch(/Descuentos Detalle Importe\nNinguno\nTotal descuentos S\/ 0\.00/);
      expect(text).toContain('Recibí conforme — TRABAJADOR');
    }
    expect(pages[0]).toContain('NETO A PAGAR S/ 370.35');
  });

  it('carries a payslip too long for one page over to the next, headed by whose it is, with nothing lost', async () => {
    const pages = await pdfPages(await payslipPdfBuffer('boleta', [payslip('QUISPE MAMANI, JUAN', 40)]));
    expect(pages).toHaveLength(2);
    const text = pages.join('\n');
    for (let n = 1; n <= 40; n++) expect(text).toContain(`DÍA ${String(n).padStart(2, '0')} · TOTAL PARTES`);
    // The second page says whose payslip goes on (the heading wraps between its parts).
    expect(pages[1]!.replace(/\n/g, ' ')).toMatch(
      /^BOLETA DE PAGO \(continuación\) · QUISPE MAMANI, JUAN · DNI 40112233 · Semana 14 – 2025 · del 31\/03\/2025 al 06\/04\/2025 · planilla de abril 2025 /,
    );
    expect(pages[1]).toContain('Total ingresos S/ 4,938.00');
    expect(pages[1]).toContain('Recibí conforme — TRABAJADOR');
  });
});
