/**
 * How long a play function waits for what a person would wait for. On a busy machine a lazily loaded
 * page takes seconds; `.storybook/vitest.setup.ts` makes it the default of every `find…`/`waitFor`.
 */
export const STORY_WAIT = { timeout: 30_000 } as const;
