// Nest 12 is pure ESM; @swc/jest down-compiles it (and our decorators) to CommonJS for Jest on Node 20.
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
module.exports = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|file-type|strtok3|token-types|peek-readable|uint8array-extras|@tokenizer|load-esm|min-dash|bpmnlint-utils)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironment: 'node',
};
