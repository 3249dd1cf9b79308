// One jest run with four projects: plain unit tests (node), screen tests (jsdom),
// API tests (node, real PGlite or DATABASE_URL) and end-to-end tests (Chromium against the stack).
// ts-jest, with antd imported one component file at a time as the apps' builds do.
const tsJest = [
  '<rootDir>/jest.ts-transform.js',
  { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false },
];
const base = {
  rootDir: __dirname,
  transform: {
    '^.+\\.tsx?$': tsJest,
    '/node_modules/(echarts|zrender)/.+\\.js$': '<rootDir>/jest.esm-transform.js',
  },
  transformIgnorePatterns: ['/node_modules/(?!(echarts|zrender)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Test output, e.g. the copy of a remote that the redeploy test builds (its package.json
  // would otherwise collide with the remote's own).
  modulePathIgnorePatterns: ['<rootDir>/e2e/artifacts/'],
  moduleNameMapper: {
    '\\.(png|jpe?g|svg|gif|webp)$': '<rootDir>/jest.file-stub.js',
    '\\.css$': '<rootDir>/jest.file-stub.js',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  // A check's limit: room for a runner three times as slow as a quiet one (the landing runners
  // vary that much); a check that hangs still fails.
  testTimeout: 60_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared-*,shell,mfe-*}/src/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{shared-*,shell,mfe-*}/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
    {
      ...base,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/api/src/**/*.test.ts'],
      // One migrated and seeded database per run, copied for each app.
      globalSetup: '<rootDir>/api/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/api/src/test/global-teardown.ts',
    },
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/tests/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/jest.setup.ts'],
      globalSetup: '<rootDir>/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/global-teardown.ts',
    },
  ],
};
