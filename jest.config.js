// One jest run for the whole monorepo; each workspace is a project so it can be run alone
// (`npm test -w @coachwork/contracts` or `jest --selectProjects contracts`).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

const swcReact = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@coachwork/(contracts|service-kit)$': '<rootDir>/packages/$1/src',
  '^@coachwork/service-(identity|tenants|workshops|bookings|webhooks)$': '<rootDir>/services/$1/src',
  '^@coachwork/gateway$': '<rootDir>/gateway/src',
  '^@coachwork/test-support$': '<rootDir>/packages/test-support/src',
  '^@coachwork/test-support/dom$': '<rootDir>/packages/test-support/src/dom.ts',
  '^@coachwork/web-kit$': '<rootDir>/packages/web-kit/src',
  '^@coachwork/web-kit/ui$': '<rootDir>/packages/web-kit/src/ui',
  '^@coachwork/web-kit/styles$': '<rootDir>/packages/web-kit/src/styles',
  '^@coachwork/web-kit/field$': '<rootDir>/packages/web-kit/src/field',
  '^@coachwork/web-kit/social$': '<rootDir>/packages/web-kit/src/light/social-icons',
  '^@coachwork/web-kit/figures$': '<rootDir>/packages/web-kit/src/figures',
  '^@coachwork/web-kit/export$': '<rootDir>/packages/web-kit/src/light/export',
  '^@coachwork/web-kit/upload$': '<rootDir>/packages/web-kit/src/upload-check',
  '^@coachwork/web-kit/cached-list$': '<rootDir>/packages/web-kit/src/api/cached-list',
  '^@coachwork/web-kit/drag-hover$': '<rootDir>/packages/web-kit/src/light/drag-hover',
  // Each antd component and icon loads when first read, not all of them on the first import.
  '^antd$': '<rootDir>/infra/jest/antd.js',
  '^@ant-design/icons$': '<rootDir>/infra/jest/ant-design-icons.js',
  // jsdom measures no scrollbar; see the file for why the measure itself is left out.
  '^rc-util/lib/getScrollBarSize$': '<rootDir>/packages/test-support/src/scrollbar-size.ts',
};

// Packages published only as ES modules (FormatJS's intl-messageformat and its @formatjs parts, issue
// 28 item 5) are compiled to CommonJS like the sources; the rest of node_modules is left as it is.
const ESM_PACKAGES = '(intl-messageformat|@formatjs/[^/]+)';
// drizzle-orm, with the built-ins it reads on every query it builds read once per module (see the file).
const DRIZZLE = 'drizzle-orm/.+\\.cjs$';
const esmTransform = {
  [`/node_modules/${DRIZZLE}`]: '<rootDir>/infra/jest/hoist-globals.js',
  [`/node_modules/${ESM_PACKAGES}/.+\\.js$`]: [
    '@swc/jest',
    { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};

const project = (displayName, dir, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  roots: [`<rootDir>/${dir}`],
  testMatch: ['**/test/**/*.test.ts', '**/__tests__/**/*.test.ts'],
  moduleNameMapper,
  testEnvironment: 'node',
  transformIgnorePatterns: [`/node_modules/(?!${ESM_PACKAGES}/|${DRIZZLE})`],
  ...extra,
  transform: { ...esmTransform, ...(extra.transform ?? { '^.+\\.tsx?$': swc }) },
});

module.exports = {
  testTimeout: 30000,
  // Longest files first (from infra/jest/durations.json on a fresh clone): see the file.
  testSequencer: '<rootDir>/infra/jest/sequencer.js',
  projects: [
    project('contracts', 'packages/contracts'),
    project('service-kit', 'packages/service-kit'),
    project('gateway', 'gateway'),
    project('service-identity', 'services/identity'),
    project('service-tenants', 'services/tenants'),
    project('service-workshops', 'services/workshops'),
    project('service-bookings', 'services/bookings'),
    project('service-webhooks', 'services/webhooks'),
    project('distributed', 'infra', { testTimeout: 120000 }),
    // The README and docs/: links, anchors and the event table.
    project('docs', 'docs'),
    // deploy/: the Kubernetes manifests built per overlay and checked against the API schemas.
    project('deploy', 'deploy'),
    // The browser suite needs the built front ends and Chromium; it joins the default run once green.
    ...(process.env.E2E === '1' ? [project('e2e', 'e2e')] : []),
    // The identity remote: component tests in jsdom (React Testing Library) and the console screens'
    // logic (permission grouping, form bodies).
    project('mfe-identity', 'mfe-identity', {
      testEnvironment: '<rootDir>/infra/jest/jsdom-environment.js',
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/mfe-identity/jest.setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.testing-library.setup.ts'],
      transform: { '^.+\\.tsx?$': swcReact },
    }),
    // The storefront (mfe-bookings/src/storefront): component tests in jsdom against a stubbed fetch
    // (checkout, booker area, invitation page), through the real api, store and router.
    project('mfe-bookings', 'mfe-bookings/src/storefront', {
      testEnvironment: '<rootDir>/mfe-bookings/jest.jsdom-fetch.environment.js',
      testMatch: ['**/__tests__/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/mfe-bookings/src/storefront/__tests__/support/setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest.testing-library.setup.ts'],
      transform: { '^.+\\.tsx?$': swcReact },
    }),
    // The workshops remote's logic (schedule times in their own time zone).
    project('mfe-workshops', 'mfe-workshops'),
    // Console and coach-area screens in jsdom against a stubbed /v1 through the real api: the bookings
    // console (mfe-bookings/src/features), the workshops remote's schedules and coach area, and the
    // tenants remote's screens (mfe-tenants/src/features).
    project('console-screens', 'mfe-bookings/src/features', {
      roots: [
        '<rootDir>/mfe-bookings/src/features',
        '<rootDir>/mfe-workshops/src/features',
        '<rootDir>/mfe-tenants/src/features',
      ],
      testEnvironment: '<rootDir>/mfe-bookings/jest.jsdom-fetch.environment.js',
      testMatch: ['**/__tests__/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/jest.testing-library.setup.ts'],
      transform: { '^.+\\.tsx?$': swcReact },
    }),
    // Node by default (the providers render on the server); a component test opts into jsdom with a docblock.
    project('web-kit', 'packages/web-kit', {
      testMatch: ['**/test/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/packages/web-kit/jest.setup.ts'],
      transform: {
        '^.+\\.tsx?$': [
          '@swc/jest',
          {
            jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
            module: { type: 'commonjs' },
          },
        ],
      },
    }),
  ],
};
