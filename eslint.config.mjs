// @ts-check
/**
 * ESLint (flat config): `npm run lint`. typescript-eslint's recommended rules for
 * every TypeScript file; React's hooks rules for components and hooks; Docusaurus's
 * own rules for what the site renders. Formatting is Prettier's (`npm run format`),
 * so no stylistic rule is on here.
 *
 * ESLint stays on 8.57 (flat config): @docusaurus/eslint-plugin 3.9 depends on
 * @typescript-eslint/utils 5, whose peer range ends at ESLint 8.
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'bench/.tmp/', 'tests/fixtures/**/build/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      // Unused arguments named with a leading underscore are placeholders of a signature (configureWebpack(_config, isServer)).
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      ...docusaurus.configs.recommended.rules,
    },
  },
  {
    // Sets state in the effect only where IntersectionObserver is missing, so there is
    // nothing to wait for; state must start false for hydration. (Owned by the diagrams work.)
    files: ['src/theme/Mermaid/useNearViewport.ts'],
    rules: {'react-hooks/set-state-in-effect': 'off'},
  },
  {
    // The Node side of the site: CommonJS helpers the bundler loads.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
