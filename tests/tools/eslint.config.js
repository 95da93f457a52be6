// Lint configuration (npm run lint). Kept out of the top level; paths below are relative to the repository root.
// The layers of docs/architecture.md "Layers" are enforced by `house/layers` (below), on where an import leads (so
// `@/` and relative paths alike): each layer imports only itself and the layers below it; a feature area imports
// neither app/ nor another area; entities/ only lib/ and i18n/ (not i18n/react); only start-up and tests import
// mocks/, which imports only entities/, lib/, i18n/ and itself, its handlers not each other and no function from a
// seed. Packages a layer may not use (React in lib/, api/, mocks/...) are `no-restricted-imports`. Tested by
// tests/unit/lint/layers.test.ts (a planted violation per zone).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { LAYERS, MESSAGES, REACT_LAYERS } from './layerMessages.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const src = path.join(root, 'src');

/**
 * Edges the lint still allows while other branches remove them (issue [O]): handler → handler imports and functions
 * imported from seeds. Each is exactly one importing file, one imported file and the names it may import. The lead
 * empties this list after merging those branches; an entry that no longer matches anything is harmless but should go.
 */
export const PENDING_LAYER_EXCEPTIONS = [];

/** Where an import leads, as a path below src/ split at '/' (null for a package, or a path outside src/). */
function target(file, specifier) {
  let to;
  if (specifier === '@' || specifier.startsWith('@/')) to = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) to = path.resolve(path.dirname(file), specifier);
  else return null;
  const rel = path.relative(src, to);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep);
}

/** A module path without its extension ('handlers/bills.ts' and 'handlers/bills' are one module). */
const bare = (parts) => parts.join('/').replace(/\.(tsx?|jsx?|mjs)$/, '').replace(/\/index$/, '');

const isI18nReact = (to) => to[0] === 'i18n' && to[1]?.replace(/\.tsx?$/, '') === 'react';

/** Handler modules that gather the others (and may import them). */
const AGGREGATORS = new Set(['index', 'core', 'rest']);

/** The modules of src/mocks/seeds that are not seeds: the registry and the random source with its shared draws. */
const SEED_MACHINERY = new Set(['registry', 'rng']);

/** An UPPER_CASE name: a constant (data), which a seed may export to others. */
const isConstantName = (name) => /^[A-Z][A-Z0-9_]*$/.test(name);

/**
 * What a file of src/ (its path below src/ split at '/') may not import, as a message, or null when it may. `names`:
 * the value (not type-only) names the import takes, or null for a side-effect import, or ['*'] for a namespace or
 * `export *`.
 */
export function refusal(from, to, names = ['*']) {
  if (to === null || from.length < 2) return null; // a package, a path outside src/, or start-up (src/main.tsx)
  const pending = PENDING_LAYER_EXCEPTIONS.find((e) => e.from === from.join('/') && bare(e.to.split('/')) === bare(to));
  /** The message, unless every name it is about is a pending exception of this edge. */
  const unlessPending = (message, about) => (pending && about.every((n) => pending.names.includes(n)) ? null : message);
  if (from[0] === 'mocks') {
    if (!(to[0] === 'mocks' || to[0] === 'entities' || to[0] === 'lib' || (to[0] === 'i18n' && !isI18nReact(to)))) return MESSAGES.mocksZone;
    if (to[0] !== 'mocks') return null;
    if (from[1] === 'handlers' && from.length === 3 && to[1] === 'handlers' && to.length === 3) {
      const own = bare(from.slice(2));
      const other = bare(to.slice(2));
      if (own !== other && !AGGREGATORS.has(own)) return unlessPending(MESSAGES.handlers, names ?? ['*']);
    }
    if (to[1] === 'seeds' && names !== null && !SEED_MACHINERY.has(bare(to.slice(2)))) {
      const functions = names.filter((n) => !isConstantName(n));
      if (functions.length > 0) return unlessPending(MESSAGES.seeds, functions);
    }
    return null;
  }
  if (to[0] === 'mocks') return MESSAGES.mocks;
  const fromRank = LAYERS.indexOf(from[0]);
  const toRank = LAYERS.indexOf(to[0]);
  if (fromRank < 0 || toRank < 0) return null;
  if (from[0] === 'entities' && (toRank < fromRank || isI18nReact(to))) return MESSAGES.entities;
  if (from[0] === 'features' && to[0] === 'app') return MESSAGES.featureApp;
  if (toRank < fromRank) return MESSAGES.down(from[0], to[0]);
  if (isI18nReact(to) && !REACT_LAYERS.has(from[0])) return MESSAGES.i18nReact;
  if (from[0] === 'features' && from.length > 2) {
    if (to[0] === 'features' && to.length > 1 && to[1] !== from[1]) return MESSAGES.featureArea(from[1]);
  }
  return null;
}

/** The value names an import or re-export declaration takes (type-only ones left out); null: a side-effect import. */
function valueNames(node) {
  if (node.type === 'ImportExpression' || node.type === 'ExportAllDeclaration') return node.exportKind === 'type' ? [] : ['*'];
  if (node.importKind === 'type' || node.exportKind === 'type') return [];
  if (node.type === 'ImportDeclaration' && node.specifiers.length === 0) return null;
  return node.specifiers.flatMap((s) => {
    if (s.importKind === 'type' || s.exportKind === 'type') return [];
    if (s.type === 'ImportNamespaceSpecifier') return ['*'];
    if (s.type === 'ImportDefaultSpecifier') return ['default'];
    const name = s.type === 'ImportSpecifier' ? s.imported : s.local;
    return [name.type === 'Identifier' ? name.name : String(name.value)];
  });
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
          const source = node.source;
          if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
          const message = refusal(from, target(file, source.value), valueNames(node));
          if (message) context.report({ node: source, message: `'${source.value}': ${message}` });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
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
    // The demo backend, like entities/, never imports React or UI (it runs in node tests and the docs generator too).
    basePath: root,
    files: ['src/mocks/**'],
    rules: restrict({
      group: ['react', 'react-dom', 'react-dom/**', 'antd', 'antd/**', '@ant-design/**', 'react-router', 'react-router-dom', 'zustand', 'axios'],
      message: 'House rule: the demo backend (src/mocks) never imports React, UI, zustand or axios.',
    }),
  },
  {
    basePath: root,
    files: ['src/i18n/**'],
    rules: restrict({
      group: ['antd', 'antd/**', '@ant-design/**', 'zustand', 'axios'],
      message: 'House rule: src/i18n holds the messages and imports only src/lib (and React in i18n/react.ts).',
    }),
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
    ),
  },
);
