/**
 * Help pages (§2 /userTutorial 使用教程): short articles on how to use this console, by category, in rich text. Everyone
 * signed in reads the published ones on /userTutorial (src/features/account/TutorialPage.tsx); holders of the screen's
 * edit code (`userTutorial:edit`) also manage them there — add and edit in a dialog (the rich-text editor), move an
 * article up or down within its category, publish, take back and delete (only an unpublished one, after a
 * confirmation). The demo backend (src/mocks/handlers/tutorial.ts) answers a reader only the published articles.
 *
 * An article is written in both languages, as the menu's titles are (docs/architecture.md "English"): `title`,
 * `summary`, `content` in Chinese and `titleEn`, `summaryEn`, `contentEn` in English, all on the wire and all in the
 * edit dialog; the reader shows the version of the console's language (`articlePart`).
 */
import { bi as t, type Bilingual } from '@/i18n';
import { atMostChars, isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { createTime, saveDialogs } from '../common';
import { defineEntity, type EntityAction, type EntityField } from '../define';

/** The permission code of the screen's edit button: add, edit, reorder, publish and delete articles. */
export const TUTORIAL_EDIT = 'userTutorial:edit';

export const TUTORIAL_BASE = '/api/tutorial';

/** The article's states (`status`). */
export const TUTORIAL_STATUS = { draft: 0, published: 1 } as const;

/** The highest display order a form accepts. */
export const TUTORIAL_ORDER_CAP = 999;

/** The categories, in the reader's order. */
export const TUTORIAL_CATEGORIES = [
  { value: '1', label: t('登录与账号', 'Sign-in and accounts') },
  { value: '2', label: t('订单', 'Orders') },
  { value: '3', label: t('调度', 'Dispatch') },
  { value: '4', label: t('车队', 'Fleet') },
  { value: '5', label: t('审批', 'Approvals') },
  { value: '6', label: t('列表与查询技巧', 'Lists and search') },
] as const;

const STATUS_OPTIONS = [
  { value: '0', label: t('未发布', 'Draft') },
  { value: '1', label: t('已发布', 'Published') },
] as const;

const FIELDS = [
  {
    name: 'title', type: 'text', label: t('标题', 'Title'), filter: true, column: { width: 240 }, form: true, required: t('请填写标题', 'Enter the title'),
    validators: [isNotOnlySpaces, isEmojiFree, atMostChars(40)], unique: t('已有同名的文章', 'An article with this title exists'),
  },
  {
    name: 'titleEn', type: 'text', label: t('英文标题', 'English title'), column: { width: 240 }, form: true, required: t('请填写英文标题', 'Enter the English title'),
    validators: [isNotOnlySpaces, isEmojiFree, atMostChars(80)],
  },
  { name: 'category', type: 'enum', options: TUTORIAL_CATEGORIES, label: t('分类', 'Category'), filter: true, column: true, form: true, required: t('请选择分类', 'Choose the category') },
  {
    name: 'sort', type: 'number', label: t('显示顺序', 'Order'), column: { width: 100 }, form: true, required: t('请输入显示顺序', 'Enter the display order'),
    validators: [numberRange({ min: 0, max: TUTORIAL_ORDER_CAP })],
  },
  { name: 'summary', type: 'textarea', label: t('摘要', 'Summary'), detail: true, form: true, validators: [isEmojiFree, atMostChars(120)] },
  { name: 'summaryEn', type: 'textarea', label: t('英文摘要', 'English summary'), detail: true, form: true, validators: [isEmojiFree, atMostChars(240)] },
  { name: 'content', type: 'richText', label: t('正文', 'Content'), detail: true, form: true, required: t('请填写正文', 'Enter the content') },
  {
    name: 'contentEn', type: 'richText', label: t('英文正文', 'English content'), detail: true, form: true,
    required: t('请填写英文正文', 'Enter the English content'),
  },
  { name: 'status', type: 'enum', options: STATUS_OPTIONS, label: t('状态', 'Status'), filter: true, column: { width: 90 } },
  { name: 'updateTime', type: 'datetime', label: t('更新时间', 'Updated'), column: true, sortable: true },
  createTime,
] as const satisfies readonly EntityField[];

const DIALOGS = saveDialogs({ save: `${TUTORIAL_BASE}/save`, fields: FIELDS, add: t('新增文章', 'Add article'), permission: TUTORIAL_EDIT });

/** Moving an article one place up or down among its category's articles (the backend swaps their orders). */
const move = (key: 'moveUp' | 'moveDown', label: Bilingual, done: Bilingual): EntityAction => ({ key, label, done, permission: TUTORIAL_EDIT, call: `${TUTORIAL_BASE}/${key}`, immediate: true });

export const TUTORIAL_REFUSALS = {
  first: t('已经是本分类的第一篇', 'It is already first in its category'),
  last: t('已经是本分类的最后一篇', 'It is already last in its category'),
} as const;

export const tutorial = defineEntity({
  id: 'userTutorial',
  title: t('使用教程', 'User guide'),
  rowKey: 'articleId',
  base: TUTORIAL_BASE,
  ops: { save: true, export: false, import: false },
  screens: { list: '/userTutorial' },
  status: { field: 'status' },
  remove: { permission: TUTORIAL_EDIT, from: [TUTORIAL_STATUS.draft], refusal: t('请先取消发布再删除', 'Unpublish the article before deleting it') },
  fields: FIELDS,
  create: DIALOGS.create,
  links: [DIALOGS.edit, move('moveUp', t('上移', 'Move up'), t('已上移', 'Moved up')), move('moveDown', t('下移', 'Move down'), t('已下移', 'Moved down'))],
  transitions: [
    {
      key: 'publish', label: t('发布', 'Publish'), permission: TUTORIAL_EDIT, from: [TUTORIAL_STATUS.draft], to: TUTORIAL_STATUS.published, stamp: 'updateTime',
      refusal: t('该文章已发布', 'This article is already published'),
      confirm: t('发布后所有已登录的用户都能阅读这篇文章，确定发布吗？', 'Once published, everyone signed in can read this article. Publish it?'),
      done: t('文章已发布', 'Published'),
    },
    {
      key: 'unpublish', label: t('取消发布', 'Unpublish'), permission: TUTORIAL_EDIT, danger: true, from: [TUTORIAL_STATUS.published], to: TUTORIAL_STATUS.draft, stamp: 'updateTime',
      refusal: t('该文章未发布', 'This article is not published'),
      confirm: t('取消发布后用户将不能再阅读这篇文章，确定取消发布吗？', 'Once unpublished, users can no longer read this article. Unpublish it?'),
      done: t('文章已取消发布', 'Unpublished'),
    },
  ],
});

/**
 * The articles of a row's category in reading order (display order, then id) after moving it up (-1) or down (+1)
 * past its neighbour; null when it is already first (up) or last (down).
 */
export function movedArticles<R extends { category?: unknown; sort?: unknown; articleId?: unknown }>(articles: readonly R[], row: R, step: -1 | 1): R[] | null {
  const list = articles.filter((r) => r.category === row.category).sort((a, b) => Number(a.sort) - Number(b.sort) || Number(a.articleId) - Number(b.articleId));
  const at = list.indexOf(row);
  const other = list[at + step];
  if (!other) return null;
  [list[at], list[at + step]] = [other, row];
  return list;
}

/** A part of an article as the reader shows it: its text, and `lang` when it is shown in Chinese for want of an English one. */
export interface ArticlePart {
  text: string;
  lang?: 'zh-CN';
}

/**
 * An article's title, summary or body (rich text) in `lang`: in English its English field (`titleEn`, `summaryEn`,
 * `contentEn`). A part without an English version (an article written before it had one) is shown in Chinese, marked
 * so (`lang`), rather than left blank.
 */
export function articlePart(row: Readonly<Record<string, unknown>>, part: 'title' | 'summary' | 'content', lang: 'zh-CN' | 'en-US'): ArticlePart {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const zh = text(row[part]);
  if (lang === 'zh-CN') return { text: zh };
  const en = text(row[`${part}En`]);
  return en.trim() ? { text: en } : { text: zh, lang: 'zh-CN' };
}
