/**
 * Shared Jest configuration. Every project runs Jest in ESM mode (NestJS 12 is ESM-only),
 * so the target runs `node --experimental-vm-modules`; workspace libs resolve through tsconfig paths.
 */
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const root = __dirname;
const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias.replace(/\//g, '\\/')}$`, path.join(root, target)]),
);

/**
 * @param {{ name: string, dir: string, environment?: 'node' | 'jsdom', kind?: 'unit' | 'int', setupFiles?: string[], globalSetup?: string, globalTeardown?: string }} options
 */
function createJestConfig({ name, dir, environment = 'node', kind = 'unit', setupFiles = [], globalSetup, globalTeardown }) {
  return {
    displayName: kind === 'int' ? `${name}:int` : name,
    rootDir: dir,
    testEnvironment: environment,
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    moduleNameMapper: {
      ...moduleNameMapper,
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css|svg|png|jpg)$': path.join(root, 'tools/jest/file-stub.cjs'),
    },
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: path.join(dir, 'tsconfig.spec.json') }],
    },
    testMatch: kind === 'int' ? ['<rootDir>/**/*.int-spec.ts'] : ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'],
    setupFiles,
    ...(globalSetup ? { globalSetup } : {}),
    ...(globalTeardown ? { globalTeardown } : {}),
    testTimeout: kind === 'int' ? 60_000 : 10_000,
    coverageDirectory: path.join(root, 'coverage', path.relative(root, dir)),
  };
}

module.exports = { createJestConfig };
