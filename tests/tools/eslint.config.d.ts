// Types of what tests import from the lint configuration (tests/unit/tooling/layers.test.ts).
import type { Linter } from 'eslint';

export declare const MESSAGES: {
  down: (from: string, to: string) => string;
  mocks: string;
  mocksZone: string;
  i18nReact: string;
  featureApp: string;
  featureArea: (area: string) => string;
  entities: string;
  handlers: string;
  seeds: string;
};
export declare const PENDING_LAYER_EXCEPTIONS: readonly { from: string; to: string; names: readonly string[] }[];
export declare function refusal(from: readonly string[], to: readonly string[] | null, names?: readonly string[] | null): string | null;
declare const config: Linter.Config[];
export default config;
