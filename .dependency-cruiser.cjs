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
      comment:
        'src/application may import src/domain and RxJS only: no React, MUI, SDK, inversify, i18next. ' +
        'The API contract (`<feature>/contract.ts`, `shared/contract.ts`) may also import TypeBox: a ' +
        "route's request and answer are declared once there, for the server and the SPA (docs/api-contract.md).",
      severity: 'error',
      from: { path: '^src/application' },
      to: { pathNot: ['^src/(domain|application)', '^node_modules/rxjs/', '^node_modules/typebox/'] },
    },
    {
      name: 'only-contracts-import-typebox',
      comment:
        'TypeBox schemas live in the contract files. Everything else in src/application (and the SPA) takes ' +
        'their types with `import type` (`Static<typeof X>`), so no TypeBox code reaches the browser bundle.',
      severity: 'error',
      from: { path: '^src/application', pathNot: '/contract\\.ts$' },
      to: { path: '^node_modules/typebox/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contracts-are-types-in-the-spa',
      comment:
        'The SPA (presentation, infrastructure, di) imports a contract with `import type` only: the schemas ' +
        'are values the server runs; the browser needs their types.',
      severity: 'error',
      from: { path: '^src/(presentation|infrastructure|di)' },
      to: { path: '^src/application/[^/]+/contract\\.ts$', dependencyTypesNot: ['type-only'] },
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
      name: 'features-stay-in-their-folder',
      comment:
        'A business feature (src/<layer>/<feature>/, every folder that is not the kernel) imports its own ' +
        "folder in any layer, the shared kernel and another feature's published interface (its `ports/`, its " +
        'API contract `contract.ts`), never the rest of another feature: what two features need belongs in ' +
        'the kernel. The kernel: shared, common, core, app, http, ports, the shell and its menu, layout and ' +
        'theme, the adapters every feature uses (storage, static, logging, i18n, files, config), the pages of ' +
        'the router (pages) and the payroll engine (payroll). The shell and the dashboard compose features and ' +
        'are not subject to it (docs/shell.md). No exception: ' +
        "a screen that shows other features' panels is composed in pages/ (pages/workers, pages/fishing-weeks, " +
        'pages/months).',
      severity: 'error',
      from: {
        path: '^src/(domain|application|infrastructure|presentation)/(?!(?:shared|common|core|app|http|ports|shell|menu|layout|theme|storage|static|logging|i18n|files|config|pages|payroll|dashboard)/)([^/]+)/',
      },
      to: {
        path: '^src/(domain|application|infrastructure|presentation)/[^/]+/',
        pathNot: [
          '^src/[^/]+/$2/',
          '^src/[^/]+/(shared|common|core|app|http|ports|shell|menu|layout|theme|storage|static|logging|i18n|files|config|pages|payroll)/',
          '^src/[^/]+/[^/]+/ports/',
          '^src/application/[^/]+/contract\\.ts$',
        ],
      },
    },
    {
      name: 'server-features-use-each-other-through-their-service',
      comment:
        'A server feature (server/<feature>/) imports its own folder, the kernel (kit, http, db, access, ' +
        'identity, audit) and of another feature only what that feature offers others: its index.ts ' +
        "(its plugin and service factories), its service.ts, a catalogue feature's catalogue.ts (its " +
        'catalogue service) and references.ts (what names its records); never its store (docs/server.md). ' +
        'No exception: two features that need each other are composed in server/features.ts.',
      severity: 'error',
      from: {
        path: '^server/([^/]+)/',
        pathNot: '^server/(kit|http|db|access|identity|audit|api)/',
      },
      to: {
        path: '^server/([^/]+)/',
        pathNot: [
          '^server/$1/',
          '^server/(kit|http|db|access|identity|audit|api)/',
          '^server/[^/]+/(index|service|catalogue|references)\\.ts$',
        ],
      },
    },
    {
      name: 'server-routes-never-touch-the-database',
      comment:
        'Server features are routes -> service -> store: routes translate HTTP, the service holds the rules and transactions, only stores (and services) reach the database.',
      severity: 'error',
      from: {
        path: '^server/.+(/routes|-routes)\\.ts$',
      },
      to: { path: ['^server/db/', '^node_modules/drizzle-orm/', '^node_modules/pg/'] },
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
