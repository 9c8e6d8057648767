import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, signInThroughUi } from './support/accounts';
import { useBrowser } from './support/browser';
import { must, seedExample } from './support/week-example';
import { foreignTextProblems } from '../support/screens/foreign-text';

/** The laptop screens the company's staff use (issue 31): every screen fits them without sideways scroll. */
const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
] as const;

/** A week of 2024 no other test uses, open, with a landing and its crew: its tabs have rows. */
const WEEK = {
  year: 2024,
  number: 39,
  start: '2024-09-23',
  end: '2024-09-29',
  month: '2024-09',
  day: '2024-09-25',
};

/** What a screen shows wrong at this size: sideways page scroll, or the menu over the title. */
async function misfit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) {
      // The widest elements past the right edge name the culprit.
      const wide = [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')}`);
      found.push(`scrolls sideways (${scrollWidth} > ${window.innerWidth}) past ${wide.join(', ')}`);
    }
    const title = document.querySelector('main h1');
    const menu = document.querySelector('[data-layout-menu="docked"]');
    if (title && menu && !(menu as HTMLElement).hidden) {
      const t = title.getBoundingClientRect();
      const m = menu.getBoundingClientRect();
      if (t.left < m.right && t.right > m.left && t.top < m.bottom && t.bottom > m.top)
        found.push('the menu covers the title');
    }
    // Each list's actions stay in sight, pinned at its right edge.
    for (const grid of document.querySelectorAll('main [role="grid"]')) {
      const box = grid.getBoundingClientRect();
      for (const cell of grid.querySelectorAll('[data-field="__actions"]')) {
        const c = cell.getBoundingClientRect();
        if (c.left < box.left - 1 || c.right > box.right + 1 || c.right > window.innerWidth) {
          found.push(`the actions of «${grid.getAttribute('aria-label') ?? ''}» are out of sight`);
          break;
        }
      }
    }
    return found;
  });
}

/** What the screen shows in words it must not: English words, code keys (camelCase), raw ids. */
async function foreignText(page: Page): Promise<string[]> {
  // What the screen says in Spanish: the visible text of `main`, without the parts marked as another
  // language (a third-party licence's own English words on «Acerca de»). The same walk as the stories'
  // visibleText, written inline: the browser runs this function's own source.
  const text = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return '';
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang]:not([lang^="es"])')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  return foreignTextProblems(text);
}

// Evaluated through the browser's debugging protocol: the product's CSP (script-src 'self') rightly refuses
// an injected <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's serious and critical violations of the screen's main part. */
async function accessibility(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours are measured once no CSS transition runs (a button turning enabled fades in).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } }
    ).axe;
    const result = await axe.run(document.querySelector('main') ?? document.body, {
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `axe ${v.id} (${v.impact}): ${v.nodes
            .slice(0, 2)
            .map(
              (n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
            )
            .join('; ')}`,
      );
  });
}

/** Waits until the screen has read its data: no request for a moment, no progress bar. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .locator('main [role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

describe('every screen fits a laptop', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('at 1366×768 and 1280×720 no screen of the menu scrolls sideways, hides its title, logs an error, shows English or internal text, or fails axe', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'pantallas', roles: ['Administrador'] });
    const failures: string[] = [];
    let seeded: { week: number } | undefined;
    for (const viewport of SCREENS) {
      const size = `${viewport.width}×${viewport.height}`;
      const session = await browser.open({ viewport });
      const p = session.page;
      const errors: string[] = [];
      p.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      p.on('pageerror', (e) => errors.push(e.message));
      await signInThroughUi(p, admin);

      if (!seeded) {
        // Rows in the lists: the worked example's companies, vessel, plant, positions and eight workers,
        // and an open week with its landing and crew.
        const m = await seedExample(p);
        const week = await must(p, 'POST', '/semanas-de-pesca', {
          year: WEEK.year,
          number: WEEK.number,
          start: WEEK.start,
          end: WEEK.end,
          month: WEEK.month,
        });
        const landed = await must(p, 'PUT', `/semanas-de-pesca/${week.id as number}/descargas`, {
          version: week.version,
          prices: [{ speciesId: m.anchoveta, effectiveFrom: WEEK.start, pricePerTonne: '520.00' }],
          landings: [
            {
              date: WEEK.day,
              vesselId: m.vessel,
              speciesId: m.anchoveta,
              plantId: m.plant,
              ticket: 'TK-3901',
              tonnes: '180.500',
              penalisedTonnes: '0.000',
              pricePerTonne: null,
              priceReason: '',
            },
          ],
        });
        await must(p, 'PUT', `/semanas-de-pesca/${week.id as number}/tripulacion`, {
          version: landed.version,
          crew: m.workers.map((w) => ({
            date: WEEK.day,
            vesselId: m.vessel,
            workerId: w.id,
            positionId: null,
          })),
          landWork: [],
        });
        seeded = { week: week.id as number };
      }

      // The menu read from the page: every link, its groups expanded.
      const nav = p.getByRole('navigation', { name: 'Menú principal' });
      await nav.getByRole('link', { name: 'Inicio', includeHidden: true }).waitFor({ state: 'attached' });
      const links = await nav
        .getByRole('link', { includeHidden: true })
        .evaluateAll((as) =>
          as.map((a) => ({ name: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })),
        );
      expect(links.length).toBeGreaterThan(10);
      const screens = [
        ...links,
        { name: 'Semana de pesca abierta', href: `/semana_de_pesca?semana=${seeded.week}` },
      ];

      for (const screen of screens) {
        const where = `${size} ${screen.name} (${screen.href})`;
        errors.length = 0;
        await p.goto(screen.href);
        await p.locator('main h1').first().waitFor();
        await settled(p);
        for (const problem of await misfit(p)) failures.push(`${where}: ${problem}`);
        // What it says and how a screen reader reads it: once, at the first size.
        const content = async (label: string) => {
          if (viewport !== SCREENS[0]) return;
          for (const problem of [...(await foreignText(p)), ...(await accessibility(p))])
            failures.push(`${label}: ${problem}`);
        };
        await content(where);
        // Its tabs (a week's grids, the months' views).
        const tabs = p.locator('main [role="tab"]');
        for (let i = 0; i < (await tabs.count()); i++) {
          const tab = tabs.nth(i);
          const name = (await tab.textContent())?.trim() ?? String(i);
          await tab.click();
          await settled(p);
          for (const problem of await misfit(p)) failures.push(`${where} «${name}»: ${problem}`);
          await content(`${where} «${name}»`);
        }
        for (const error of errors) failures.push(`${where}: console error: ${error}`);
      }
      await session.close();
    }
    expect(failures).toEqual([]);
  }, 240_000); // About a minute on an idle machine; the limit leaves room for a loaded one.
});
