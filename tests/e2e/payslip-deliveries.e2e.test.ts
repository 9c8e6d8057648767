import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { pdfPages } from '../support/pdf-text';
import { verifyPdfSignature } from '../support/pdf-signature';
import { createAccount, signInThroughUi } from './support/accounts';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { exampleWeekThroughApi, must, seedExample } from './support/week-example';

/** A week of 2025 no other test uses. */
const WEEK = { number: 33, start: '2025-08-11', end: '2025-08-17', month: '2025-08', day: '2025-08-13' };
const PHONE = { width: 360, height: 740 };
const CHOSEN = 'Mis-Boletas-2025';
const OBSERVATION = 'Falta el bono de la semana 13.';

describe('electronic payslips in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('a closed week’s payslip reaches the invited worker on a phone, signed; the receipt shows at the office; a new printed code lets the worker back in', async () => {
    // 1. The office: a week with its crew, computed and closed (its payslips are published).
    const admin = await createAccount(baseUrl, { prefix: 'boletas', roles: ['Administrador'] });
    const office = await browser.open();
    const a = office.page;
    await signInThroughUi(a, admin);
    const m = await seedExample(a);
    const week = await exampleWeekThroughApi(a, m, { ...WEEK, close: true });
    const worker = m.workers[4]!;
    const documentNumber = String((await must(a, 'GET', `/trabajadores/${worker.id}`)).documentNumber);

    // 2. The office invites the worker on the workers' screen: a code to print, shown once.
    await a.goto('/trabajador');
    await a.getByRole('heading', { name: 'Trabajadores', level: 1 }).waitFor();
    const grid = a.getByRole('grid', { name: 'Trabajadores' });
    await grid.waitFor();
    await a.getByRole('searchbox', { name: /Buscar/ }).fill(documentNumber);
    await a.keyboard.press('Enter');
    const row = grid.getByRole('row').filter({ hasText: `DNI ${documentNumber}` });
    await row.waitFor();
    await row.getByRole('button', { name: /^Acceso a Mis boletas de / }).click();
    const dialog = a.getByRole('dialog', { name: /^Acceso a Mis boletas: / });
    await dialog.getByText('Estado: Sin acceso').waitFor();
    await dialog.getByRole('button', { name: 'Generar código para imprimir' }).click();
    const printed = dialog.getByRole('region', { name: 'Código de acceso a Mis boletas' });
    await printed.getByText(`Usuario: ${documentNumber}`).waitFor();
    const code = (await printed.locator('p').filter({ hasNotText: /:/ }).first().innerText()).trim();
    expect(code.length).toBeGreaterThan(5);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // 3. The worker, on a phone: the code as password, a password of their own, then «Mis boletas».
    const phone = await browser.open({ viewport: PHONE, mobile: true });
    const w = phone.page;
    await w.goto('/auth/login');
    await w.getByRole('textbox', { name: 'Usuario', exact: true }).fill(documentNumber);
    await w.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(code);
    await w.getByRole('button', { name: 'Ingresar' }).click();
    await w.getByRole('heading', { name: 'Cambie su contraseña' }).waitFor();
    await w.getByLabel('Nueva contraseña').fill(CHOSEN);
    await w.getByRole('button', { name: 'Guardar y continuar' }).click();
    await w.waitForURL('**/mis_boletas');
    await w.getByRole('heading', { name: 'Mis boletas', level: 1 }).waitFor();
    const title = `Semana ${WEEK.number} - 2025`;
    const card = w.getByRole('article', { name: title });
    await card.waitFor();
    await card.getByText('Pendiente de confirmar').waitFor();
    expect(await w.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // 4. The payslip, downloaded: signed, and the worker's own.
    const [download] = await Promise.all([
      w.waitForEvent('download'),
      card.getByRole('button', { name: `Descargar PDF de ${title}` }).click(),
    ]);
    const pdf = new Uint8Array(readFileSync((await download.path())!));
    const signature = await verifyPdfSignature(pdf);
    expect(signature.reasons).toEqual([]);
    expect(signature.valid).toBe(true);
    expect(signature.signer).not.toBe('');
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('BOLETA DE PAGO');
    expect(pages[0]).toContain(documentNumber);

    // 5. The worker confirms the receipt, with an observation.
    await card.getByRole('button', { name: `Confirmar recepción de ${title}` }).click();
    const receipt = w.getByRole('dialog', { name: 'Confirmar recepción' });
    await receipt.getByRole('textbox', { name: 'Observación' }).fill(OBSERVATION);
    await receipt.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await receipt.waitFor({ state: 'detached' });
    await card.getByText(/^Recepción confirmada el \d{2}\/\d{2}\/\d{4}/).waitFor();
    await card.getByText(`Observación: ${OBSERVATION}`).waitFor();
    expect(await card.getByRole('button', { name: /^Confirmar recepción/ }).count()).toBe(0);
    expect(await w.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // 6. The office: the closed week's page shows the receipt and its observation.
    await a.goto(`/semana_de_pesca?semana=${week.id}`);
    await a.getByRole('heading', { name: `Semana ${WEEK.number} – 2025`, level: 2 }).waitFor();
    const deliveries = a.getByRole('table', { name: 'Entregas de boletas de la semana' });
    await deliveries.waitFor();
    const delivery = deliveries.getByRole('row').filter({ hasText: documentNumber });
    await delivery.getByText('Confirmada', { exact: true }).waitFor();
    await delivery.getByText(OBSERVATION).waitFor();
    const counts = a.locator('dl').filter({ hasText: 'Confirmadas' });
    await expect
      .poll(() =>
        counts
          .locator('dt', { hasText: 'Confirmadas' })
          .locator('xpath=following-sibling::dd[1]')
          .innerText(),
      )
      .toBe('1');
    await expect
      .poll(() =>
        counts.locator('dt', { hasText: 'Total' }).locator('xpath=following-sibling::dd[1]').innerText(),
      )
      .toBe(String(m.workers.length));

    // 7. The worker reaches none of the office's screens, nor its API.
    for (const path of ['/semana_de_pesca', '/trabajador']) {
      await w.goto(path);
      await w.getByText('No tiene permiso para ver esta pantalla (403).').waitFor();
      expect(await w.getByRole('grid').count()).toBe(0);
      expect(await w.getByText(m.tag).count()).toBe(0);
    }
    expect((await api(w, 'GET', '/semanas-de-pesca?page=1&pageSize=10&year=2025')).status).toBe(403);
    expect((await api(w, 'GET', `/trabajadores/${worker.id}`)).status).toBe(403);

    // 8. The worker forgot the password: the office prints a new code, the old password stops working.
    await a.goto('/trabajador');
    await a.getByRole('searchbox', { name: /Buscar/ }).fill(documentNumber);
    await a.keyboard.press('Enter');
    await row.waitFor();
    await row.getByRole('button', { name: /^Acceso a Mis boletas de / }).click();
    await dialog.getByText('Estado: Activo').waitFor();
    await dialog.getByRole('button', { name: 'Nuevo código' }).click();
    const renew = a.getByRole('dialog', { name: 'Nuevo código de acceso' });
    await renew.getByRole('button', { name: 'Generar nuevo código' }).click();
    await renew.waitFor({ state: 'detached' });
    await printed.getByText(`Usuario: ${documentNumber}`).waitFor();
    const renewed = (await printed.locator('p').filter({ hasNotText: /:/ }).first().innerText()).trim();
    expect(renewed).not.toBe(code);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const again = await browser.open({ viewport: PHONE, mobile: true });
    const r = again.page;
    await r.goto('/auth/login');
    await r.getByRole('textbox', { name: 'Usuario', exact: true }).fill(documentNumber);
    await r.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(renewed);
    await r.getByRole('button', { name: 'Ingresar' }).click();
    await r.getByRole('heading', { name: 'Cambie su contraseña' }).waitFor();
    await r.getByLabel('Nueva contraseña').fill(`${CHOSEN}-2`);
    await r.getByRole('button', { name: 'Guardar y continuar' }).click();
    await r
      .getByRole('article', { name: title })
      .getByText(/^Recepción confirmada el /)
      .waitFor();

    expect(office.problems).toEqual([]);
    expect(phone.problems).toEqual([]);
    expect(again.problems).toEqual([]);
  });
});
