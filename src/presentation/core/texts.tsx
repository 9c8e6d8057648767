import { createContext, useContext, type ReactNode } from 'react';

/** A text of the resources by its key, with its `{{name}}` values. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const TextsContext = createContext<Translate | null>(null);

/**
 * The texts of views that also run without i18next: the sign-in page's island gives them its fixed
 * translations (src/sign-in.tsx); inside the application, i18next's (`I18nextTexts`).
 */
export function TextsProvider({ t, children }: { readonly t: Translate; readonly children: ReactNode }) {
  return <TextsContext.Provider value={t}>{children}</TextsContext.Provider>;
}

/** As react-i18next's `useTranslation`, for the views under a `TextsProvider`. */
export function useTexts(): { readonly t: Translate } {
  const t = useContext(TextsContext);
  if (!t) throw new Error('TextsProvider is missing above this component.');
  return { t };
}
