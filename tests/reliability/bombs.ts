import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Hostile spreadsheets, built by hand (docs/security.md, "Uploaded files"): a zip whose entries inflate
 * far beyond what they weigh, with honest or lying declared sizes.
 */

interface ZipEntry {
  readonly name: string;
  /** Raw deflate bytes. */
  readonly compressed: Buffer;
  readonly crc: number;
  /** What the zip declares the entry inflates to. */
  readonly declaredSize: number;
}

/** Deflates `total` bytes produced chunk by chunk (never held whole). */
async function deflated(name: string, chunks: Iterable<Buffer>, declaredSize?: number): Promise<ZipEntry> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await ended;
  return { name, compressed: Buffer.concat(out), crc, declaredSize: declaredSize ?? size };
}

const text = (name: string, content: string) => deflated(name, [Buffer.from(content)]);

/** A zip of the entries (deflate, no zip64: every declared size below 4 GiB). */
function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.compressed.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.compressed.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + e.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MIB = 1024 * 1024;

function* repeated(prefix: string, filler: number, bytes: number, suffix: string): Generator<Buffer> {
  yield Buffer.from(prefix);
  const chunk = Buffer.alloc(MIB, filler);
  for (let left = bytes; left > 0; left -= MIB) yield left >= MIB ? chunk : chunk.subarray(0, left);
  yield Buffer.from(suffix);
}

async function workbookParts(): Promise<ZipEntry[]> {
  return Promise.all([
    text(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    text(
      'xl/workbook.xml',
      '<?xml version="1.0"?><workbook xmlns:r="r"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  ]);
}

const SHEET_HEAD = '<?xml version="1.0"?><worksheet><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** A sheet whose one cell holds `bytes` of zeros' worth of text: it inflates to about `bytes`. */
export async function inflationBomb(bytes: number, { lie = false } = {}): Promise<Buffer> {
  const sheet = await deflated(
    'xl/worksheets/sheet1.xml',
    repeated(
      `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
      0x30,
      bytes,
      `</t></is></c></row>${SHEET_TAIL}`,
    ),
    lie ? 4096 : undefined,
  );
  return zip([...(await workbookParts()), sheet]);
}

/** One shared string of `bytes` characters, referenced by the header's only cell. */
export async function sharedStringBomb(bytes: number, { lie = false } = {}): Promise<Buffer> {
  const strings = await deflated(
    'xl/sharedStrings.xml',
    repeated('<?xml version="1.0"?><sst count="1" uniqueCount="1"><si><t>', 0x41, bytes, '</t></si></sst>'),
    lie ? 4096 : undefined,
  );
  const sheet = await text(
    'xl/worksheets/sheet1.xml',
    `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`,
  );
  return zip([...(await workbookParts()), strings, sheet]);
}

/** The workers' template headers and `rows` rows of plausible data, as an .xlsx of inline strings. */
export async function manyRowsXlsx(headers: readonly string[], rows: number): Promise<Buffer> {
  const cell = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const letters = (i: number) => String.fromCharCode(65 + i);
  function* lines(): Generator<Buffer> {
    yield Buffer.from(SHEET_HEAD);
    yield Buffer.from(`<row r="1">${headers.map((h, i) => cell(`${letters(i)}1`, h)).join('')}</row>`);
    // Rows with their first cell only (the rest empty): 100,000 of them stay under the 5 MB body limit
    // and the 32 MB part limit, so it is the row limit that refuses the file.
    for (let r = 2; r <= rows + 1; r++)
      yield Buffer.from(`<row r="${r}">${cell(`A${r}`, String(40_000_000 + r))}</row>`);
    yield Buffer.from(SHEET_TAIL);
  }
  const sheet = await deflated('xl/worksheets/sheet1.xml', lines());
  return zip([...(await workbookParts()), sheet]);
}

/** The same as a CSV: only the first column filled, so that 100,000 rows stay under the 5 MB body limit. */
export function manyRowsCsv(headers: readonly string[], rows: number): Buffer {
  const lines = [headers.join(';')];
  for (let r = 2; r <= rows + 1; r++)
    lines.push(headers.map((_, i) => (i === 0 ? String(40_000_000 + r) : '')).join(';'));
  return Buffer.from(lines.join('\r\n'));
}
