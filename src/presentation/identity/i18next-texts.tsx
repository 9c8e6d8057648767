import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { TextsProvider } from '../core/texts';

/** A page of the sign-in screens, as routed inside the application: its texts are i18next's. */
export function withI18nextTexts<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithI18nextTexts(props: P) {
    const { t } = useTranslation();
    return (
      <TextsProvider t={t}>
        <Page {...props} />
      </TextsProvider>
    );
  }
  return WithI18nextTexts;
}
