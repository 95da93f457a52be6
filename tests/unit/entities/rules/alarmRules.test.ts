/** The alarm rules (src/entities/monitor/alarmRules.ts; pure, no msw): a report's period, the fence report, /sopAlarmList's rows. */
import { describe, expect, it } from 'vitest';
import { ALARM_HANDLED, ALARM_OPEN } from '@/entities/monitor/alarm';
import { fenceReportRows, reportPeriod, sopAlarmRows, type DeviceAlarmFacts, type FenceAlarmFacts } from '@/entities/monitor/alarmRules';
import { wallMs } from '@/entities/monitor/trail';

const at = (text: string) => wallMs(text);
const fence = (alarmId: string, alarmKind: number, alarmTime: string, carId = '7'): FenceAlarmFacts => ({
  alarmId, alarmKind, alarmTime, carId, plate: `京A${carId}`, companyName: '北京分公司', fenceId: 'F1', fenceName: '首都机场', place: '机场', lng: 116.6, lat: 40.1,
});
const device = (alarmId: string, alarmKind: DeviceAlarmFacts['alarmKind'], startTime: string): DeviceAlarmFacts => ({
  alarmId, alarmKind, startTime, endTime: '2026-11-20 10:30:00', carId: '8', plate: '京A8', companyName: '北京分公司', terminalNo: 'T8', place: '国贸', lng: 116.4, lat: 39.9,
});

describe('reportPeriod', () => {
  it('is the last 7 days up to the end of today when no end is given', () => {
    const p = reportPeriod(undefined, undefined, at('2026-11-20 15:00:00'));
    expect(p).toEqual({ from: at('2026-11-14 00:00:00'), to: at('2026-11-20 23:59:59'), startDay: '2026-11-14', endDay: '2026-11-20' });
  });

  it('refuses a missing or unreadable end and a period longer than the trails allow', () => {
    expect(reportPeriod(at('2026-11-01 00:00:00'), undefined, 0)).toHaveProperty('refusal');
    expect(reportPeriod(null, at('2026-11-02 00:00:00'), 0)).toHaveProperty('refusal');
    expect(reportPeriod(at('2026-11-01 00:00:00'), at('2026-11-20 00:00:00'), 0)).toHaveProperty('refusal');
    expect(reportPeriod(at('2026-11-01 00:00:00'), at('2026-11-02 23:59:59'), 0)).toMatchObject({ startDay: '2026-11-01', endDay: '2026-11-02' });
  });
});

describe('fenceReportRows', () => {
  it('counts the entries and exits of the period per fence and vehicle, latest first', () => {
    const period = { from: at('2026-11-20 00:00:00'), to: at('2026-11-20 23:59:59'), startDay: '2026-11-20', endDay: '2026-11-20' };
    const rows = fenceReportRows([
      fence('1', 1, '2026-11-20 08:00:00'), fence('2', 2, '2026-11-20 09:00:00'), fence('3', 1, '2026-11-20 10:00:00'),
      fence('4', 1, '2026-11-20 11:00:00', '9'), fence('5', 1, '2026-11-19 23:00:00'),
    ], period);
    expect(rows.map((r) => [r.rowId, r.entryCount, r.exitCount, r.firstTime, r.lastTime])).toEqual([
      ['F1-9', 1, 0, '2026-11-20 11:00:00', '2026-11-20 11:00:00'],
      ['F1-7', 2, 1, '2026-11-20 08:00:00', '2026-11-20 10:00:00'],
    ]);
    expect(rows[0]).toMatchObject({ periodStart: '2026-11-20', periodEnd: '2026-11-20' });
  });
});

describe('sopAlarmRows', () => {
  it('lists fence and device alarms newest first, each with its stored handling or open', () => {
    const rows = sopAlarmRows([fence('1', 2, '2026-11-20 08:00:00')], [device('d1', 'removal', '2026-11-20 09:00:00'), device('d2', 'offline', '2026-11-20 07:00:00')], [
      { alarmId: 'fence-1', handleState: ALARM_HANDLED, handleNote: '已联系司机', handledBy: '管理员', handleTime: '2026-11-20 12:00:00' },
    ]);
    expect(rows.map((r) => [r.alarmId, r.alarmKind, r.subject, r.endTime, r.handleState])).toEqual([
      ['d1', 'removal', 'T8', '', ALARM_OPEN],
      ['fence-1', 'fenceOut', '首都机场', '', ALARM_HANDLED],
      ['d2', 'offline', 'T8', '2026-11-20 10:30:00', ALARM_OPEN],
    ]);
  });
});
