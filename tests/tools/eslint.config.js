// Lint configuration (npm run lint). Kept out of the top level; paths below are relative to the repository root.
// House rules of DESIGN.md are enforced with `no-restricted-imports`: pages import down (api, stores, components,
// lib); lib/ imports nothing of the app; api/ never imports React or UI; only start-up and tests import mocks/.
// Two rules need to know where an import leads (`house/layers`, below): a feature area imports neither app/ nor
// another area; entities/ imports only lib/ and i18n/ (not i18n/react).
import path from 'node:path';
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

const src = path.join(root, 'src');

/** Where an import leads, as a path below src/ split at '/' (null for a package, or a path outside src/). */
function target(file, specifier) {
  let to;
  if (specifier === '@' || specifier.startsWith('@/')) to = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) to = path.resolve(path.dirname(file), specifier);
  else return null;
  const rel = path.relative(src, to);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep);
}

/** What a file of src/ (its path below src/ split at '/') may not import, as a message, or null when it may. */
function refusal(from, to) {
  if (from[0] === 'features' && from.length > 2 && to !== null) {
    if (to[0] === 'app') return 'House rule: a feature area never imports the app shell (src/app); what it needs moves down to components/, lib/, api/ or stores/.';
    if (to[0] === 'features' && to[1] !== from[1]) return `House rule: a feature area (src/features/${from[1]}) never imports another area; what two areas share moves down to components/, lib/, api/ or stores/.`;
  }
  if (from[0] === 'entities') {
    const allowed = to !== null && (to[0] === 'entities' || to[0] === 'lib' || (to[0] === 'i18n' && to[1]?.replace(/\.tsx?$/, '') !== 'react'));
    if (!allowed) return 'House rule: src/entities declares data only and imports only src/lib and src/i18n (not React, antd, i18n/react, api, stores, components, features, app or mocks).';
  }
  return null;
}

/** `house/layers`: the import rules that depend on where the importing file is and where the import leads. */
const house = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.physicalFilename;
        const from = path.relative(src, file).split(path.sep);
        if (from[0] === '..') return {};
        const check = (node) => {
          if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
          const message = refusal(from, target(file, node.value));
          if (message) context.report({ node, message: `'${node.value}': ${message}` });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    basePath: root,
    ignores: ['node_modules/**', 'dist/**', 'dist-demo/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench/tmp/**'],
  },
  {
    basePath: root,
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks, house },
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
      'house/layers': 'error',
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
