import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/presentation/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  // The default docgen fails on decorated classes; this one does not.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true },
};
export default config;
