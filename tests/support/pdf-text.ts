import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, read back the way a person would copy it: the items of a line
 * joined by one space, lines separated by '\n' (an item whose baseline differs starts a new line).
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    let text = '';
    let lastY: number | undefined;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5] as number;
      if (lastY !== undefined && Math.abs(y - lastY) > 1) text += '\n';
      else if (lastY !== undefined && text.length > 0 && !text.endsWith(' ') && item.str !== '') text += ' ';
      text += item.str;
      lastY = y;
    }
    pages.push(
      text
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .join('\n'),
    );
  }
  await document.destroy();
  return pages;
}
