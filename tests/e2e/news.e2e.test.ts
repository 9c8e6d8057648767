import { describe, expect, inject, it } from 'vitest';
import { createAccount, signInThroughUi } from './support/accounts';
import { useBrowser } from './support/browser';

describe('news, dashboard and about in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('an editor writes and publishes news; another user sees it on the dashboard until it is withdrawn', async () => {
    const editor = await createAccount(baseUrl, {
      prefix: 'comunica',
      name: 'Elena Comunicaciones',
      modules: ['dashboard', 'noticia'],
      actions: ['ver', 'crear', 'editar', 'aprobar'],
    });
    const reader = await createAccount(baseUrl, {
      prefix: 'lector',
      name: 'Rubén Lector',
      modules: ['dashboard', 'trabajador'],
    });
    const title = `Pago de gratificación ${Date.now().toString(36)}`;

    const editorSession = await browser.open();
    const e = editorSession.page;
    await signInThroughUi(e, editor);
    await e.goto('/noticia');
    await e.getByRole('heading', { name: 'Noticias', level: 1 }).waitFor();
    await e.getByRole('button', { name: 'Nueva noticia' }).click();
    const dialog = e.getByRole('dialog', { name: 'Nueva noticia' });
    // Saving an empty form shows the rules next to the fields.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El título es obligatorio.').waitFor();
    await dialog.getByRole('textbox', { name: 'Título', exact: true }).fill(title);
    await dialog
      .getByRole('textbox', { name: 'Contenido', exact: true })
      .fill('La gratificación de julio se abona el 15.\nRevise su boleta en el sistema.');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await e.getByText(`Se guardó la noticia «${title}» como borrador.`).waitFor();
    const row = e.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Borrador').textContent()).resolves.toBe('Borrador');

    // The reader's dashboard: a greeting with their name, no draft, shortcuts to their modules only.
    const readerSession = await browser.open();
    const r = readerSession.page;
    await signInThroughUi(r, reader);
    await expect.poll(() => r.getByTestId('dashboard-greeting').textContent()).toMatch(/Rubén Lector$/);
    const shortcuts = r.getByRole('navigation', { name: 'Accesos directos' });
    await shortcuts.getByRole('link', { name: /Trabajadores/ }).waitFor();
    expect(await shortcuts.getByRole('link').count()).toBe(1);
    await r.getByRole('heading', { name: 'Noticias', level: 2 }).waitFor();
    expect(await r.getByRole('heading', { name: title }).count()).toBe(0);

    // Published, it shows on the reader's dashboard.
    await row.getByRole('button', { name: `Publicar la noticia ${title}` }).click();
    await e
      .getByRole('dialog', { name: 'Publicar noticia' })
      .getByRole('button', { name: 'Publicar' })
      .click();
    await e.getByText(`Se publicó la noticia «${title}».`).waitFor();
    await row.getByText('Vigente').waitFor();
    await r.reload();
    await r.getByRole('heading', { name: title, level: 3 }).waitFor();
    await r.getByText('Revise su boleta en el sistema.', { exact: false }).waitFor();

    // The reader may not write news: the server refuses it, whatever the menu shows.
    const refused = await r.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
      const res = await fetch('/api/noticias', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${key ? localStorage.getItem(key) : ''}`,
        },
        body: JSON.stringify({ title: 'x', body: 'y', publishOn: '2026-01-01' }),
      });
      return res.status;
    });
    expect(refused).toBe(403);

    // Withdrawn, it leaves the dashboard.
    await row.getByRole('button', { name: `Retirar la noticia ${title}` }).click();
    await e.getByRole('dialog', { name: 'Retirar noticia' }).getByRole('button', { name: 'Retirar' }).click();
    await e.getByText(/Se retiró la noticia/).waitFor();
    await r.reload();
    await r.getByRole('navigation', { name: 'Accesos directos' }).waitFor();
    await r.getByRole('heading', { name: 'Noticias', level: 2 }).waitFor();
    await expect.poll(() => r.getByRole('heading', { name: title }).count()).toBe(0);
  });

  it('the about page shows the version, the build date and the licences of the bundle', async () => {
    const user = await createAccount(baseUrl, { prefix: 'acerca', modules: ['dashboard', 'acerca'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, user);
    await p.goto('/acerca');
    await p.getByRole('heading', { name: 'Acerca de', level: 1 }).waitFor();
    const information = (await (await fetch(`${baseUrl}/assets/data/information.json`)).json()) as {
      data: { version: string }[];
    };
    await expect.poll(() => p.getByTestId('about-version').textContent()).toBe(information.data[0]?.version);
    expect(await p.getByTestId('about-built-at').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const react = p.getByRole('button', { name: /^react 19\.\S+ MIT$/ });
    await react.click();
    await p
      .getByRole('listitem')
      .filter({ has: react })
      .getByText(/Permission is hereby granted/)
      .waitFor();
    await p.getByRole('searchbox', { name: 'Buscar paquete o licencia' }).fill('apache');
    await p.getByRole('button', { name: /@aws-sdk\/client-cognito-identity-provider/ }).waitFor();
    await expect.poll(() => react.count()).toBe(0);
  });
});
