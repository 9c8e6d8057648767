/** A piece of news as the dashboard shows it (the published news showing today). */
export interface CurrentNews {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly publishOn: string;
  readonly expiresOn: string | null;
}

/** Whether an answer is a piece of current news (the dashboard renders nothing else). */
export function isCurrentNewsShape(value: unknown): value is CurrentNews {
  if (typeof value !== 'object' || value === null) return false;
  const n = value as Record<string, unknown>;
  return (
    typeof n.id === 'number' &&
    typeof n.title === 'string' &&
    n.title !== '' &&
    typeof n.body === 'string' &&
    typeof n.publishOn === 'string' &&
    (n.expiresOn === null || typeof n.expiresOn === 'string')
  );
}
