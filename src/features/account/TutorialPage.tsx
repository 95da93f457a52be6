/**
 * /userTutorial 使用教程: the help pages (entities/account/tutorial.ts). The reader lists the published articles by
 * category (searchable by title and summary) and shows the chosen one in the console's language (the record holds
 * both versions: `articlePart`), its rich text sanitised (SafeHtml); the chosen article is in the address
 * (`article`), so a link opens it. Holders of the screen's edit code (`userTutorial:edit`) also get the 管理 tab: the
 * entity's declared list, where articles are added and edited in a dialog with the rich-text editors (Chinese and
 * English), moved up and down, published, taken back and deleted. A write there reloads the reader (one query cache:
 * docs/architecture.md "Data layer").
 */
import { Alert, Card, Empty, Flex, Input, Menu, Skeleton, Tabs, Tag, Typography, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { useEntityPage } from '@/components/entity/data';
import { usePermission } from '@/components/Permission';
import { SafeHtml } from '@/components/SafeHtml';
import { useScreenMeta } from '@/components/screenMeta';
import { articlePart, TUTORIAL_CATEGORIES, TUTORIAL_EDIT, TUTORIAL_STATUS, tutorial } from '@/entities/account/tutorial';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { screenReady } from '@/components/screenReady';

type Row = Record<string, unknown>;

/** The reader asks for every published article at once (a help centre holds tens, not thousands). */
const READER_PAGE_SIZE = 200;

const TEXT = {
  read: bi('阅读', 'Read'),
  manage: bi('管理', 'Manage'),
  search: bi('搜索文章标题或摘要', 'Search titles and summaries'),
  none: bi('暂无已发布的教程', 'No article has been published yet'),
  noMatch: bi('没有找到匹配的文章', 'No article matches'),
  choose: bi('请从左侧选择一篇文章', 'Choose an article on the left'),
  gone: bi('该文章不存在或已取消发布', 'This article does not exist or is no longer published'),
  failed: bi('教程加载失败：', 'The articles could not be loaded: '),
  updated: bi('更新于 ', 'Updated '),
  articles: bi('文章目录', 'Articles'),
} as const;

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The published articles, grouped by category in the categories' order, each in its display order. */
function useArticles(query: string, lang: 'zh-CN' | 'en-US') {
  const page = useEntityPage(tutorial, { status: String(TUTORIAL_STATUS.published), page: 1, pageSize: READER_PAGE_SIZE });
  const rows = useMemo(() => page.data?.result ?? [], [page.data]);
  const groups = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const hit = (r: Row) => !needle || [r.title, r.titleEn, r.summary, r.summaryEn].some((v) => str(v).toLowerCase().includes(needle));
    return TUTORIAL_CATEGORIES.map((c) => ({
      category: c,
      rows: rows.filter((r) => str(r.category) === c.value && hit(r)).sort((a, b) => Number(a.sort) - Number(b.sort) || Number(a.articleId) - Number(b.articleId)),
    })).filter((g) => g.rows.length > 0);
  }, [rows, query]);
  return { page, rows, groups, label: (r: Row) => articlePart(r, 'title', lang).text };
}

function Reader() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const { page, rows, groups, label } = useArticles(query, lang);
  const chosenId = params.get('article');
  const first = groups[0]?.rows[0];
  const chosen = chosenId ? rows.find((r) => str(r.articleId) === chosenId) : first;

  if (page.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (page.isError) return <Alert type="error" showIcon title={pick(TEXT.failed, lang) + (page.error.message || '')} />;
  if (rows.length === 0) return <Empty {...screenReady(true)} description={pick(TEXT.none, lang)} />;

  const items: MenuProps['items'] = groups.map((g) => ({
    type: 'group',
    key: `c${g.category.value}`,
    label: pick(g.category.label, lang),
    children: g.rows.map((r) => ({ key: str(r.articleId), label: label(r), title: label(r) })),
  }));
  const category = chosen ? TUTORIAL_CATEGORIES.find((c) => c.value === str(chosen.category)) : undefined;
  const summary = chosen && articlePart(chosen, 'summary', lang);
  const content = chosen && articlePart(chosen, 'content', lang);

  // The articles and the chosen one drawn: the screen's first content (src/components/screenReady.ts).
  return (
    <Flex gap={16} align="flex-start" wrap {...screenReady(true)}>
      <Card size="small" title={pick(TEXT.articles, lang)} style={{ width: 300, flex: 'none' }} styles={{ body: { padding: 8 } }}>
        <Input.Search allowClear placeholder={pick(TEXT.search, lang)} value={query} onChange={(e) => setQuery(e.target.value)} style={{ marginBottom: 8 }} aria-label={pick(TEXT.search, lang)} />
        {groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={pick(TEXT.noMatch, lang)} />
        ) : (
          <Menu
            mode="inline"
            items={items}
            selectedKeys={chosen ? [str(chosen.articleId)] : []}
            onClick={({ key }) => setParams(new URLSearchParams({ article: key }))}
            style={{ borderInlineEnd: 'none' }}
          />
        )}
      </Card>
      <Card style={{ flex: '1 1 480px', minWidth: 0 }}>
        {!chosen ? (
          <Empty description={pick(chosenId ? TEXT.gone : TEXT.choose, lang)} />
        ) : (
          <article aria-labelledby="tutorial-title">
            <Typography.Title level={2} id="tutorial-title" lang={articlePart(chosen, 'title', lang).lang} style={{ fontSize: 20, marginTop: 0 }}>
              {label(chosen)}
            </Typography.Title>
            <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
              {category && <Tag>{pick(category.label, lang)}</Tag>}
              <Typography.Text type="secondary">
                {pick(TEXT.updated, lang)}
                {str(chosen.updateTime)}
              </Typography.Text>
            </Flex>
            {/* The summary and body in the console's language; one without an English version says it is Chinese (`lang`). */}
            {summary?.text && (
              <Typography.Paragraph type="secondary" lang={summary.lang}>
                {summary.text}
              </Typography.Paragraph>
            )}
            <div lang={content?.lang}>
              <SafeHtml html={content?.text} className="tutorial-content" style={{ lineHeight: 1.8 }} />
            </div>
          </article>
        )}
      </Card>
    </Flex>
  );
}

export default function TutorialPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const { can } = usePermission();
  const [params, setParams] = useSearchParams();
  const title = meta ? pick(meta.title, lang) : pick(tutorial.title, lang);
  const editor = can([TUTORIAL_EDIT]);
  const tab = editor && params.get('tab') === 'manage' ? 'manage' : 'read';
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {title}
      </Typography.Title>
      {editor ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'manage' ? new URLSearchParams({ tab: key }) : new URLSearchParams())}
          destroyOnHidden
          items={[
            { key: 'read', label: pick(TEXT.read, lang), children: tab === 'read' ? <Reader /> : null },
            { key: 'manage', label: pick(TEXT.manage, lang), children: tab === 'manage' ? <EntityListPage schema={tutorial} embedded /> : null },
          ]}
        />
      ) : (
        <Reader />
      )}
    </div>
  );
}
