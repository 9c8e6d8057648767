import { within } from 'storybook/test';

/** The Testing Library queries bound to a rendered story. */
export type Canvas = ReturnType<typeof within>;

/** A story's play function written against its canvas (`within(canvasElement)`). */
export const playInCanvas =
  (steps: (canvas: Canvas) => Promise<unknown>) =>
  async ({ canvasElement }: { readonly canvasElement: HTMLElement }) => {
    await steps(within(canvasElement));
  };
