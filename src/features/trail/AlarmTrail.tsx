/**
 * One device alarm on the map (issue 23 item 6; §2 /offlineReportDetail 离线明细, /dismantleReportDetail 拆除报警明细):
 * the alarm (`?alarmId=`, the entity's detail call) and its vehicle's trail — up to an off-line episode's last report
 * (where the vehicle was last seen), around a power cut's or a removal's moment — with the alarm's place marked on the
 * trail's map (./TrailView.tsx, the trail screens' own view: one map, played back like any trail).
 */
import '@/i18n/parts/entity';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Flex, Result, Spin } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useEntityRow } from '@/components/entity/data';
import { RowDescriptions } from '@/components/entity/RowScreen';
import type { AnySchema } from '@/entities/define';
import { ALARM_KINDS, alarmTrail } from '@/entities/monitor/alarm';
import { DEFAULT_STOP_MINUTES } from '@/entities/monitor/trail';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { ScreenHeading, useTrail } from './TrailScreen';
import { TrailView } from './TrailView';

const TEXT = {
  missing: bi('缺少报警编号，请从报警列表打开', 'No alarm given: open it from an alarm list'),
  notFound: bi('该报警不存在或已超出查询范围', 'This alarm does not exist or is out of range'),
  back: bi('返回报警列表', 'Back to the alarms'),
  alarm: bi('报警信息', 'Alarm'),
  trail: bi('报警前后轨迹', 'Trail around the alarm'),
  trailOffline: bi('掉线前轨迹（终点为最后位置）', 'Trail before it went off-line (it ends where it was last seen)'),
  openTrail: bi('在车辆轨迹中打开', 'Open in the vehicle trail'),
  loading: bi('正在加载轨迹…', 'Loading the trail…'),
  failed: bi('轨迹加载失败：', 'The trail could not be loaded: '),
  empty: bi('该时间段内没有轨迹点', 'Nothing was reported in this period'),
  lastSeen: bi('最后位置', 'Last seen'),
} as const satisfies Record<string, Bilingual>;

export interface AlarmTrailScreenProps {
  /** The alarms' entity (its detail call answers the alarm). */
  schema: AnySchema;
  /** The list the alarm belongs to (the back link, for the alarm's vehicle). */
  list: string;
}

export function AlarmTrailScreen({ schema, list }: AlarmTrailScreenProps) {
  const lang = useLang();
  const t = (x: Bilingual) => pick(x, lang);
  const [query] = useSearchParams();
  const id = query.get('alarmId')?.trim() ?? '';
  const loaded = useEntityRow(schema, id);
  const row = loaded.data ?? null;
  const around = useMemo(() => (row ? alarmTrail(row) : null), [row]);
  const choice = row && around ? { carId: Number(row.carId), plate: String(row.plate ?? ''), start: around.start ?? '', end: around.end ?? '' } : null;
  const load = useTrail(choice);
  const offline = row?.alarmKind === 'offline';
  const kind = ALARM_KINDS.find((k) => k.value === row?.alarmKind);
  const mark = row ? { lng: Number(row.lng), lat: Number(row.lat), label: offline ? t(TEXT.lastSeen) : kind ? t(kind.label) : '' } : undefined;
  const back = `${list}?${new URLSearchParams(row ? { carId: String(row.carId) } : {}).toString()}`;

  return (
    <Flex vertical gap={12}>
      <ScreenHeading>
        <Link to={back}>
          <ArrowLeftOutlined /> {t(TEXT.back)}
        </Link>
      </ScreenHeading>
      {!id ? (
        <Result status="warning" title={t(TEXT.missing)} />
      ) : loaded.isPending ? (
        <Spin />
      ) : loaded.isError || !row ? (
        <Alert type="error" showIcon title={loaded.error?.message || t(TEXT.notFound)} />
      ) : (
        <>
          <Card size="small" title={t(TEXT.alarm)} data-testid="alarm-card">
            <RowDescriptions schema={schema} row={row} fields={schema.fields.filter((f) => f.type !== 'dateRange')} />
          </Card>
          <Card
            size="small"
            title={t(offline ? TEXT.trailOffline : TEXT.trail)}
            extra={around && <Link to={`/VehicleTrail?${new URLSearchParams(around).toString()}`}>{t(TEXT.openTrail)}</Link>}
          >
            {load.state === 'loading' || load.state === 'idle' ? (
              <Flex justify="center" style={{ padding: 48 }}>
                <Spin tip={t(TEXT.loading)}>
                  <div style={{ width: 200, height: 40 }} />
                </Spin>
              </Flex>
            ) : load.state === 'error' ? (
              <Alert type="error" showIcon title={`${t(TEXT.failed)}${load.msg}`} />
            ) : load.trail.length === 0 ? (
              <Empty description={t(TEXT.empty)} />
            ) : (
              <TrailView key={id} trail={load.trail} plate={load.plate} minStop={DEFAULT_STOP_MINUTES} mark={mark} />
            )}
          </Card>
        </>
      )}
    </Flex>
  );
}
