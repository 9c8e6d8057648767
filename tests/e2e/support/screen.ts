import type { Locator, Page } from 'playwright-core';

/** Types a date (DD/MM/YYYY) into a date picker's sections, as a person does. */
export async function typeDate(group: Locator, ddmmyyyy: string): Promise<void> {
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(ddmmyyyy.replaceAll('/', ''));
}

/**
 * Picks an option of a select in a dialog. A select's accessible name is its label followed by the
 * value it shows: name it by a pattern (`/^AFP/`) when its label is also part of another's name.
 */
export async function choose(
  page: Page,
  dialog: Locator,
  label: RegExp | string,
  option: RegExp | string,
  options: { exact?: boolean } = {},
): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, ...(options.exact ? { exact: true } : {}) })
    .click();
}

/** A row of an editable grid (rows from 0 in the grid's page). */
export const gridRow = (grid: Locator, index: number) =>
  grid.locator(`[role="row"][data-rowindex="${index}"]`);

/** The rows an editable grid shows. */
export const gridRowCount = (grid: Locator) => grid.locator('[role="row"][data-rowindex]').count();

/** Edits a cell as a person does: select it, Enter, type, Enter (a select takes the first match). */
export async function editCell(grid: Locator, index: number, field: string, text: string): Promise<void> {
  const cell = gridRow(grid, index).locator(`[data-field="${field}"]`);
  await cell.click();
  await cell.press('Enter');
  const input = cell.locator('input');
  await input.waitFor();
  await input.fill(text);
  if ((await input.getAttribute('role')) === 'combobox') {
    await grid
      .page()
      .getByRole('option', { name: new RegExp(text, 'i') })
      .first()
      .waitFor();
  }
  await input.press('Enter');
  await input.waitFor({ state: 'detached' });
}

/** Saves a tab of a fishing week's grids and waits for the confirmation. */
export async function saveTab(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByText('Cambios guardados.').waitFor();
}
