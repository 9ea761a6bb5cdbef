// Import boundaries that `pnpm lint` holds (docs/architecture.md, "Who may import whom"). Biome
// checks each file alone; these rules need both ends of an import, so dependency-cruiser does them.
const PACKAGES = '(shell|mfe-[^/]+|shared-contracts|ui|router|api|dev-kit|e2e)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-remote',
      comment:
        'A remote (or the shell) never imports another remote: embed it through the remote contract and RemoteModule.',
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+)/' },
      to: { path: '^(?:@app/)?(mfe-[^/]+)', pathNot: '^$1/' },
    },
    {
      name: 'no-cross-feature',
      comment:
        'Features do not import each other: what two features share goes up to the package (messages, pages) or out to @app/ui and shared-contracts.',
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/([^/]+)/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'features-not-into-pages',
      comment: 'Pages compose features, not the other way round.',
      severity: 'error',
      from: { path: '^([^/]+)/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^$1/src/(pages|exposes)/' },
    },
    {
      name: 'by-package-name-only',
      comment:
        'Packages import each other by name (@app/...), never by a relative path into another package.',
      severity: 'error',
      from: { path: `^${PACKAGES}/` },
      to: { dependencyTypes: ['local'], path: `^${PACKAGES}/`, pathNot: '^$1/' },
    },
    {
      name: 'no-dev-kit-in-production-code',
      comment: 'The dev harness and test helpers never reach a production bundle.',
      severity: 'error',
      from: {
        path: `^${PACKAGES}/src/`,
        pathNot: [
          '\\.test\\.tsx?$',
          '/test/',
          '/testing/',
          '^[^/]+/src/dev/',
          '^dev-kit/',
          'bootstrap-dev',
          '\\.dev\\.tsx?$',
        ],
      },
      to: { path: '^(@app/)?dev-kit' },
    },
    {
      name: 'shared-contracts-never-imports-ui',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: { path: '^(@app/)?ui/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|styled-system|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
