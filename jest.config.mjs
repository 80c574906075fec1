// One jest run for the whole workspace: browser code in jsdom, backend code in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages jest must compile too (pnpm keeps them under node_modules/.pnpm/<name>@<version>/): ESM-only ones, and
// @react-email/render, whose CommonJS build loads react-dom/server with import(), which jest's VM cannot run.
const esmOnly = ['jose', 'content-disposition', 'workbox-[a-z]+', '@react-email\\+render', '@react-email/render'];
const transformIgnorePatterns = [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')})[@/])`];

// @tales/shared by its source, as tsconfig.json's paths give it (one module instance whatever the import path).
const sharedEntries = {
  '^@tales/shared/package\\.json$': '<rootDir>/shared/package.json',
  '^@tales/shared/(.*)$': '<rootDir>/shared/src/$1',
};

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared',
        '<rootDir>/shell',
        '<rootDir>/mf-reader',
        '<rootDir>/mf-calendar',
        '<rootDir>/mf-donate',
        '<rootDir>/mf-auth',
        '<rootDir>/mf-admin',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: {
        '\\.css\\.ts$': '@vanilla-extract/jest-transform',
        '\\.[jt]sx?$': swc,
      },
      transformIgnorePatterns,
      moduleNameMapper: {
        ...sharedEntries,
        '\\.(png|svg|jpg|webp)$': '<rootDir>/packages/testing/jest/file-stub.js',
      },
      setupFiles: ['<rootDir>/packages/testing/jest/setup-globals.js'],
      setupFilesAfterEnv: ['<rootDir>/packages/testing/jest/setup-dom.js'],
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/supabase',
        '<rootDir>/packages/build',
        '<rootDir>/shell/server',
        '<rootDir>/tools',
        '<rootDir>/e2e/support',
      ],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '\\.[jt]sx?$': swc, '@react-email.+\\.cjs$': swc },
      transformIgnorePatterns,
      moduleNameMapper: sharedEntries,
    },
  ],
};
