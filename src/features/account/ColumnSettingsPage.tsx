/**
 * /userTabulateConfigDeal 列表字段配置: the signed-in account's column settings of every declared list it may open
 * (docs/architecture.md "Column settings"): which columns show, their order, the columns pinned at the left, and a
 * reset to the default. The same settings, through the same hook and editor, as each list's own column chooser
 * (DataTable): a change here shows on the list, and the other way round. The chosen list is in the address (`screen`).
 *
 * The lists are read from every declaration (ENTITIES): this screen is about all of them. One the account may not open
 * (its route's default permission code, the path without its '/') is not offered. The screen's first content
 * (src/components/screenReady.ts) is the lists with the chosen one's settings, once the account's settings are read.
 */
import '@/i18n/parts/entity';
import { PushpinFilled } from '@ant-design/icons';
import { Alert, Card, Empty, Flex, Input, Menu, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ColumnSettingsEditor } from '@/components/ColumnSettingsEditor';
import { useAllColumnSettings, useColumnSettings } from '@/components/entity/data';
import { usePermission } from '@/components/Permission';
import { useScreenMeta } from '@/components/screenMeta';
import { screenReady } from '@/components/screenReady';
import { ENTITIES } from '@/entities';
import { columnFields, defaultHiddenColumns, listColumnKeys, type AnySchema } from '@/entities/define';
import { bi, pick, t as message } from '@/i18n';
import { useLang } from '@/i18n/react';
import { ACTIONS_COLUMN, arrangedKeys, declaredColumnSettings, isDefaultSettings } from '@/lib/columnSettings';

const TEXT = {
  title: bi('列表字段配置', 'Table column settings'),
  lists: bi('列表', 'Lists'),
  search: bi('搜索列表名称', 'Search lists'),
  custom: bi('已自定义', 'Customised'),
  none: bi('没有可配置的列表', 'No list to set up'),
  noMatch: bi('没有匹配的列表', 'No list matches'),
  choose: bi('请从左侧选择一个列表', 'Choose a list on the left'),
  open: bi('打开列表', 'Open the list'),
  preview: bi('列表中的列（从左到右）：', 'Columns of the list (left to right): '),
  hint: bi('勾选要显示的列，用箭头调整顺序，图钉把列固定在左侧（最多3列）。设置按账号保存，列表中的“列设置”显示的也是这份设置。', 'Tick the columns to show, order them with the arrows and pin up to 3 at the left. Settings are kept for your account; the list’s own Columns button shows the same settings.'),
  failed: bi('列设置加载失败：', 'The column settings could not be loaded: '),
} as const;

/** Every declared list: each has settings of its own, the tabs of one screen (/BasicInfoList's models, colours, fuel types) too. */
const LISTS: readonly AnySchema[] = ENTITIES.filter((s) => s.screens?.list);

function columnTitles(schema: AnySchema, lang: 'zh-CN' | 'en-US') {
  const labels = new Map(columnFields(schema).map((f) => [f.name, pick(f.label, lang)]));
  return listColumnKeys(schema).map((key) => ({ key, title: key === ACTIONS_COLUMN ? message('entity.actions', undefined, lang) : (labels.get(key) ?? key) }));
}

function ListSettings({ schema }: { schema: AnySchema }) {
  const lang = useLang();
  const [settings, update] = useColumnSettings(schema.id, declaredColumnSettings(defaultHiddenColumns(schema)));
  const columns = useMemo(() => columnTitles(schema, lang), [schema, lang]);
  const titleOf = new Map(columns.map((c) => [c.key, c.title]));
  const shown = arrangedKeys(columns.map((c) => c.key), settings).filter((k) => !settings.hidden.includes(k));
  return (
    <Card
      title={pick(schema.title, lang)}
      extra={schema.screens?.list && <Link to={schema.screens.list}>{pick(TEXT.open, lang)}</Link>}
      style={{ flex: '1 1 420px', minWidth: 0 }}
    >
      <Typography.Paragraph type="secondary">{pick(TEXT.hint, lang)}</Typography.Paragraph>
      <div style={{ maxWidth: 420 }}>
        <ColumnSettingsEditor columns={columns} settings={settings} onChange={update} />
      </div>
      <Flex wrap gap={4} style={{ marginTop: 16 }} aria-label={pick(TEXT.preview, lang)} role="list">
        <Typography.Text type="secondary">{pick(TEXT.preview, lang)}</Typography.Text>
        {shown.map((k) => (
          <Tag key={k} role="listitem" icon={settings.pinned.includes(k) ? <PushpinFilled /> : undefined} color={settings.pinned.includes(k) ? 'blue' : undefined}>
            {titleOf.get(k) ?? k}
          </Tag>
        ))}
      </Flex>
    </Card>
  );
}

export default function ColumnSettingsPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const { can } = usePermission();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const all = useAllColumnSettings();
  const lists = LISTS.filter((s) => can([s.screens!.list!.slice(1)]));
  const needle = query.trim().toLowerCase();
  const found = lists.filter((s) => !needle || [pick(s.title, 'zh-CN'), pick(s.title, 'en-US'), s.screens!.list!].some((x) => x.toLowerCase().includes(needle)));
  const chosen = lists.find((s) => s.id === params.get('screen'));
  const custom = new Set(
    (all.data ?? []).filter((st) => lists.some((l) => l.id === st.screen && !isDefaultSettings(st, listColumnKeys(l)))).map((st) => st.screen),
  );

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : pick(TEXT.title, lang)}
      </Typography.Title>
      {all.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={pick(TEXT.failed, lang) + (all.error.message || '')} />}
      {lists.length === 0 ? (
        <Empty {...screenReady(true)} description={pick(TEXT.none, lang)} />
      ) : (
        <Flex gap={16} align="flex-start" wrap {...screenReady(!all.isPending)}>
          <Card size="small" title={pick(TEXT.lists, lang)} style={{ width: 300, flex: 'none' }} styles={{ body: { padding: 8 } }}>
            <Input.Search allowClear placeholder={pick(TEXT.search, lang)} aria-label={pick(TEXT.search, lang)} value={query} onChange={(e) => setQuery(e.target.value)} style={{ marginBottom: 8 }} />
            {found.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={pick(TEXT.noMatch, lang)} />
            ) : (
              <Menu
                mode="inline"
                style={{ borderInlineEnd: 'none', maxHeight: 560, overflow: 'auto' }}
                selectedKeys={chosen ? [chosen.id] : []}
                onClick={({ key }) => setParams(new URLSearchParams({ screen: key }))}
                items={found.map((s) => ({
                  key: s.id,
                  label: (
                    <Flex justify="space-between" align="center" gap={8}>
                      <span>{pick(s.title, lang)}</span>
                      {custom.has(s.id) && <Tag color="processing">{pick(TEXT.custom, lang)}</Tag>}
                    </Flex>
                  ),
                }))}
              />
            )}
          </Card>
          {all.isPending ? <Skeleton active style={{ flex: 1 }} /> : chosen ? <ListSettings key={chosen.id} schema={chosen} /> : <Empty style={{ flex: 1 }} description={pick(TEXT.choose, lang)} />}
        </Flex>
      )}
    </div>
  );
}
