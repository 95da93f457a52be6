/**
 * The message parts added by the screens that use them (src/i18n/parts/entity.ts, tree.ts: not in the first load):
 * every module using one of their keys imports the part, so the key never shows instead of its text, whichever
 * screen is opened first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '@/i18n';
import { entityEnUS, entityZhCN } from '@/i18n/parts/entity';
import { treeEnUS, treeZhCN } from '@/i18n/parts/tree';
import { systemEnUS, systemZhCN } from '@/i18n/parts/system';

const PARTS = { entity: entityZhCN, tree: treeZhCN, system: systemZhCN } as const;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('message parts', () => {
  it('are imported by every module using their keys', () => {
    const missing: string[] = [];
    for (const file of sources('src')) {
      if (file.includes(join('src', 'i18n'))) continue;
      const text = readFileSync(file, 'utf8');
      for (const [part, messages] of Object.entries(PARTS)) {
        const used = Object.keys(messages).some((key) => text.includes(`'${key}'`));
        if (used && !text.includes(`import '@/i18n/parts/${part}';`)) missing.push(`${file} → ${part}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('translate every key and are found once added', () => {
    expect(Object.keys(entityEnUS).toSorted()).toEqual(Object.keys(entityZhCN).toSorted());
    expect(Object.keys(treeEnUS).toSorted()).toEqual(Object.keys(treeZhCN).toSorted());
    expect(Object.keys(systemEnUS).toSorted()).toEqual(Object.keys(systemZhCN).toSorted());
    expect(t('entity.search')).toBe('查询');
    expect(t('tree.addChild', undefined, 'en-US')).toBe(treeEnUS['tree.addChild']);
  });
});
