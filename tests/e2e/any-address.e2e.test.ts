import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInThroughUi } from './support/accounts';
import { launchBrowser, openPage } from './support/browser';
import { startProduct, type RunningProduct } from './support/product';

/**
 * An office installs the product on one PC without PUBLIC_URL; that PC opens it at localhost and the
 * colleagues at the PC's address. Both sign in (the SPA calls the built-in pool on its own origin).
 */
describe('the product without PUBLIC_URL, reached at two addresses', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct({ PUBLIC_URL: '' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('signs in at http://127.0.0.1:<port> while another person works at http://localhost:<port>', async () => {
    const port = new URL(product.baseUrl).port;
    const addresses = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
    const sessions = [];
    for (const address of addresses) {
      const account = await createAccount(product.baseUrl, { prefix: 'oficina', modules: ['noticia'] });
      const session = await openPage(browser, address);
      const identityCalls: string[] = [];
      session.page.on('request', (request) => {
        if (request.url().includes('/cognito')) identityCalls.push(new URL(request.url()).origin);
      });
      await signInThroughUi(session.page, account);
      // The pool was called on the page's own origin, not on a fixed public address.
      expect(new Set(identityCalls)).toEqual(new Set([address]));
      sessions.push(session);
    }
    // Both stay signed in: a reload at either address keeps the shell.
    for (const session of sessions) {
      await session.page.reload();
      await session.page.getByText('SISTEMA DE PLANILLAS - 2025').waitFor({ timeout: 30_000 });
      expect(session.problems).toEqual([]);
      await session.close();
    }
  });
});
