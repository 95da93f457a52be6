/**
 * The active-safety alarms beside the live grid (§2 /initiativeVideoMonitorList): the declared list (filters by
 * vehicle, driver, type, level, state and time; handling with the action taken; export), each alarm's clip played in
 * a dialog. The open clip is the address's `alarmId` (the list's "play clip" link), so a link to it can be shared.
 */
import { Descriptions, Modal, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { openAlarmClip } from '@/api/video';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { useEntityRow } from '@/components/entity/data';
import { VideoPlayer } from '@/components/video/VideoPlayer';
import { ALARM_PARAM, SAFETY_ALARM_TYPES, safetyAlarm } from '@/entities/video';
import { bi, pick } from '@/i18n';
import { useLang, useSay } from '@/i18n/react';
import { useStream } from './useStream';

const M = {
  title: bi('报警视频片段', 'Alarm clip'),
  plate: bi('车牌号', 'Plate'),
  driver: bi('司机', 'Driver'),
  type: bi('报警类型', 'Alarm'),
  time: bi('报警时间', 'Time'),
  speed: bi('车速', 'Speed'),
  failed: bi('片段打开失败', 'The clip could not be opened'),
};

function AlarmClip({ alarmId, onClose }: { alarmId: string; onClose: () => void }) {
  const say = useSay();
  const lang = useLang();
  const row = useEntityRow(safetyAlarm, alarmId).data ?? null;
  const [answer, retry] = useStream(alarmId, () => openAlarmClip(alarmId), (msg) => ({ refusal: msg || say(M.failed), offline: false }));
  const type = SAFETY_ALARM_TYPES.find((x) => x.value === String(row?.alarmType));
  const typeName = type ? pick(type.label, lang) : '';
  return (
    <Modal open title={say(M.title)} width={720} footer={null} onCancel={onClose} destroyOnHidden>
      <VideoPlayer
        stream={answer.stream}
        refusal={answer.refusal}
        title={row ? `${String(row.plate)} · ${String(row.channelName)} · ${typeName}` : ''}
        startedAt={row ? String(row.alarmTime) : undefined}
        onRetry={retry}
      />
      {row && (
        <Descriptions size="small" column={2} style={{ marginTop: 12 }}>
          <Descriptions.Item label={say(M.plate)}>{String(row.plate)}</Descriptions.Item>
          <Descriptions.Item label={say(M.driver)}>{String(row.driverName ?? '')}</Descriptions.Item>
          <Descriptions.Item label={say(M.type)}>{typeName}</Descriptions.Item>
          <Descriptions.Item label={say(M.time)}>{String(row.alarmTime)}</Descriptions.Item>
          <Descriptions.Item label={say(M.speed)}>{`${String(row.speed)} km/h`}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

export function SafetyAlarms() {
  const [query, setQuery] = useSearchParams();
  const alarmId = query.get(ALARM_PARAM);
  const close = () => {
    const next = new URLSearchParams(query);
    next.delete(ALARM_PARAM);
    setQuery(next, { replace: true });
  };
  const lang = useLang();
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {pick(safetyAlarm.title, lang)}
      </Typography.Title>
      <EntityListPage schema={safetyAlarm} embedded />
      {alarmId && <AlarmClip alarmId={alarmId} onClose={close} />}
    </>
  );
}
