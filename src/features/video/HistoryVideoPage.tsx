/**
 * §2 /historyVideo 历史视频: choose a vehicle (one with a video terminal), a channel (or all) and a period — the end
 * after the start, at most HISTORY_MAX_HOURS (what a JT/T 1078 terminal is asked for at once; the backend refuses
 * the same periods with the same messages, `periodProblem`) — and the recordings of that period are listed (the
 * declared `videoRecording` list); one plays with a timeline to seek in it, the display showing the recording's
 * wall time. A recording kept on an off-line terminal's card cannot be fetched: its play button says why.
 */
import { CaretRightOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Flex, Form, Select, Slider, Table, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useRef, useState } from 'react';
import { openPlayback } from '@/api/video';
import { AppForm } from '@/components/AppForm';
import { useEntityGet } from '@/components/entity/data';
import { useScreenMeta } from '@/components/screenMeta';
import { VideoPlayer, type PlayerControl } from '@/components/video/VideoPlayer';
import { HISTORY_MAX_HOURS, STORED_ON_TERMINAL, VIDEO_CHANNELS, VIDEO_VEHICLE_OPTIONS, videoRecording, type VideoChannel } from '@/entities/video';
import { bi, pick } from '@/i18n';
import { useLang, useSay } from '@/i18n/react';
import { periodProblem } from '@/lib/validators';
import { useStream } from './useStream';
import { WIRE_DATE_TIME } from '@/lib/dates';
import { screenReady } from '@/components/screenReady';

const WIRE = WIRE_DATE_TIME;

const M = {
  vehicle: bi('车辆', 'Vehicle'),
  chooseVehicle: bi('请选择车辆', 'Choose the vehicle'),
  channel: bi('通道', 'Channel'),
  allChannels: bi('全部通道', 'Every channel'),
  period: bi('录像时段', 'Period'),
  periodHint: bi('单次查询不超过{h}小时（JT/T 1078 终端单次检索录像的上限）', 'At most {h} hours at once (what a JT/T 1078 terminal searches its recordings for)'),
  query: bi('查询', 'Search'),
  recordings: bi('录像列表', 'Recordings'),
  none: bi('该时段没有录像', 'No recording in this period'),
  notYet: bi('选择车辆和时段后查询录像', 'Choose a vehicle and a period, then search'),
  failed: bi('录像查询失败：', 'The recordings could not be listed: '),
  play: bi('播放', 'Play'),
  start: bi('开始时间', 'Start'),
  end: bi('结束时间', 'End'),
  length: bi('时长', 'Length'),
  size: bi('大小', 'Size'),
  kept: bi('存储位置', 'Kept on'),
  terminal: bi('终端', 'Terminal'),
  platform: bi('平台', 'Platform'),
  player: bi('回放', 'Playback'),
  pick: bi('在录像列表中选择一段播放', 'Choose a recording to play'),
  timeline: bi('播放进度', 'Position'),
  openFailed: bi('录像打开失败', 'The recording could not be opened'),
};

type Row = Record<string, unknown>;

interface Filter {
  carId: number;
  channel?: number;
  beginTime: string;
  endTime: string;
}

interface FormValues {
  carId?: number;
  channel?: number;
  period?: [Dayjs | null, Dayjs | null] | null;
}

const duration = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** The player of the chosen recording, with its timeline. */
function Playback({ recording }: { recording: Row }) {
  const say = useSay();
  const control = useRef<PlayerControl>(null);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const recordId = Number(recording.recordId);
  const [answer, retry] = useStream(String(recordId), () => openPlayback(recordId), (msg) => ({ refusal: msg || say(M.openFailed), offline: false }));
  const onTime = useCallback((current: number, length: number) => setTime({ current, duration: Number.isFinite(length) ? length : 0 }), []);
  const start = String(recording.startTime);
  const at = (s: number) => dayjs(start, WIRE).add(Math.floor(s), 'second').format('HH:mm:ss');
  return (
    <>
      <VideoPlayer
        controlRef={control}
        stream={answer.stream}
        refusal={answer.refusal}
        title={`${String(recording.plate)} · ${String(recording.channelName)}`}
        startedAt={start}
        onTime={onTime}
        onRetry={retry}
      />
      <Flex align="center" gap={8} style={{ marginTop: 8 }}>
        <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{at(time.current)}</Typography.Text>
        <Slider
          ariaLabelForHandle={say(M.timeline)}
          style={{ flex: 1 }}
          min={0}
          max={time.duration || 1}
          step={0.1}
          disabled={!time.duration}
          value={time.current}
          tooltip={{ formatter: (v) => at(v ?? 0) }}
          onChange={(v) => control.current?.seek(v)}
        />
        <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{at(time.duration)}</Typography.Text>
      </Flex>
    </>
  );
}

