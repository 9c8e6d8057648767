import 'reflect-metadata';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { asResolver } from '../src/di/container';
import { DependencyProvider } from '../src/presentation/core/dependencies';
import { createAppTheme } from '../src/presentation/theme/theme';
import { createTestI18n } from '../tests/support/i18n';
import { foreignTextProblems, visibleText } from '../tests/support/screens/foreign-text';
import { createTestContainer } from '../tests/support/test-container';

const i18n = createTestI18n('es');

/** Every story gets the real translations, the theme and the test container (fakes for every port). */
const withProviders: Decorator = (Story, context) => {
  const mode = (context.globals.colorScheme as 'light' | 'dark' | undefined) ?? 'light';
  return (
    <DependencyProvider resolver={asResolver(createTestContainer())}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={createAppTheme(mode)}>
          <CssBaseline />
          <Story />
        </ThemeProvider>
      </I18nextProvider>
    </DependencyProvider>
  );
};

/**
 * Every story, once its play has run, speaks Spanish only: no English word, code key or internal id in
 * what it shows, dialogs and menus (portalled to <body>) included — the same check as the walk of the
 * running product (issue 31, tests/e2e/screens-fit.e2e.test.ts).
 */
const speaksSpanish = () => {
  const problems = foreignTextProblems(visibleText(document.body));
  if (problems.length > 0)
    throw new Error(`The story shows text that is not Spanish: ${problems.join('; ')}`);
};

const preview: Preview = {
  decorators: [withProviders],
  afterEach: speaksSpanish,
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
  },
  initialGlobals: { colorScheme: 'light' },
};
export default preview;
