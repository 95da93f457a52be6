/**
 * The help pages' backend (src/mocks/handlers/tutorial.ts): readers see published articles only; order and state rules;
 * every article in both languages, answered and saved with both.
 */
import { describe, expect, it } from 'vitest';
import { call, ok } from './api';
import { data } from '@/mocks/db';
import { formatWallTime, nowWall } from '@/mocks/time';

type Article = {
  articleId: number; title: string; titleEn: string; summary: string; summaryEn?: string; content: string; contentEn: string;
  category: number; sort: number; status: number; updateTime: string;
};

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** The blocks of a rich text in order (paragraphs, lists and their items): a translation keeps them. */
const blocks = (html: string) => [...html.matchAll(/<(p|ul|ol|li)>/g)].map((m) => m[1]).join(' ');

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const list = (params: Record<string, string | number> = {}) => ok<{ total: number; result: Article[] }>('/api/tutorial/list', { params: { page: 1, pageSize: 100, ...params } });
const inOrder = (rows: Article[], category: number) => rows.filter((r) => r.category === category).sort((a, b) => a.sort - b.sort).map((r) => r.title);

describe('help pages', () => {
  it('shows an editor the drafts too, and a reader only the published articles, even asked by id', async () => {
    await login('admin', 'admin123');
    const all = (await list()).result;
    const draft = all.find((r) => r.status === 0)!;
    expect(draft).toBeDefined();
    expect(all.length).toBeGreaterThanOrEqual(8);
    await login('enterprise', 'enterprise123');
    const read = (await list()).result;
    expect(read.length).toBe(all.length - all.filter((r) => r.status === 0).length);
    expect(read.every((r) => r.status === 1)).toBe(true);
    expect((await call('/api/tutorial/detail', { method: 'GET', params: { articleId: draft.articleId } })).code).not.toBe(0);
    // Nor may a reader publish it.
    expect((await call('/api/tutorial/publish', { params: { articleId: draft.articleId } })).code).not.toBe(0);
  });

  it('publishes a draft for the readers; takes it back; deletes only an unpublished article', async () => {
    await login('admin', 'admin123');
    const draft = (await list({ status: 0 })).result[0]!;
    await ok('/api/tutorial/publish', { params: { articleId: draft.articleId } });
    expect((await call('/api/tutorial/delete', { params: { articleId: draft.articleId } })).msg).toBe('请先取消发布再删除');
    await login('enterprise', 'enterprise123');
    expect((await list()).result.map((r) => r.articleId)).toContain(draft.articleId);
    await login('admin', 'admin123');
    await ok('/api/tutorial/unpublish', { params: { articleId: draft.articleId } });
    await ok('/api/tutorial/delete', { params: { articleId: draft.articleId } });
    expect((await list()).result.map((r) => r.articleId)).not.toContain(draft.articleId);
  });

  it('moves an article up and down within its category, refusing past either end', async () => {
    await login('admin', 'admin123');
    const rows = (await list({ category: 6 })).result;
    const before = inOrder(rows, 6);
    expect(before.length).toBeGreaterThanOrEqual(3);
    const second = rows.find((r) => r.title === before[1])!;
    await ok('/api/tutorial/moveUp', { params: { articleId: second.articleId } });
    expect(inOrder((await list({ category: 6 })).result, 6)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect((await call('/api/tutorial/moveUp', { params: { articleId: second.articleId } })).msg).toBe('已经是本分类的第一篇');
    const last = rows.find((r) => r.title === before.at(-1))!;
    expect((await call('/api/tutorial/moveDown', { params: { articleId: last.articleId } })).msg).toBe('已经是本分类的最后一篇');
  });

  it('refuses a long title and an empty content with the form’s messages', async () => {
    await login('admin', 'admin123');
    const base = { title: '新文章', titleEn: 'New article', category: 1, sort: 9, content: '<p>正文</p>', contentEn: '<p>Body</p>' };
    expect((await call('/api/tutorial/save', { params: { ...base, title: '长'.repeat(41) } })).msg).toBe('最多输入40个字符');
    expect((await call('/api/tutorial/save', { params: { ...base, content: '' } })).msg).toBe('请填写正文');
    const before = formatWallTime(nowWall());
    const saved = await call<Article>('/api/tutorial/save', { params: base });
    expect(saved.code).toBe(0);
    expect((await list({ title: '新文章' })).result[0]).toMatchObject({ status: 0, category: 1 });
    // Stamped by the save (the engine stamps every entity with an update time), a created row's and an edited one's.
    expect(saved.data!.updateTime >= before).toBe(true);
    const row = data().userTutorial.find((a) => a.articleId === saved.data!.articleId)!;
    row.updateTime = '2000-01-01 00:00:00';
    await ok('/api/tutorial/save', { params: { ...base, articleId: row.articleId, title: '改过的文章' } });
    expect(row.updateTime >= before).toBe(true);
  });

  it('seeds every article in Chinese and in English, the English with no Chinese and the body in the same blocks', () => {
    const seeded = data().userTutorial;
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    for (const a of seeded) {
      for (const zh of [a.title, a.summary, a.content]) expect(zh, `${a.articleId}: ${zh}`).toMatch(CJK);
      for (const en of [a.titleEn, a.summaryEn ?? '', a.contentEn]) {
        expect(en.trim(), `${a.articleId}: an English field is empty`).not.toBe('');
        expect(en, `${a.articleId}: ${en}`).not.toMatch(CJK);
      }
      expect(blocks(a.contentEn), a.title).toBe(blocks(a.content));
    }
  });

  it('answers a reader both versions, requires the English body and keeps both on an edit', async () => {
    await login('enterprise', 'enterprise123');
    const read = (await list()).result;
    expect(read.every((r) => r.titleEn && r.summaryEn && r.contentEn && r.title && r.content)).toBe(true);
    await login('admin', 'admin123');
    const base = { title: '双语文章', titleEn: 'Bilingual article', category: 2, sort: 9, summary: '摘要', summaryEn: 'Summary', content: '<p>正文</p>', contentEn: '<p>Body</p>' };
    expect((await call('/api/tutorial/save', { params: { ...base, contentEn: '' } })).msg).toBe('请填写英文正文');
    expect((await call('/api/tutorial/save', { params: { ...base, summaryEn: 'x'.repeat(241) } })).msg).toBe('最多输入240个字符');
    const saved = await call<Article>('/api/tutorial/save', { params: base });
    expect(saved.code).toBe(0);
    const id = saved.data!.articleId;
    // An edit of the Chinese body alone keeps the English one as the dialog sends it back.
    await ok('/api/tutorial/save', { params: { ...base, articleId: id, content: '<p>改过的正文</p>' } });
    const row = await ok<Article>('/api/tutorial/detail', { method: 'GET', params: { articleId: id } });
    expect(row).toMatchObject({ title: '双语文章', titleEn: 'Bilingual article', summaryEn: 'Summary', content: '<p>改过的正文</p>', contentEn: '<p>Body</p>' });
  });
});
