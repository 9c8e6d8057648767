import { describe, expect, inject, it } from 'vitest';
import { createAccount, signInThroughUi } from './support/accounts';
import { useBrowser } from './support/browser';
import { exampleWeekThroughApi, must, seedExample } from './support/week-example';

type Week = { id: number; version: number };

describe('loans to workers in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('grants a loan on the worker screen, deducts its instalment in a week, and shows the balance once the week is closed', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'prestamos', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    const m = await seedExample(p);
    const patron = m.workers[0]!;

    // The loan, granted from the worker's row.
    await p.goto('/trabajador');
    const grid = p.getByRole('grid', { name: 'Trabajadores' });
    await p.getByRole('searchbox', { name: /Buscar/ }).fill(`SEMANA${m.tag}`);
    await grid.getByText(patron.name, { exact: true }).waitFor();
    await grid.getByRole('button', { name: `Préstamos de ${patron.name}` }).click();
    const loans = p.getByRole('dialog', { name: `Préstamos de ${patron.name}` });
    await loans.getByText('El trabajador no tiene préstamos registrados.').waitFor();
    await loans.getByRole('button', { name: 'Nuevo préstamo' }).click();
    const form = p.getByRole('dialog', { name: 'Nuevo préstamo' });
    await form.getByRole('textbox', { name: /^Monto prestado/ }).fill('1200');
    await form.getByRole('textbox', { name: /^Cuota por semana/ }).fill('500');
    await form.getByRole('textbox', { name: /^Motivo/ }).fill('Compra de botas');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await loans.getByText('Préstamo registrado.').waitFor();
    const row = loans.getByRole('row', { name: /^Préstamo N\.° \d+$/ });
    await row.getByText('S/ 1,200.00').first().waitFor();
    const title = (await row.getByRole('cell').first().textContent())!.trim();
    const loanId = Number(/N\.° (\d+)/.exec(title)![1]);
    await loans.getByRole('button', { name: 'Cerrar' }).click();

    // The week offers the instalment in its adjustments; saved, computed and closed.
    // Week 21 of 2025: before the report test's week 48, which the dashboard shows as the last closed.
    const week = await exampleWeekThroughApi(p, m, {
      number: 21,
      start: '2025-05-19',
      end: '2025-05-25',
      month: '2025-05',
      day: '2025-05-21',
      close: false,
    });
    await p.goto(`/semana_de_pesca?semana=${week.id}`);
    await p.getByRole('heading', { name: 'Semana 21 – 2025', level: 2 }).waitFor();
    await p.getByRole('tab', { name: 'Ajustes' }).click();
    await p.getByRole('button', { name: 'Agregar cuotas de préstamos' }).click();
    await p
      .getByText('Se agregó 1 cuota de préstamo. Revísela y guarde los ingresos y descuentos.')
      .waitFor();
    const adjustments = p.getByRole('grid', { name: 'Otros ingresos y descuentos' });
    await adjustments.getByText(`Préstamo N.° ${loanId} del`, { exact: false }).waitFor();
    await p.getByRole('button', { name: 'Guardar ingresos y descuentos' }).click();
    await p.getByText('Cambios guardados.').waitFor();
    const saved = (await must(p, 'GET', `/semanas-de-pesca/${week.id}`)) as Week & {
      adjustments: { loanId?: number; amount: string }[];
    };
    expect(saved.adjustments).toEqual([expect.objectContaining({ loanId, amount: '500.00' })]);
    const computed = (
      await must(p, 'POST', `/semanas-de-pesca/${week.id}/calculo`, { version: saved.version })
    ).week as Week;
    await must(p, 'POST', `/semanas-de-pesca/${week.id}/cierre`, { version: computed.version });

    // Back on the worker: the instalment deducted, the balance down.
    await p.goto('/trabajador');
    await p.getByRole('searchbox', { name: /Buscar/ }).fill(`SEMANA${m.tag}`);
    await grid.getByRole('button', { name: `Préstamos de ${patron.name}` }).click();
    await loans
      .getByRole('list', { name: `Cuotas del préstamo n.° ${loanId}` })
      .getByText('Semana 21 – 2025: S/ 500.00 (Descontada)')
      .waitFor();
    await loans.getByText('S/ 700.00', { exact: true }).first().waitFor();
  });
});
