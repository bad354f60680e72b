// ESLint (flat config): the recommended JavaScript rules, the rules of hooks, and the folder
// boundaries of src/ (README.md, "Folders"):
//   - a feature (src/features/<x>/) never imports another feature;
//   - src/app/ (the shell: router, layout, providers) may import features; nothing imports app/;
//   - src/components/ and src/lib/ never import features.
// TypeScript is parsed by Babel: typescript-eslint needs the `typescript` package's JavaScript
// API, which TypeScript 7 (the native compiler this app builds with) does not have. Type checks,
// undefined names included, are `npm run typecheck`'s job, so `no-undef` and `no-unused-vars`
// (blind to types without type information) are off here.
import { readdirSync } from 'node:fs';
import babelParser from '@babel/eslint-parser';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NO_APP = { group: ['@/app', '@/app/*'], message: 'Only main.tsx imports src/app/; move what you need to components/ or lib/.' };
// Imports between folders go through the @/ alias, so the rules above see them.
const NO_CLIMBING = { regex: '^(\\.\\./){2,}', message: "Import from another folder through '@/...'." };

/** no-restricted-imports with these patterns. */
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [...patterns, NO_CLIMBING] }] });

export default [
  { ignores: ['dist/', 'src/gql/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: {
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: {
          babelrc: false,
          configFile: false,
          presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true }], ['@babel/preset-react', { runtime: 'automatic' }]],
        },
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      'no-undef': 'off',
      'no-unused-vars': 'off',
    },
  },
  // The app's React code (the e2e helpers' useToken/useLanguage are not hooks).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['src/components/**', 'src/lib/**', 'src/test/**'], rules: restrict(NO_APP, { group: ['@/features', '@/features/*'], message: 'components/ and lib/ never import a feature.' }) },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrict(NO_APP, {
      group: ['@/features/*', `!@/features/${feature}`],
      message: 'A feature never imports another feature: move what both need to components/ or lib/.',
    }),
  })),
];
