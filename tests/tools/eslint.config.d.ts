// Types of what tests import from the lint configuration (tests/unit/tooling/layers.test.ts).
import type { Linter } from 'eslint';

export declare const PENDING_LAYER_EXCEPTIONS: readonly { from: string; to: string; names: readonly string[] }[];
export declare function refusal(from: readonly string[], to: readonly string[] | null, names?: readonly string[] | null): string | null;
declare const config: Linter.Config[];
export default config;
