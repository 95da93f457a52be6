import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import directions of DESIGN.md are enforced by the linter; this proves the rules fire on the command line (each
// zone's planted violation: tests/unit/tooling/layers.test.ts).
const root = process.cwd();
const probes: string[] = [];

function lint(file: string, source: string): string {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  probes.push(path);
  try {
    execFileSync(join(root, 'node_modules/.bin/eslint'), ['-c', 'tests/tools/eslint.config.js', '--no-warn-ignored', file], { cwd: root, encoding: 'utf8' });
    return '';
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? e);
  }
}

afterAll(() => probes.forEach((p) => rmSync(p, { force: true })));

describe('house import rules (lint)', () => {
  it('lib/ imports nothing of the app, nor React', () => {
    const out = lint('src/lib/__probe_lib.ts', "import { http } from '@/api/http';\nimport { useState } from 'react';\nexport const x = [http, useState];\n");
    expect(out).toContain("'@/api/http' import is restricted");
    expect(out).toContain("'react' import is restricted");
  });

  it('api/ imports no React, UI or upper layers', () => {
    const out = lint('src/api/__probe_api.ts', "import { message } from 'antd';\nimport { s } from '@/stores/session';\nexport const x = [message, s];\n");
    expect(out).toContain("'antd' import is restricted");
    expect(out).toContain("'@/stores/session': House rule (layers): src/api imports only its own layer");
  });

  it('only start-up and tests import mocks/', () => {
    const out = lint('src/features/__probe/page.ts', "import { demoAccounts } from '@/mocks/accounts';\nexport const x = demoAccounts;\n");
    expect(out).toContain("'@/mocks/accounts': House rule: only start-up (src/main.tsx) and tests import the demo backend");
  });

  it('pages may import down', () => {
    const out = lint('src/features/__probe/ok.ts', "import { get } from '@/api/http';\nimport { config } from '@/lib/config';\nexport const x = [get, config];\n");
    expect(out).not.toContain('restricted');
  });
});
