import { useTranslation } from 'react-i18next';
import type { Translate } from './screen-state';

/** i18next's translator as the presenters take it. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, params) => t(key, params ?? {});
}
