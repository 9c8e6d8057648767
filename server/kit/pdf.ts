import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

const ROBOTO = {
  normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
} as const;

/** The fonts every document embeds (Roboto ships with pdfmake; it has every Spanish letter). */
pdfmake.setFonts({ Roboto: ROBOTO });

/** The same fonts as bytes, read once, for documents laid out with pdfkit directly (payslips). */
export const PDF_FONTS: Readonly<Record<keyof typeof ROBOTO, Buffer>> = {
  normal: readFileSync(ROBOTO.normal),
  bold: readFileSync(ROBOTO.bold),
  italics: readFileSync(ROBOTO.italics),
  bolditalics: readFileSync(ROBOTO.bolditalics),
};

/** Every document's producer. */
export const PDF_INFO = { Creator: 'Sistema de Planillas', Producer: 'Sistema de Planillas' } as const;
// A document never fetches anything: only the bundled fonts may be read from disk.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));

/** Common to every document: the font, its size, and Spanish metadata. */
function withDefaults(doc: TDocumentDefinitions): TDocumentDefinitions {
  return {
    ...doc,
    defaultStyle: { font: 'Roboto', fontSize: 9, ...doc.defaultStyle },
    info: { creator: PDF_INFO.Creator, producer: PDF_INFO.Producer, ...doc.info },
    language: doc.language ?? 'es-PE',
  };
}

/** A document as a PDF stream (send it as it is written: a 2,000-page file never sits in memory whole). */
export async function pdfStream(doc: TDocumentDefinitions): Promise<Readable> {
  const pdf = await pdfmake.createPdf(withDefaults(doc)).getStream();
  pdf.end();
  // eslint-disable-next-line no-restricted-syntax -- pdfmake's typings declare getStream() as PDFKit's document, which is a Node Readable at run time
  return pdf as unknown as Readable;
}

/** A document as bytes (for a .zip entry or a test). */
export function pdfBuffer(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(withDefaults(doc)).getBuffer();
}

/** 'Página 3 de 12', bottom right: pdfmake's footer for documents of several pages. */
export const pageNumbers: TDocumentDefinitions['footer'] = (current, count) => ({
  text: `Página ${current} de ${count}`,
  alignment: 'right',
  fontSize: 7,
  margin: [0, 10, 40, 0],
});
