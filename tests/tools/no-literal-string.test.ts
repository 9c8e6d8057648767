import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's own ESLint configuration on a view placed in a feature folder (or another path). */
async function literals(code: string, filePath = 'src/presentation/vessels/Snippet.tsx'): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId === 'i18next/no-literal-string')
    .map((m) => m.message.replace(/^disallow literal string: /, ''));
}

const view = (jsx: string) =>
  `import { useTranslation } from 'react-i18next';\nexport function Snippet({ on }: { on: boolean }) {\n  const { t } = useTranslation();\n  return (${jsx});\n}\n`;

describe('the no-literal-string rule on views (eslint.config.js)', () => {
  it('rejects a text in the markup and in a string expression inside it', async () => {
    expect(await literals(view('<p>Guardar cambios</p>'))).toEqual([
      expect.stringContaining('Guardar cambios'),
    ]);
    expect(await literals(view("<p>{on ? 'Activo' : t('common.cancel')}</p>"))).toEqual([
      expect.stringContaining("'Activo'"),
    ]);
  });

  it('rejects the visible attributes: label, title, placeholder, aria-label, helperText, alt', async () => {
    const found = await literals(
      view(
        '<div><input aria-label="Buscar" placeholder="Nombre" title="Ayuda" /><img alt="Logo" src="/a.png" /><Field label="Monto" helperText="En soles" /></div>',
      ),
    );
    expect(found).toHaveLength(6);
  });

  it('accepts texts from the resources, class names, ids, test ids, variants and punctuation', async () => {
    expect(
      await literals(
        view(
          `<div className="box" id="x" data-testid="snippet"><Typography variant="body2" color="text.secondary">{t('common.save')}:</Typography></div>`,
        ),
      ),
    ).toEqual([]);
  });

  it('leaves out only the startup error page and the stories', async () => {
    const code = view('<p>Guardar cambios</p>');
    expect(await literals(code, 'src/presentation/pages/startup-error/StartupErrorPage.tsx')).toEqual([]);
    expect(await literals(code, 'src/presentation/vessels/Snippet.stories.tsx')).toEqual([]);
  });

  it.each(['workers', 'court-orders', 'months'])('covers the %s views', async (folder) => {
    const code = view('<p>Guardar cambios</p>');
    expect(await literals(code, `src/presentation/${folder}/Snippet.tsx`)).toHaveLength(1);
  });
});
