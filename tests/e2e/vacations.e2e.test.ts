import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, signInThroughUi } from './support/accounts';
import { useBrowser } from './support/browser';
import { seedExample } from './support/week-example';
import { typeDate } from './support/screen';

/** The number in a chip such as «Ganados: 210 días». */
const daysIn = async (chip: Locator) => Number((await chip.innerText()).replace(/[^\d.-]/g, ''));

describe('vacations in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('records a worker’s rest, refuses an overlapping period naming the other, and deletes it', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'vacaciones', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    const m = await seedExample(p);
    const worker = m.workers[0]!;

    await p.goto('/vacaciones_gratificaciones_cts?vista=vacaciones');
    await p.getByRole('searchbox', { name: 'Buscar por documento o nombre' }).fill(`SEMANA${m.tag}`);
    await p.getByRole('button', { name: `Ver las vacaciones de ${worker.name}` }).click();
    const dialog = p.getByRole('dialog', { name: `Vacaciones de ${worker.name}` });
    await dialog.getByText('No hay periodos de vacaciones registrados.').waitFor();
    // Hired on 01/03/2019, with only the example's week of attendance: the years before the first stored
    // week have no attendance, and no year reaches the récord (260 days worked): nothing earned, none
    // expired, no indemnity warning.
    const records = dialog.getByRole('table', { name: 'Récord vacacional por año de servicio' });
    await records
      .getByRole('row')
      .filter({ hasText: '01/03/2019 – 29/02/2020' })
      .getByText('Sin asistencia registrada')
      .waitFor();
    const earned = await daysIn(dialog.getByText(/^Ganados: /));
    expect(earned).toBe(0);
    expect(await daysIn(dialog.getByText(/^Pendientes: /))).toBe(earned);
    expect(await dialog.getByText(/indemnización vacacional/).count()).toBe(0);

    const record = async (start: string, end: string) => {
      await dialog.getByRole('button', { name: 'Registrar periodo' }).click();
      const form = p.getByRole('dialog', { name: 'Registrar periodo de vacaciones' });
      await typeDate(form.getByRole('group', { name: 'Primer día' }), start);
      await typeDate(form.getByRole('group', { name: 'Último día (incluido)' }), end);
      await form.getByRole('button', { name: 'Guardar' }).click();
      return form;
    };
    const first = await record('01/02/2020', '15/02/2020');
    await first.waitFor({ state: 'detached' });
    await dialog.getByText('Gozados: 15 días').waitFor();
    expect(await daysIn(dialog.getByText(/^Pendientes: /))).toBe(earned - 15);

    const overlapping = await record('10/02/2020', '20/02/2020');
    await overlapping
      .getByText('Se cruza con el periodo de vacaciones del 01/02/2020 al 15/02/2020.')
      .waitFor();
    await overlapping.getByRole('button', { name: 'Cancelar' }).click();

    await dialog.getByRole('button', { name: 'Eliminar el periodo del 01/02/2020 al 15/02/2020' }).click();
    await p
      .getByRole('dialog', { name: 'Eliminar periodo de vacaciones' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await dialog.getByText('No hay periodos de vacaciones registrados.').waitFor();
    await dialog.getByText('Gozados: 0 días').waitFor();
  });
});
