import { PassThrough } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import ExcelJS from '../../../server/kit/xlsx';

const ROW = ['=HYPERLINK("http://x","y")', '@SUM(1)', '\uFF1D1+1', 'QUISPE', -5, '-A1'];

/** Each cell of the first sheet: its reference and whether its style has quotePrefix. */
async function quoted(xlsx: Buffer): Promise<Record<string, boolean>> {
  const zip = await JSZip.loadAsync(xlsx);
  const styles = await zip.file('xl/styles.xml')!.async('string');
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1]!.match(/<xf [^>]*>/g)!;
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  const result: Record<string, boolean> = {};
  for (const [, ref, attrs] of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>/g)) {
    const s = /s="(\d+)"/.exec(attrs!)?.[1];
    result[ref!] = s !== undefined && xfs[Number(s)]!.includes('quotePrefix="1"');
  }
  return result;
}

const expected = { A1: true, B1: true, C1: true, D1: false, E1: false, F1: true };

/** The .xlsx exports mark text cells that start like a formula with quotePrefix (docs/security.md). */
describe('xlsx exports and formulas', () => {
  it('a workbook written at once', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Hoja').addRow(ROW);
    expect(await quoted(Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual(expected);
  });

  it('a workbook streamed (the payroll report, the CTS statement, the catalogues)', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet('Hoja');
    sheet.columns = ROW.map((_, i) => ({ key: String(i), width: 12, style: { font: { bold: i === 0 } } }));
    sheet.addRow(ROW).commit();
    sheet.commit();
    await workbook.commit();
    const read = await quoted(Buffer.concat(chunks));
    expect(read).toEqual(expected);
  });
});
