import { formatSoles } from '../shared/decimal-text';
import type { CatchShareLine, EarningLine } from './lines';

function two(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The payslip's day line of a catch share (fishing-payroll-peru.md §6):
 * "DÍA 03 · TOTAL PARTES 9.75 · PESCA TM 178.000", with the species when there is one.
 */
export function catchShareDayLine(line: CatchShareLine): string {
  const pool = line.inputs.pool;
  return `DÍA ${two(pool.day)} · TOTAL PARTES ${pool.totalPartes.toFixed(2)} · PESCA TM ${pool.netTonnes.toFixed(3)}`;
}

/** The payslip's detail for a catch share: price per TM and share percentage. */
export function catchShareDetail(line: CatchShareLine): string {
  const pool = line.inputs.pool;
  return `${pool.species} · PRECIO TM ${formatSoles(pool.pricePerTonne.toFixed(2))} · PARTICIPACIÓN ${pool.sharePct.toFixed(2)} % · PARTES ${line.inputs.partes.toFixed(2)}`;
}

/** A short Spanish label for any earning line. */
export function earningLabel(line: EarningLine): string {
  switch (line.concept) {
    case 'catchShare':
      return catchShareDayLine(line);
    case 'landWork':
      return `DÍA ${two(line.inputs.day)} · TRABAJO EN TIERRA · ${line.inputs.position}`;
    case 'specialtyBonus':
      return `DÍA ${two(line.inputs.day)} · BONIFICACIÓN POR ESPECIALIDAD · ${line.inputs.position}`;
    case 'fixedPay':
      return `SUELDO FIJO · ${line.inputs.daysEmployed}/${line.inputs.daysInWeek} DÍAS`;
    case 'otherEarning':
      return 'OTRO INGRESO';
  }
}
