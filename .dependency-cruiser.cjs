/**
 * The layer rule of the architecture (README, "Architecture"), checked in `npm test`:
 *   presentation -> application -> domain; infrastructure -> application ports;
 *   only the composition root (src/di) knows every layer.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'src/domain imports nothing outside src/domain: no React, RxJS, inversify, SDK or other package.',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain'] },
    },
    {
      name: 'application-imports-domain-and-rxjs-only',
      comment: 'src/application may import src/domain and RxJS only: no React, MUI, SDK, inversify, i18next.',
      severity: 'error',
      from: { path: '^src/application' },
      to: { pathNot: ['^src/(domain|application)', '^node_modules/rxjs/'] },
    },
    {
      name: 'infrastructure-never-imports-presentation',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/(presentation|di)' },
    },
    {
      name: 'presentation-never-imports-infrastructure',
      comment: 'Bind adapters in the composition root (src/di), never import them from views or presenters.',
      severity: 'error',
      from: { path: '^src/presentation', pathNot: '\\.stories\\.tsx?$' },
      to: { path: ['^src/(infrastructure|di)', '^node_modules/@aws-sdk/', '^node_modules/inversify/'] },
    },
    {
      name: 'server-shares-only-the-domain-and-application',
      comment:
        'The server may share pure rules and use cases with the SPA, never its browser adapters or views.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(infrastructure|presentation|di)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(src|server)' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    exclude: { path: '(^|/)(dist|data|storybook-static|node_modules)/' },
  },
};
