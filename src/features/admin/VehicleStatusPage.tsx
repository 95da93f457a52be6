/**
 * §2 /VehicleStatus 车辆状态: the fleet by operating state (可租, 已预订, 租赁中, 维修中, 调拨中, 离线, 停用) and by
 * city, with counts. Each count opens the vehicle list filtered to exactly those vehicles (`/Vehicles?operationState=
 * …&cityId=…`): the board's counts and the list's filter come from one function of the backend (the vehicles'
 * computed `operationState`, docs/architecture.md "Fleet"), so a count is the total of the list it opens.
 *
 * The board is an entity query of the vehicles (`useEntityGet`): any write — a rental, a transfer, a terminal
 * going off-line — leaves it stale and it loads again, as the vehicle list does.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useEntityGet } from '@/components/entity/data';
import { useScreenMeta } from '@/components/screenMeta';
import type { BoardLine, BoardState, StatusBoard } from '@/entities/admin/statusBoard';
import { VEHICLE_STATUS_BOARD } from '@/entities/admin/vehicle';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { screenReady } from '@/components/screenReady';

const TEXT = {
  city: bi('城市', 'City'),
  total: bi('合计', 'Total'),
  fleet: bi('全部车辆', 'Whole fleet'),
  refresh: bi('刷新', 'Refresh'),
  failed: bi('车辆状态加载失败：', 'The vehicle states could not be loaded: '),
  hint: bi('点击数量查看对应的车辆列表', 'Click a count to see those vehicles'),
} satisfies Record<string, Bilingual>;

/** The vehicle list filtered to the vehicles a count counts. */
export function vehiclesHref(filter: { operationState?: number; cityId?: number }): string {
  const q = new URLSearchParams();
  if (filter.operationState !== undefined) q.set('operationState', String(filter.operationState));
  if (filter.cityId !== undefined) q.set('cityId', String(filter.cityId));
  const query = q.toString();
  return query ? `/Vehicles?${query}` : '/Vehicles';
}

/** A count: a link to its vehicles when there are any (highlighted), a plain 0 otherwise. */
function Count({ n, filter, label }: { n: number; filter: { operationState?: number; cityId?: number }; label: string }) {
  if (n === 0) return <Typography.Text type="secondary">0</Typography.Text>;
  return (
    <Link to={vehiclesHref(filter)} aria-label={label} data-highlight="true" style={{ fontWeight: 600 }}>
      {n}
    </Link>
  );
}

type Line = { key: string; cityId?: number; cityName: string } & BoardLine;

export default function VehicleStatusPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const board = useEntityGet<StatusBoard>(VEHICLE_STATUS_BOARD);
  const t = (text: Bilingual) => pick(text, lang);
  const data = board.data;
  const stateName = (s: BoardState) => (lang === 'en-US' ? s.labelEn : s.label);
  const lines: Line[] = data
    ? [...data.cities.map((c) => ({ ...c, key: String(c.cityId) })), { key: 'total', cityName: t(TEXT.total), ...data.totals }]
    : [];
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : t(bi('车辆状态', 'Vehicle status'))}
      </Typography.Title>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} gap={8}>
        <Typography.Text type="secondary">{t(TEXT.hint)}</Typography.Text>
        <Button icon={<ReloadOutlined />} loading={board.isFetching} onClick={() => void board.refetch()}>
          {t(TEXT.refresh)}
        </Button>
      </Flex>
      {board.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={`${t(TEXT.failed)}${board.error.message}`} />}
      {data && (
        <Flex wrap gap={12} style={{ marginBottom: 16 }} role="list" aria-label={t(TEXT.fleet)}>
          {data.states.map((s) => (
            <Card key={s.value} size="small" style={{ minWidth: 120 }} role="listitem">
              <Typography.Text type="secondary">{stateName(s)}</Typography.Text>
              <div style={{ fontSize: 24 }}>
                <Count n={data.totals.counts[s.value] ?? 0} filter={{ operationState: s.value }} label={`${t(TEXT.fleet)} ${stateName(s)} ${data.totals.counts[s.value] ?? 0}`} />
              </div>
            </Card>
          ))}
        </Flex>
      )}
      <Table<Line>
        // The board drawn: the screen's first content (src/components/screenReady.ts).
        {...screenReady(!board.isPending)}
        size="middle"
        bordered
        pagination={false}
        loading={board.isPending}
        rowKey="key"
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'city', title: t(TEXT.city), render: (_: unknown, line: Line) => (line.cityId === undefined ? <strong>{line.cityName}</strong> : line.cityName) },
          ...(data?.states ?? []).map((s) => ({
            key: String(s.value),
            title: stateName(s),
            align: 'right' as const,
            render: (_: unknown, line: Line) => (
              <Count n={line.counts[s.value] ?? 0} filter={{ operationState: s.value, cityId: line.cityId }} label={`${line.cityName} ${stateName(s)} ${line.counts[s.value] ?? 0}`} />
            ),
          })),
          {
            key: 'total',
            title: t(TEXT.total),
            align: 'right' as const,
            render: (_: unknown, line: Line) => <Count n={line.total} filter={{ cityId: line.cityId }} label={`${line.cityName} ${t(TEXT.total)} ${line.total}`} />,
          },
        ]}
      />
    </div>
  );
}
