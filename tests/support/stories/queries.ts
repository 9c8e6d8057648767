import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_WAIT } from './wait';

/** The Testing Library queries bound to part of a story (its canvas, a dialog, a grid). */
export type Queries = ReturnType<typeof within>;

/** The dialog with that name, once it is visible (it fades in). */
export async function dialogElement(name: string): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', { name }, STORY_WAIT);
  await waitFor(() => expect(dialog).toBeVisible(), STORY_WAIT);
  return dialog;
}

/** The queries of the dialog with that name, once it is visible. */
export async function dialogNamed(name: string): Promise<Queries> {
  return within(await dialogElement(name));
}

/** Waits for the text to show there, and checks that it is visible. */
export async function expectText(queries: Queries, text: string | RegExp): Promise<void> {
  await expect(await queries.findByText(text, {}, STORY_WAIT)).toBeVisible();
}

/** Clicks the button (once it shows) and returns the dialog it opens, named `dialog` or as the button. */
export async function openDialog(canvas: Queries, button: string, dialog: string = button): Promise<Queries> {
  await userEvent.click(await canvas.findByRole('button', { name: button }, STORY_WAIT));
  return dialogNamed(dialog);
}
