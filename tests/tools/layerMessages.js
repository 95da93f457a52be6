// The layers and the zone messages of the lint rule `house/layers` (./eslint.config.js), in a module of their own so
// the tests of the zones (tests/unit/tooling/layers.test.ts) import them without loading the configuration.

/**
 * The layers of docs/architecture.md "Layers", top to bottom: a file imports its own layer and the layers below it,
 * never one above (app → features → components → stores → api → entities → i18n → lib). Start-up (src/main.tsx)
 * imports anything; the demo backend (src/mocks) is a zone of its own (`refusal` below).
 */
export const LAYERS = ['app', 'features', 'components', 'stores', 'api', 'entities', 'i18n', 'lib'];

/** The layers that render React and may import i18n/react (the hook half of the messages). */
export const REACT_LAYERS = new Set(['app', 'features', 'components']);

/** Zone messages (the tests of this config, tests/unit/lint/layers.test.ts, expect them). */
export const MESSAGES = {
  down: (from, to) => `House rule (layers): src/${from} imports only its own layer and those below it (${LAYERS.slice(LAYERS.indexOf(from)).join(' → ')}), never src/${to}; what both need moves down.`,
  mocks: 'House rule: only start-up (src/main.tsx) and tests import the demo backend (src/mocks).',
  mocksZone: 'House rule (mocks zone): the demo backend (src/mocks) imports only src/entities, src/lib, src/i18n (not i18n/react) and itself; what it needs from app/ or api/ (routes, wire types, paths) moves to src/entities.',
  i18nReact: 'House rule: only React layers (app, features, components) import i18n/react; elsewhere use @/i18n.',
  featureApp: 'House rule: a feature area never imports the app shell (src/app); what it needs moves down to components/, lib/, api/ or stores/.',
  featureArea: (area) => `House rule: a feature area (src/features/${area}) never imports another area; what two areas share moves down to components/, lib/, api/ or stores/.`,
  entities: 'House rule: src/entities declares data only and imports only src/lib and src/i18n (not React, antd, i18n/react, api, stores, components, features, app or mocks).',
  handlers: 'House rule (mocks zone): a handler module (src/mocks/handlers/*) never imports another (only the aggregators index.ts, core.ts, rest.ts do); what two share moves to a module of src/mocks or a rule of src/entities.',
  seeds: 'House rule (mocks zone): a seed (src/mocks/seeds/*) holds data; nothing imports a function from it (types, UPPER_CASE constants and side-effect imports only; the registry and rng.ts are no seeds); a rule moves to src/entities.',
};
