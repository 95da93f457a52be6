/**
 * The lint zones of docs/architecture.md "Layers" (tests/tools/eslint.config.js, `house/layers`): one planted
 * violation per zone fails with the zone's message, by `@/` path and by relative path alike; a legal import passes.
 * Linted in memory (ESLint's Node API, `lintText` with the file's would-be path): nothing is written to src/.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../tools/layerMessages.js';

const root = process.cwd();
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'tests/tools/eslint.config.js') });
});

/** The house/layers messages of a planted file (its path below the repository root). */
async function layers(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'house/layers').map((m) => m.message);
}

/** Expects exactly one house/layers message, naming the specifier and containing the zone's message. */
async function refused(file: string, code: string, specifier: string, message: string) {
  const out = await layers(file, code);
  expect(out, `${file}: ${code}`).toHaveLength(1);
  expect(out[0]).toContain(`'${specifier}'`);
  expect(out[0]).toContain(message);
}

async function passes(file: string, code: string) {
  expect(await layers(file, code), `${file}: ${code}`).toEqual([]);
}

describe('lint zones (house/layers)', { timeout: 120_000 }, () => {
  it('mocks/ imports only entities/, lib/, i18n/ (not i18n/react) and itself', async () => {
    await refused('src/mocks/probe.ts', "import { catalog } from '@/app/routes/table';", '@/app/routes/table', MESSAGES.mocksZone);
    await refused('src/mocks/probe.ts', "import { get } from '../api/http';", '../api/http', MESSAGES.mocksZone);
    await refused('src/mocks/handlers/probe.ts', "import type { LoginData } from '../../api/auth';", '../../api/auth', MESSAGES.mocksZone);
    await refused('src/mocks/probe.ts', "import { useT } from '@/i18n/react';", '@/i18n/react', MESSAGES.mocksZone);
    await refused('src/mocks/probe.ts', "import { Pager } from '@/components/Pager';", '@/components/Pager', MESSAGES.mocksZone);
    await passes('src/mocks/probe.ts', "import { catalog } from '@/entities/routes/catalog';\nimport { bi } from '../i18n';\nimport { money } from '@/lib/money';\nimport { data } from './db';");
  });

  it('handlers do not import each other; the aggregators do', async () => {
    await refused('src/mocks/handlers/probe.ts', "import { accountOf } from './views';", './views', MESSAGES.handlers);
    await refused('src/mocks/handlers/probe.ts', "import type { StoredView } from '@/mocks/handlers/views';", '@/mocks/handlers/views', MESSAGES.handlers);
    await passes('src/mocks/handlers/rest.ts', "import { viewHandlers } from './views';");
    await passes('src/mocks/handlers/probe.ts', "import { accountOf } from '../entities';");
  });

  it('nothing imports a function from a seed; types, constants and side-effect imports are fine', async () => {
    await refused('src/mocks/handlers/probe.ts', "import { rentBillOf } from '../seeds/rentBill';", '../seeds/rentBill', MESSAGES.seeds);
    await refused('src/mocks/fleet.ts', "import { CENTRES, nearest } from '@/mocks/seeds/commonAddress';", '@/mocks/seeds/commonAddress', MESSAGES.seeds);
    await refused('src/mocks/probe.ts', "export * from './seeds/company';", './seeds/company', MESSAGES.seeds);
    await passes('src/mocks/gps/probe.ts', "import { CENTRES } from '../seeds/commonAddress';\nimport type { Trip } from '../seeds/drivers';\nimport '../seeds/company';");
    await passes('src/mocks/seeds/probe.ts', "import { registerCollection } from './registry';\nimport { day } from './rng';\nimport { COLORS } from './fleet';");
    await refused('src/mocks/seeds/probe.ts', "import { rentBillOf } from './rentBill';", './rentBill', MESSAGES.seeds);
  });

  it('the pending exceptions allow exactly their names', async () => {
    // While PENDING_LAYER_EXCEPTIONS lists it (tests/tools/eslint.config.js); once the lead empties it, both are refused.
    const pending = "import { actorName } from './bills';";
    const out = await layers('src/mocks/handlers/charging.ts', pending);
    expect(out.length === 0 || out[0]!.includes(MESSAGES.handlers)).toBe(true);
    await refused('src/mocks/handlers/charging.ts', "import { somethingElse } from './bills';", './bills', MESSAGES.handlers);
  });

  it('only start-up and tests import mocks/', async () => {
    await refused('src/app/probe.ts', "import { worker } from '@/mocks/browser';", '@/mocks/browser', MESSAGES.mocks);
    await refused('src/components/probe.ts', "import { data } from '../mocks/db';", '../mocks/db', MESSAGES.mocks);
    await refused('src/entities/probe.ts', "import { data } from '../mocks/db';", '../mocks/db', MESSAGES.mocks);
    await passes('src/main.tsx', "import { startDemo } from './mocks';");
  });

  it('i18n/ imports only lib/', async () => {
    await refused('src/i18n/probe.ts', "import { vehicle } from '../entities/admin/vehicle';", '../entities/admin/vehicle', MESSAGES.down('i18n', 'entities'));
    await refused('src/i18n/parts/probe.ts', "import { get } from '@/api/http';", '@/api/http', MESSAGES.down('i18n', 'api'));
    await passes('src/i18n/probe.ts', "import { storage } from '@/lib/storage';\nimport { addMessages } from './index';");
  });

  it('lib/ imports nothing above it', async () => {
    await refused('src/lib/probe.ts', "import { bi } from '../i18n';", '../i18n', MESSAGES.down('lib', 'i18n'));
  });

  it('entities/ imports only lib/ and i18n/ (not i18n/react)', async () => {
    await refused('src/entities/probe.ts', "import { get } from '../api/http';", '../api/http', MESSAGES.entities);
    await refused('src/entities/admin/probe.ts', "import { useT } from '@/i18n/react';", '@/i18n/react', MESSAGES.entities);
    await passes('src/entities/admin/probe.ts', "import { bi } from '@/i18n';\nimport { money } from '../../lib/money';\nimport { defineEntity } from '../define';");
  });

  it('api/, stores/ and components/ import only down', async () => {
    await refused('src/api/probe.ts', "import { useSession } from '../stores/session';", '../stores/session', MESSAGES.down('api', 'stores'));
    await refused('src/stores/probe.ts', "import { Pager } from '@/components/Pager';", '@/components/Pager', MESSAGES.down('stores', 'components'));
    await refused('src/stores/probe.ts', "import { useT } from '@/i18n/react';", '@/i18n/react', MESSAGES.i18nReact);
    await refused('src/components/probe.ts', "import { x } from '../features/admin/x';", '../features/admin/x', MESSAGES.down('components', 'features'));
    await passes('src/api/probe.ts', "import { BPM_PATHS } from '@/entities/bpm/wire';\nimport { bi } from '../i18n';");
    await passes('src/components/entity/probe.ts', "import { useSession } from '../../stores/session';\nimport { get } from '@/api/http';\nimport { useT } from '@/i18n/react';");
  });

  it('features/ import neither app/ nor each other', async () => {
    await refused('src/features/admin/probe.ts', "import { router } from '../../app/router';", '../../app/router', MESSAGES.featureApp);
    await refused('src/features/admin/probe.ts', "import { x } from '@/features/bills/x';", '@/features/bills/x', MESSAGES.featureArea('admin'));
    await passes('src/features/admin/probe.ts', "import { Pager } from '@/components/Pager';\nimport { y } from './y';");
    await passes('src/app/probe.ts', "import { page } from '@/features/admin/page';");
  });
});
