// Import circles of every kind, checked in `npm run lint` (docs/decisions/0016-no-import-circle-of-any-kind.md).
// ESLint's import-x/no-cycle skips type-only imports by design, and an `import()` that closes a circle
// still ties the two modules together; dependency-cruiser sees both: `tsPreCompilationDeps` keeps the
// imports TypeScript erases, and dynamic imports are dependencies like any other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself again through its imports: type-only imports and import() included.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.tmp/', 'dist/', 'client/routeTree\\.gen\\.ts'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
    },
  },
}
