/**
 * /toDoList: the signed-in account's to-do items — what waits for it, each opening its filtered list. The counts are
 * the dashboard's (the same rows, the same function in the demo backend) and a supplier's own (demand orders to send
 * a vehicle for, orders to start and to finish, change orders awaiting audit, bills to reconcile), only those whose
 * list the account may open (GET /api/lingsan/todo/mine). An entity query: a write anywhere (an order started, a
 * change approved) loads it again, so a kept-alive tab is up to date when shown. Only items with something to do are
 * listed; none, and it says so.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Flex, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { BRANCH_TODOS, MY_TODOS_PATH, PLATFORM_TODOS, SUPPLIER_TODOS, type MyTodoCounts, type TodoItem } from '@/api/todos';
import { useEntityGet } from '@/components/entity/data';
import { useScreenMeta } from '@/components/screenMeta';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { screenReady } from '@/components/screenReady';

const TEXT = {
  title: bi('待办事项', 'To-do list'),
  refresh: bi('刷新', 'Refresh'),
  failed: bi('待办事项加载失败：', 'The to-do items could not be loaded: '),
  none: bi('暂无待办事项', 'Nothing to do'),
  hint: bi('点击事项查看对应的列表', 'Click an item to see its list'),
} satisfies Record<string, Bilingual>;

const GROUPS: readonly { key: string; title: Bilingual; items: readonly TodoItem[] }[] = [
  { key: 'supplier', title: bi('供应商工作台', 'Supplier desk'), items: SUPPLIER_TODOS },
  { key: 'platform', title: bi('平台订单', 'Platform orders'), items: PLATFORM_TODOS },
  { key: 'branch', title: bi('分公司订单', 'Branch company orders'), items: BRANCH_TODOS },
];

export default function ToDoListPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const t = (text: Bilingual) => pick(text, lang);
  const todos = useEntityGet<Partial<MyTodoCounts>>(MY_TODOS_PATH);
  const counts: Readonly<Record<string, number | undefined>> = todos.data ?? {};
  // The items the account has something to do for, by group.
  const groups = GROUPS.map((g) => ({ ...g, items: g.items.filter((i) => (counts[i.key] ?? 0) > 0) })).filter((g) => g.items.length > 0);
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : t(TEXT.title)}
      </Typography.Title>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} gap={8}>
        <Typography.Text type="secondary">{t(TEXT.hint)}</Typography.Text>
        <Button icon={<ReloadOutlined />} loading={todos.isFetching} onClick={() => void todos.refetch()}>
          {t(TEXT.refresh)}
        </Button>
      </Flex>
      {todos.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={`${t(TEXT.failed)}${todos.error.message}`} />}
      {todos.isSuccess && groups.length === 0 && <Empty description={t(TEXT.none)} />}
      {/* The to-do groups (or none) once read: the screen's first content (src/components/screenReady.ts). */}
      <Flex vertical gap={12} {...screenReady(todos.isSuccess)}>
        {groups.map((g) => (
          <Card key={g.key} size="small" title={t(g.title)}>
            <List
              aria-label={t(g.title)}
              dataSource={g.items}
              renderItem={(item) => (
                <List.Item extra={<Badge count={counts[item.key]} overflowCount={999} color="#1677ff" />}>
                  <Link to={item.target} data-todo={item.key}>
                    {t(item.meaning)}
                  </Link>
                </List.Item>
              )}
            />
          </Card>
        ))}
      </Flex>
    </div>
  );
}
