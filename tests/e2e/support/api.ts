import type { Page } from 'playwright-core';

/**
 * Calls the product's API from the page, with the browser's own session (its Cognito access token):
 * for a test's set-up and for checks a person would not see on the screen.
 */
export async function api(
  page: Page,
  method: string,
  path: string,
  body?: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'));
      const token = key === undefined ? '' : (localStorage.getItem(key) ?? '');
      const res = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}
