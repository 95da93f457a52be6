/**
 * §2 live video monitoring: /interiorVideoMonitorList (the cabin recorders' cameras) and /initiativeVideoMonitorList
 * (the active-safety terminals' ADAS and DSM cameras, with their alarms beside the grid), and the operator's
 * /SopInteriorVideoMonitorList and /SopInitiativeVideoMonitorList: one screen, configured by the terminals' use.
 *
 * Pick a vehicle (those with a bound video terminal of the screen's use: the /Devices records on the /Vehicles
 * records), then its channels: each opens in the grid (1, 4 or 9 cells; ./grid says where it goes), one vehicle's
 * channel a cell, closed or replaced there. The grid is kept per account and screen. A channel of an off-line
 * terminal cannot be opened: its button is disabled and the screen says why, with the backend's own words.
 */
import { PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, Flex, Input, Popconfirm, Segmented, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { openLive } from '@/api/video';
import { useEntityGet } from '@/components/entity/data';
import { useScreenMeta } from '@/components/screenMeta';
import { VideoPlayer } from '@/components/video/VideoPlayer';
import { GRID_SIZES, terminalOffline, VIDEO_CHANNELS, VIDEO_VEHICLES, type GridSize, type VideoChannel, type VideoUse, type VideoVehicle } from '@/entities/video';
import { bi, pick } from '@/i18n';
import { useLang, useSay } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';
import { closeCell, placeCell, readLayout, resizeGrid, writeLayout, type GridCell, type GridLayout } from './grid';
import { SafetyAlarms } from './SafetyAlarms';
import { useStream } from './useStream';
import { screenReady } from '@/components/screenReady';

const M = {
  vehicles: bi('车辆', 'Vehicles'),
  search: bi('车牌号或司机', 'Plate or driver'),
  online: bi('在线', 'On-line'),
  offline: bi('离线', 'Off-line'),
  noVehicles: bi('没有装有视频终端的车辆', 'No vehicle has a video terminal'),
  vehiclesFailed: bi('车辆加载失败：', 'The vehicles could not be loaded: '),
  channels: bi('{plate} 的视频通道', 'Video channels of {plate}'),
  pickVehicle: bi('选择一辆车查看它的视频通道', 'Choose a vehicle to see its video channels'),
  channelsFailed: bi('通道加载失败：', 'The channels could not be loaded: '),
  noChannels: bi('该车辆没有视频通道', 'This vehicle has no video channel'),
  openAll: bi('打开全部在线通道', 'Open every on-line channel'),
  layout: bi('画面布局', 'Layout'),
  cells: bi('{n} 画面', '{n} cells'),
  closeAll: bi('关闭全部', 'Close all'),
  closeAllConfirm: bi('确定关闭全部画面吗？', 'Close every cell?'),
  closed: bi('已关闭 {n} 个画面', '{n} cells closed'),
  emptyCell: bi('画面 {n}：在左侧选择车辆通道打开', 'Cell {n}: open a vehicle channel from the list'),
  cell: bi('画面 {n}', 'Cell {n}'),
  selected: bi('（当前选中：下一个通道在此打开）', '(selected: the next channel opens here)'),
  replaceHint: bi('画面已满：新打开的通道将替换选中的画面（点击画面选中它）', 'Every cell is in use: a channel opened now replaces the selected cell (click a cell to select it)'),
  failed: bi('视频打开失败', 'The video could not be opened'),
};

/** A cell playing a vehicle's channel: asks the backend for the stream (again on retry), plays it. */
function LiveCell({ cell, onClose, compact }: { cell: GridCell; onClose: () => void; compact: boolean }) {
  const lang = useLang();
  const say = useSay();
  const { carId, channel, deviceId, plate, terminalNo } = cell;
  const [answer, retry] = useStream(`${carId}-${deviceId}-${channel}`, () => openLive(carId, channel, deviceId), (msg) => {
    // The backend's refusal, in the screen's language when it is the off-line one.
    const off = terminalOffline(plate, terminalNo);
    return msg === off['zh-CN'] ? { refusal: pick(off, lang), offline: true } : { refusal: msg || say(M.failed), offline: false };
  });
  return (
    <VideoPlayer
      live
      compact={compact}
      stream={answer.stream}
      refusal={answer.refusal}
      offline={answer.offline}
      title={`${plate} · ${lang === 'en-US' ? cell.nameEn : cell.name}`}
      onRetry={retry}
      onClose={onClose}
    />
  );
}

/** The vehicles of the screen's use, searchable by plate or driver. */
function VehicleList({ use, chosen, onChoose }: { use: VideoUse; chosen: number | null; onChoose: (v: VideoVehicle) => void }) {
  const say = useSay();
  const [keyword, setKeyword] = useState('');
  const vehicles = useEntityGet<VideoVehicle[]>(VIDEO_VEHICLES, { use });
  const shown = (vehicles.data ?? []).filter((v) => !keyword || v.plate.includes(keyword.trim().toUpperCase()) || v.plate.includes(keyword.trim()) || v.driverName.includes(keyword.trim()));
  return (
    <Card size="small" title={say(M.vehicles)} extra={<Button size="small" type="text" aria-label="reload" icon={<ReloadOutlined />} loading={vehicles.isFetching} onClick={() => void vehicles.refetch()} />}>
      <Input.Search allowClear placeholder={say(M.search)} aria-label={say(M.search)} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
      {vehicles.isError && <Alert type="error" showIcon title={`${say(M.vehiclesFailed)}${vehicles.error.message}`} />}
      {vehicles.isPending && <Spin />}
      {!vehicles.isPending && shown.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={say(M.noVehicles)} />}
      {/* The vehicles listed (or none): the screen's first content (src/components/screenReady.ts). */}
      <div role="list" aria-label={say(M.vehicles)} style={{ maxHeight: 360, overflowY: 'auto' }} {...screenReady(!vehicles.isPending)}>
        {shown.map((v) => (
          <div role="listitem" key={v.carId}>
            <button
              type="button"
              aria-pressed={chosen === v.carId}
              onClick={() => onChoose(v)}
              style={{
                display: 'flex', width: '100%', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '6px', border: 0,
                borderBottom: '1px solid rgba(128,128,128,0.2)', background: chosen === v.carId ? 'rgba(22,119,255,0.12)' : 'transparent', color: 'inherit', cursor: 'pointer', textAlign: 'left',
              }}
            >
              {/* The vehicle's plate, store and driver: a record's text (the English crawl leaves it). */}
              <Flex vertical style={{ minWidth: 0 }} data-record-text="">
                <strong>{v.plate}</strong>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                  {[v.storeName, v.driverName].filter(Boolean).join(' · ')}
                </Typography.Text>
              </Flex>
              <Badge status={v.online ? 'success' : 'default'} text={say(v.online ? M.online : M.offline)} style={{ whiteSpace: 'nowrap' }} />
            </button>
          </div>
        ))}
      </div>
    </Card>
  );
}

/** The chosen vehicle's channels: each opens in the grid; an off-line terminal's are disabled, saying why. */
function ChannelList({ use, vehicle, onOpen }: { use: VideoUse; vehicle: VideoVehicle | null; onOpen: (cells: GridCell[]) => void }) {
  const say = useSay();
  const lang = useLang();
  const channels = useEntityGet<VideoChannel[]>(VIDEO_CHANNELS, { carId: vehicle?.carId ?? '', use }, vehicle !== null);
  if (!vehicle) return <Card size="small"><Typography.Text type="secondary">{say(M.pickVehicle)}</Typography.Text></Card>;
  const list = channels.data ?? [];
  const cellOf = (c: VideoChannel): GridCell => ({ carId: vehicle.carId, plate: vehicle.plate, deviceId: c.deviceId, terminalNo: c.terminalNo, channel: c.channel, name: c.name, nameEn: c.nameEn });
  const refusals = [...new Set(list.filter((c) => !c.online).map((c) => (lang === 'en-US' ? (c.refusalEn ?? c.refusal) : c.refusal) ?? ''))].filter(Boolean);
  const online = list.filter((c) => c.online);
  return (
    <Card size="small" title={say(M.channels, { plate: vehicle.plate })}>
      {channels.isPending && <Spin />}
      {channels.isError && <Alert type="error" showIcon title={`${say(M.channelsFailed)}${channels.error.message}`} />}
      {!channels.isPending && !channels.isError && list.length === 0 && <Typography.Text type="secondary">{say(M.noChannels)}</Typography.Text>}
      {refusals.map((r) => (
        <Alert key={r} type="warning" showIcon title={r} style={{ marginBottom: 8 }} />
      ))}
      <Flex vertical gap={4}>
        {list.map((c) => {
          const name = lang === 'en-US' ? c.nameEn : c.name;
          const button = (
            <Button key={`${c.deviceId}-${c.channel}`} block icon={<PlayCircleOutlined />} disabled={!c.online} onClick={() => onOpen([cellOf(c)])} style={{ justifyContent: 'flex-start' }}>
              {name}
            </Button>
          );
          return c.online ? button : (
            <Tooltip key={`${c.deviceId}-${c.channel}`} title={lang === 'en-US' ? c.refusalEn : c.refusal}>
              <span>{button}</span>
            </Tooltip>
          );
        })}
        {online.length > 1 && (
          <Button type="link" onClick={() => onOpen(online.map(cellOf))}>
            {say(M.openAll)}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

export function LiveVideoPage({ use }: { use: VideoUse }) {
  const say = useSay();
  const lang = useLang();
  const meta = useScreenMeta();
  const screen = meta?.path ?? use;
  const account = useSession((s) => s.user?.id ?? 'guest');
  const [layout, setLayoutState] = useState<GridLayout>(() => readLayout(screen, account));
  const [vehicle, setVehicle] = useState<VideoVehicle | null>(null);
  const setLayout = (next: GridLayout) => {
    setLayoutState(next);
    writeLayout(screen, account, next);
  };
  const open = (cells: GridCell[]) => setLayout(cells.reduce(placeCell, layout));
  const resize = (size: GridSize) => {
    const { layout: next, closed } = resizeGrid(layout, size);
    setLayout(next);
    if (closed > 0) notify.info(say(M.closed, { n: closed }));
  };
  const cols = Math.sqrt(layout.size);
  const full = layout.cells.every((c) => c !== null);
  const grid = (
    <div style={{ flex: '1 1 560px', minWidth: 0 }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Flex align="center" gap={8}>
          <Typography.Text>{say(M.layout)}</Typography.Text>
          <Segmented<GridSize>
            aria-label={say(M.layout)}
            value={layout.size}
            onChange={resize}
            options={GRID_SIZES.map((n) => ({ value: n, label: say(M.cells, { n }) }))}
          />
        </Flex>
        <Popconfirm title={say(M.closeAllConfirm)} onConfirm={() => setLayout({ ...layout, cells: layout.cells.map(() => null), selected: 0 })}>
          <Button disabled={layout.cells.every((c) => c === null)}>{say(M.closeAll)}</Button>
        </Popconfirm>
      </Flex>
      {full && <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4, fontSize: 12 }}>{say(M.replaceHint)}</Typography.Text>}
      <div data-testid="video-grid" data-size={layout.size} style={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, gap: 4 }}>
        {layout.cells.map((cell, i) => (
          <div
            // The cell's position and content: a replaced cell starts a new player.
            key={`${i}-${cell ? `${cell.deviceId}-${cell.channel}` : 'empty'}`}
            data-testid="video-cell"
            data-selected={layout.selected === i}
            aria-label={`${say(M.cell, { n: i + 1 })}${layout.selected === i ? say(M.selected) : ''}`}
            // Clicked or reached by the keyboard: the next channel opens here.
            onClickCapture={() => layout.selected !== i && setLayout({ ...layout, selected: i })}
            onFocusCapture={() => layout.selected !== i && setLayout({ ...layout, selected: i })}
            style={{ outline: layout.selected === i ? '2px solid #1677ff' : '1px solid rgba(128,128,128,0.4)', minWidth: 0 }}
          >
            {cell ? (
              <LiveCell cell={cell} compact={layout.size === 9} onClose={() => setLayout(closeCell(layout, i))} />
            ) : (
              <button
                type="button"
                onClick={() => setLayout({ ...layout, selected: i })}
                style={{ width: '100%', aspectRatio: '16 / 9', border: 0, background: 'rgba(0,0,0,0.85)', color: '#bbb', cursor: 'pointer', fontSize: layout.size === 9 ? 11 : 13 }}
              >
                {say(M.emptyCell, { n: i + 1 })}
              </button>
            )}
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : ''}
      </Typography.Title>
      <Flex gap={12} wrap align="flex-start">
        <Flex vertical gap={12} style={{ flex: '0 0 260px', maxWidth: '100%' }}>
          <VehicleList use={use} chosen={vehicle?.carId ?? null} onChoose={setVehicle} />
          <ChannelList use={use} vehicle={vehicle} onOpen={open} />
        </Flex>
        {grid}
        {use === 'safety' && (
          <div style={{ flex: '1 1 480px', minWidth: 0 }}>
            <SafetyAlarms />
          </div>
        )}
      </Flex>
    </div>
  );
}

/** The screens of the route table: the same screen for the provider's and the operator's (Sop) routes. */
export function InteriorVideoPage() {
  return <LiveVideoPage use="interior" />;
}

export function SafetyVideoPage() {
  return <LiveVideoPage use="safety" />;
}
