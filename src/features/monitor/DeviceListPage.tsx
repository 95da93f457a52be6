/**
 * §2 /DeviceList 设备列表 (monitoring): the fleet's GPS terminals as the monitoring side watches them — on-line or not,
 * the last report's time, place and speed — with a way to the vehicle's live position. The same terminals as /Devices
 * (the terminals bound to a vehicle; registering, binding and deleting them is /Devices' work), read from the live
 * feed (useLivePositions: refreshed with the monitoring screens, only while the tab is shown), so a terminal's last
 * report here is the one /Devices shows and the map draws.
 */
import { Alert, Button, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '@/components/Pager';
import { useScreenMeta } from '@/components/screenMeta';
import { placeLabel } from '@/entities/monitor/place';
import { currentSpeedText, type VehiclePosition } from '@/entities/monitor/positions';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { PAGE_SIZE } from '@/lib/paging';
import { useLivePositions } from './useLivePositions';
import { screenReady } from '@/components/screenReady';

const TEXT = {
  title: bi('设备列表', 'Device list'),
  search: bi('终端编号、车牌号', 'Terminal no. or plate'),
  online: bi('在线状态', 'On-line'),
  all: bi('全部', 'All'),
  on: bi('在线', 'On-line'),
  off: bi('离线', 'Off-line'),
  terminal: bi('终端编号', 'Terminal no.'),
  plate: bi('车牌号', 'Plate'),
  store: bi('车辆所在门店', "Vehicle's store"),
  lastReport: bi('最后上报时间', 'Last report'),
  place: bi('最后位置', 'Last position'),
  speed: bi('速度', 'Speed'),
  actions: bi('操作', 'Actions'),
  locate: bi('实时定位', 'Live position'),
  failed: bi('设备状态加载失败：', 'The terminals could not be loaded: '),
  counts: bi('在线 {on} 台，离线 {off} 台', '{on} on-line, {off} off-line'),
  reset: bi('重置', 'Reset'),
} satisfies Record<string, Bilingual>;

type Online = 'all' | '1' | '0';

export function DeviceListPage() {
  const lang = useLang();
  const t = (x: Bilingual) => pick(x, lang);
  const meta = useScreenMeta();
  const live = useLivePositions();
  const [search, setSearch] = useState('');
  const [online, setOnline] = useState<Online>('all');
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });

  const rows = useMemo(() => {
    const q = search.replace(/\s+/g, '').toUpperCase();
    return live.positions
      .filter((p) => (online === 'all' || p.online === (online === '1')) && (q === '' || p.terminalNo.includes(q) || p.plate.toUpperCase().includes(q)))
      .toSorted((a, b) => (a.terminalNo < b.terminalNo ? -1 : a.terminalNo > b.terminalNo ? 1 : 0));
  }, [live.positions, search, online]);
  const on = live.positions.filter((p) => p.online).length;
  const shown = rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);
  const first = () => setPage((p) => ({ ...p, pageNum: 1 }));

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : t(TEXT.title)}
      </Typography.Title>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          style={{ width: 260 }}
          placeholder={t(TEXT.search)}
          aria-label={t(TEXT.search)}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            first();
          }}
        />
        <Space>
          <span>{t(TEXT.online)}</span>
          <Select<Online>
            style={{ width: 120 }}
            aria-label={t(TEXT.online)}
            value={online}
            onChange={(v) => {
              setOnline(v);
              first();
            }}
            options={[{ value: 'all', label: t(TEXT.all) }, { value: '1', label: t(TEXT.on) }, { value: '0', label: t(TEXT.off) }]}
          />
        </Space>
        <Button
          onClick={() => {
            setSearch('');
            setOnline('all');
            first();
          }}
        >
          {t(TEXT.reset)}
        </Button>
        {live.loaded && !live.error && (
          <Typography.Text type="secondary" role="status">
            {t(TEXT.counts).replace('{on}', String(on)).replace('{off}', String(live.positions.length - on))}
          </Typography.Text>
        )}
      </Flex>
      {live.error && <Alert type={live.positions.length ? 'warning' : 'error'} showIcon style={{ marginBottom: 12 }} title={`${t(TEXT.failed)}${live.error}`} />}
      <Table<VehiclePosition>
        // The devices' first positions drawn: the screen's first content (src/components/screenReady.ts).
        {...screenReady(live.loaded)}
        size="middle"
        rowKey="deviceId"
        loading={!live.loaded}
        pagination={false}
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'terminal', title: t(TEXT.terminal), dataIndex: 'terminalNo' },
          { key: 'plate', title: t(TEXT.plate), dataIndex: 'plate' },
          { key: 'store', title: t(TEXT.store), dataIndex: 'storeName' },
          { key: 'online', title: t(TEXT.online), render: (_: unknown, p) => <Tag color={p.online ? 'green' : 'default'}>{t(p.online ? TEXT.on : TEXT.off)}</Tag> },
          { key: 'report', title: t(TEXT.lastReport), dataIndex: 'reportTime', width: 170 },
          { key: 'place', title: t(TEXT.place), render: (_: unknown, p) => placeLabel(p, lang) },
          { key: 'speed', title: t(TEXT.speed), align: 'right', render: (_: unknown, p) => currentSpeedText(p) },
          { key: 'actions', title: t(TEXT.actions), fixed: 'right', render: (_: unknown, p) => <Link to={`/RealTimePositioning?carId=${p.carId}`}>{t(TEXT.locate)}</Link> },
        ]}
      />
      <Pager total={rows.length} pageNum={page.pageNum} pageSize={page.pageSize} onCurrentChange={(pageNum) => setPage((p) => ({ ...p, pageNum }))} onSizeChange={(pageSize) => setPage({ pageNum: 1, pageSize })} />
    </div>
  );
}
