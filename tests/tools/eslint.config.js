// Lint configuration (npm run lint). Kept out of the top level; paths below are relative to the repository root.
// House rules of DESIGN.md are enforced with `no-restricted-imports`: pages import down (api, stores, components,
// lib); lib/ imports nothing of the app; api/ never imports React or UI; only start-up and tests import mocks/.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));

const mocks = {
  group: ['**/mocks', '**/mocks/**', '@/mocks', '@/mocks/**'],
  message: 'House rule: only start-up (src/main.tsx) and tests import the demo backend (src/mocks).',
};

function restrict(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

export default tseslint.config(
  {
    basePath: root,
    ignores: ['node_modules/**', 'dist/**', 'dist-demo/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/tmp/**'],
  },
  {
    basePath: root,
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '(useActiveEffect)' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      ...restrict(mocks),
    },
  },
  {
    basePath: root,
    files: ['tests/**', 'vite.config.ts', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  {
    basePath: root,
    files: ['src/main.tsx', 'src/mocks/**', 'tests/**', 'vite.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    basePath: root,
    files: ['src/lib/**'],
    rules: restrict({
      group: ['@/**', '../**', 'react', 'react-dom', 'react-dom/**', 'antd', 'antd/**', 'zustand', 'axios'],
      message: 'House rule: src/lib is pure helpers and imports nothing of the app (nor React, antd, zustand or axios).',
    }),
  },
  {
    basePath: root,
    files: ['src/api/**'],
    rules: restrict(
      {
        group: ['react', 'react-dom', 'react-dom/**', 'antd', 'antd/**', '@ant-design/**', 'react-router', 'react-router-dom', '@/i18n/react'],
        message: 'House rule: src/api never imports React or UI; the app injects notifications and navigation.',
      },
      {
        group: ['@/app', '@/app/**', '@/features', '@/features/**', '@/components', '@/components/**', '@/stores', '@/stores/**', '../**', ...mocks.group],
        message: 'House rule: src/api imports only src/lib and src/i18n (pages import down, never the reverse).',
      },
    ),
  },
  {
    basePath: root,
    files: ['src/components/**', 'src/stores/**'],
    rules: restrict({
      group: ['@/app', '@/app/**', '@/features', '@/features/**', ...mocks.group],
      message: 'House rule: shared components and stores never import the app shell, feature areas or the demo backend.',
    }),
  },
);
