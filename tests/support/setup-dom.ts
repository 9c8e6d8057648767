import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createTestI18n } from './i18n';

// Views read their texts from the Spanish resources (public/assets/i18n/es.json): a view rendered
// without an I18nextProvider reads them from this instance, as the product's first paint does.
createTestI18n('es');

// `findBy…` and `waitFor` wait for what a person would wait for; on a busy machine (CI, other work)
// a lazily loaded page takes seconds, not Testing Library's default 1 s. A test that fails still
// fails, only later. `npm run test:stress` (docs/reliability.md) runs the tests under full CPU load.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