export default function HistoryVideoPage() {
  const say = useSay();
  const lang = useLang();
  const meta = useScreenMeta();
  const [form] = Form.useForm<FormValues>();
  const carId = Form.useWatch('carId', form);
  const [filter, setFilter] = useState<Filter | null>(null);
  const [page, setPage] = useState(1);
  const [playing, setPlaying] = useState<Row | null>(null);
  const vehicles = useEntityGet<{ value: number; label: string }[]>(VIDEO_VEHICLE_OPTIONS);
  const channels = useEntityGet<VideoChannel[]>(VIDEO_CHANNELS, { carId: carId ?? '' }, carId !== undefined && carId !== null);
  const listed = useEntityGet<VideoChannel[]>(VIDEO_CHANNELS, { carId: filter?.carId ?? '' }, filter !== null);
  // The declared list of the recordings, asked once a vehicle and a period are chosen.
  const recordings = useEntityGet<{ total: number; result: Row[] }>(videoRecording.endpoints.list.path, { ...filter, page, pageSize: 20, orderBy: 'startTime', order: 'asc' }, filter !== null);
  const channelOptions = [...new Map((channels.data ?? []).map((c) => [c.channel, lang === 'en-US' ? c.nameEn : c.name])).entries()].map(([value, label]) => ({ value, label }));

  const search = (values: FormValues) => {
    const [from, to] = values.period ?? [null, null];
    setFilter({ carId: values.carId!, channel: values.channel, beginTime: from?.format(WIRE) ?? '', endTime: to?.format(WIRE) ?? '' });
    setPage(1);
    setPlaying(null);
  };
  /** Why a recording cannot be fetched now (kept on an off-line terminal's card), as the backend says it. */
  const refusalOf = (r: Row): string | undefined => {
    if (Number(r.storage) !== STORED_ON_TERMINAL) return undefined;
    const c = (listed.data ?? []).find((x) => x.terminalNo === r.terminalNo);
    return c && !c.online ? (lang === 'en-US' ? c.refusalEn : c.refusal) : undefined;
  };
  const rows = filter && !recordings.isError ? (recordings.data?.result ?? []) : [];
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : say(bi('历史视频', 'Recorded video'))}
      </Typography.Title>
      <AppForm<FormValues>
        // The search's fields: the screen's first content (src/components/screenReady.ts).
        {...screenReady(true)}
        form={form}
        layout="inline"
        onFinish={search}
        initialValues={{ period: [dayjs().subtract(1, 'day').startOf('hour'), dayjs().startOf('hour')] }}
        style={{ rowGap: 8, marginBottom: 8 }}
      >
        <Form.Item name="carId" label={say(M.vehicle)} rules={[{ required: true, message: say(M.chooseVehicle) }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 180 }}
            loading={vehicles.isPending}
            options={vehicles.data ?? []}
            placeholder={say(M.chooseVehicle)}
            onChange={() => form.setFieldValue('channel', undefined)}
          />
        </Form.Item>
        <Form.Item name="channel" label={say(M.channel)}>
          <Select allowClear style={{ width: 180 }} disabled={!carId} options={channelOptions} placeholder={say(M.allChannels)} />
        </Form.Item>
        <Form.Item
          name="period"
          label={say(M.period)}
          rules={[
            {
              validator: async (_, value: FormValues['period']) => {
                const problem = periodProblem(value?.[0]?.format(WIRE), value?.[1]?.format(WIRE), HISTORY_MAX_HOURS);
                if (problem) throw new Error(pick(problem, lang));
              },
            },
          ]}
          extra={say(M.periodHint, { h: HISTORY_MAX_HOURS })}
        >
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" order={false} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {say(M.query)}
          </Button>
        </Form.Item>
      </AppForm>
      <Flex gap={12} wrap align="flex-start">
        <Card size="small" title={say(M.recordings)} style={{ flex: '1 1 520px', minWidth: 0 }}>
          {filter && recordings.isError && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={`${say(M.failed)}${recordings.error.message}`} />}
          <Table<Row>
            size="small"
            rowKey="recordId"
            loading={filter !== null && recordings.isFetching}
            dataSource={rows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={say(filter ? M.none : M.notYet)} /> }}
            pagination={filter && (recordings.data?.total ?? 0) > 20 ? { current: page, pageSize: 20, total: recordings.data?.total ?? 0, onChange: setPage, showSizeChanger: false } : false}
            rowClassName={(r) => (playing && r.recordId === playing.recordId ? 'ant-table-row-selected' : '')}
            columns={[
              { key: 'channel', title: say(M.channel), dataIndex: 'channelName' },
              { key: 'start', title: say(M.start), dataIndex: 'startTime' },
              { key: 'end', title: say(M.end), dataIndex: 'endTime' },
              { key: 'length', title: say(M.length), render: (_: unknown, r: Row) => duration(Number(r.durationSec)) },
              { key: 'size', title: say(M.size), render: (_: unknown, r: Row) => `${String(r.fileSizeMb)} MB` },
              { key: 'kept', title: say(M.kept), render: (_: unknown, r: Row) => say(Number(r.storage) === STORED_ON_TERMINAL ? M.terminal : M.platform) },
              {
                key: 'play',
                title: '',
                render: (_: unknown, r: Row) => {
                  const why = refusalOf(r);
                  const button = (
                    <Button size="small" icon={<CaretRightOutlined />} disabled={!!why} onClick={() => setPlaying(r)} aria-label={`${say(M.play)} ${String(r.channelName)} ${String(r.startTime)}`}>
                      {say(M.play)}
                    </Button>
                  );
                  return why ? <Tooltip title={why}><span>{button}</span></Tooltip> : button;
                },
              },
            ]}
          />
        </Card>
        <Card size="small" title={say(M.player)} style={{ flex: '1 1 480px', minWidth: 0 }}>
          {playing ? <Playback key={String(playing.recordId)} recording={playing} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={say(M.pick)} />}
        </Card>
      </Flex>
    </div>
  );
}
