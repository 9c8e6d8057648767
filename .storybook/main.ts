import type { StorybookConfig } from '@storybook/react-vite';

/** Steps of the product's own build (vite.config.ts) that make no sense for Storybook's. */
const PRODUCT_BUILD_ONLY = new Set(['planillas-prerender', 'planillas-precompress', 'planillas-about-file']);

const config: StorybookConfig = {
  stories: ['../src/presentation/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  // The default docgen fails on decorated classes; this one does not.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true },
  // The product's prerendered pages, compressed copies and file groups are for its own index.html:
  // Storybook's build has another page and entries (not the sign-in page's island).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat(Infinity)
      .filter((plugin) => !(plugin && 'name' in plugin && PRODUCT_BUILD_ONLY.has(plugin.name))),
    build: {
      ...viteConfig.build,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, input: undefined, output: undefined },
    },
  }),
};
export default config;
