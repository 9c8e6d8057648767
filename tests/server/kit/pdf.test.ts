import { describe, expect, it } from 'vitest';
import { pageNumbers, pdfBuffer } from '../../../server/kit/pdf';
import { pdfPages } from '../../support/pdf-text';

describe('the PDF kit', () => {
  it('embeds a font with every Spanish letter and numbers the pages', async () => {
    const bytes = await pdfBuffer({
      footer: pageNumbers,
      content: [
        { text: 'Año de pesca: ñandú, ámbar, Éxito — S/ 2,126.51' },
        { text: 'Dos', pageBreak: 'before' },
      ],
    });
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Año de pesca: ñandú, ámbar, Éxito — S/ 2,126.51');
    expect(pages[0]).toContain('Página 1 de 2');
    expect(pages[1]).toContain('Página 2 de 2');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/FontFile2');
  });
});
