import type { PassThrough } from 'node:stream';
import ExcelJS from '../kit/xlsx';
import { Decimal } from '../../src/domain/shared/decimal';
import { formatMonthName } from '../../src/domain/shared/month-names';
import { ctsDepositOf, hasCtsWithheld, type SemesterStatement } from '../../src/domain/months/semesters';

const MONEY = '#,##0.00';

/**
 * Streams a semester statement into an .xlsx: one row per worker with each closed month's amount and
 * the total as numeric cells (no formulas), the months not closed yet named above, the total in bold. A
 * CTS statement with court-order withholdings adds what they withheld and the CTS to deposit (the CTS
 * less it).
 */
export async function writeSemesterWorkbook(out: PassThrough, statement: SemesterStatement): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Sistema de Planillas';
  const sheet = workbook.addWorksheet(statement.kind === 'cts' ? 'CTS' : 'Gratificación', {
    views: [{ state: 'frozen', ySplit: 4, xSplit: 2 }],
  });
  const bonus = statement.kind === 'gratificacion';
  const withheld = statement.kind === 'cts' && hasCtsWithheld(statement);
  const deposits = statement.workers.map((w) => ctsDepositOf(w));
  const sumOf = (part: 'withheld' | 'deposit') => Decimal.sum(deposits.map((d) => Decimal.of(d[part])));
  sheet.columns = [
    { key: 'document', width: 12 },
    { key: 'name', width: 36 },
    ...statement.months.map((m) => ({ key: m.month, width: 15, style: { numFmt: MONEY } })),
    ...(bonus
      ? [
          { key: 'bonus', width: 15, style: { numFmt: MONEY } },
          { key: 'bonusExtra', width: 15, style: { numFmt: MONEY } },
        ]
      : []),
    { key: 'total', width: 15, style: { numFmt: MONEY } },
    ...(withheld
      ? [
          { key: 'withheld', width: 15, style: { numFmt: MONEY } },
          { key: 'deposit', width: 15, style: { numFmt: MONEY } },
        ]
      : []),
  ];
  const title = sheet.addRow([statement.title]);
  title.font = { bold: true, size: 13 };
  title.commit();
  sheet
    .addRow([
      statement.pending.length > 0
        ? `Provisional: meses sin cerrar: ${statement.pending.map(formatMonthName).join(', ')}.`
        : 'Todos los meses del semestre están cerrados.',
    ])
    .commit();
  sheet.addRow([]).commit();
  const head = sheet.addRow([
    'Documento',
    'Apellidos y nombres',
    ...statement.months.map((m) => formatMonthName(m.month)),
    ...(bonus ? ['Gratificación', 'Bonificación extraordinaria'] : []),
    statement.kind === 'cts' ? (withheld ? 'CTS del semestre' : 'CTS a depositar') : 'Total',
    ...(withheld ? ['Retenido por orden judicial', 'CTS a depositar'] : []),
  ]);
  head.font = { bold: true };
  head.commit();
  statement.workers.forEach((w, i) =>
    sheet
      .addRow([
        w.document,
        w.name,
        ...statement.months.map((m) => (w.months[m.month] !== undefined ? Number(w.months[m.month]) : null)),
        ...(bonus ? [Number(w.bonus), Number(w.bonusExtra)] : []),
        Number(w.total),
        ...(withheld ? [Number(deposits[i]!.withheld), Number(deposits[i]!.deposit)] : []),
      ])
      .commit(),
  );
  const total = sheet.addRow([
    'Total',
    `${statement.workers.length} trabajadores`,
    ...statement.months.map(() => null),
    ...(bonus ? [null, null] : []),
    Number(statement.total),
    ...(withheld ? [Number(sumOf('withheld').toFixed(2)), Number(sumOf('deposit').toFixed(2))] : []),
  ]);
  total.font = { bold: true };
  total.commit();
  sheet.commit();
  await workbook.commit();
}
