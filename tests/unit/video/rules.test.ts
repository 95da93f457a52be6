/**
 * Video monitoring's rules (docs/architecture.md "Video"): the history period (the end after the start, at most
 * 24 hours, the messages the screen and the backend show), the grid (where an opened channel goes, what resizing
 * keeps, a stored layout read back or refused), a terminal's channels, and the player's choice of library by stream.
 */
import { describe, expect, it } from 'vitest';
import { streamKind } from '@/components/video/engine';
import { channelsOf, HISTORY_MAX_HOURS, videoUseOf } from '@/entities/video';
import { closeCell, emptyLayout, isLayout, placeCell, readLayout, resizeGrid, writeLayout, type GridCell } from '@/features/video/grid';
import { isDateTimeText, PERIOD_END_NOT_AFTER, PERIOD_REQUIRED, periodProblem, periodTooLong } from '@/lib/validators';

const cell = (channel: number, deviceId = 1): GridCell => ({ carId: 20001, plate: '京A12345', deviceId, terminalNo: 'MDVR00000001', channel, name: `通道${channel}`, nameEn: `CH${channel}` });

describe('the history period', () => {
  it('takes a period of at most 24 hours whose end is after its start', () => {
    expect(periodProblem('2026-03-01 09:00:00', '2026-03-01 09:00:01', HISTORY_MAX_HOURS)).toBeNull();
    expect(periodProblem('2026-03-01 09:00:00', '2026-03-02 09:00:00', HISTORY_MAX_HOURS)).toBeNull();
  });

  it('refuses a missing end, an end not after the start, a period over 24 hours and an unreadable time, with their messages', () => {
    expect(periodProblem('2026-03-01 09:00:00', undefined, HISTORY_MAX_HOURS)).toEqual(PERIOD_REQUIRED);
    expect(periodProblem('2026-03-01 09:00:00', '2026-03-01 09:00:00', HISTORY_MAX_HOURS)).toEqual(PERIOD_END_NOT_AFTER);
    expect(periodProblem('2026-03-01 09:00:00', '2026-03-01 08:00:00', HISTORY_MAX_HOURS)).toEqual(PERIOD_END_NOT_AFTER);
    expect(periodProblem('2026-03-01 09:00:00', '2026-03-02 09:00:01', HISTORY_MAX_HOURS)).toEqual(periodTooLong(24));
    expect(periodTooLong(24)['zh-CN']).toBe('查询时间段不能超过24小时');
    expect(periodProblem('2026-02-30 09:00:00', '2026-03-01 09:00:00', HISTORY_MAX_HOURS)).toEqual(isDateTimeText.message);
  });
});

describe('the grid', () => {
  it('opens channels in the selected cell and moves the selection to the next empty one', () => {
    let l = placeCell(emptyLayout(4), cell(1));
    l = placeCell(l, cell(2));
    expect(l.cells.map((c) => c?.channel ?? null)).toEqual([1, 2, null, null]);
    expect(l.selected).toBe(2);
    // A channel already open is only selected, never shown twice.
    l = placeCell(l, cell(1));
    expect(l.cells.map((c) => c?.channel ?? null)).toEqual([1, 2, null, null]);
    expect(l.selected).toBe(0);
  });

  it('replaces the selected cell, and with every cell in use keeps replacing the one selected', () => {
    let l = [1, 2, 3, 4].map((n) => cell(n)).reduce(placeCell, emptyLayout(4));
    expect(l.cells.every((c) => c !== null)).toBe(true);
    l = placeCell({ ...l, selected: 2 }, cell(9));
    expect(l.cells.map((c) => c?.channel)).toEqual([1, 2, 9, 4]);
    expect(l.selected).toBe(2);
  });

  it('empties a closed cell and selects it', () => {
    const l = closeCell([1, 2].map((n) => cell(n)).reduce(placeCell, emptyLayout(4)), 0);
    expect(l.cells.map((c) => c?.channel ?? null)).toEqual([null, 2, null, null]);
    expect(l.selected).toBe(0);
  });

  it('keeps the open channels in order when resized, closing those past a smaller grid', () => {
    const four = [1, 2, 3].map((n) => cell(n)).reduce(placeCell, emptyLayout(4));
    const nine = resizeGrid(closeCell(four, 1), 9);
    expect(nine.layout.cells).toHaveLength(9);
    expect(nine.layout.cells.slice(0, 3).map((c) => c?.channel ?? null)).toEqual([1, 3, null]);
    expect(nine.closed).toBe(0);
    const one = resizeGrid(four, 1);
    expect(one.layout.cells.map((c) => c?.channel)).toEqual([1]);
    expect(one.closed).toBe(2);
  });

  it('reads back the layout kept for an account and screen, and an unreadable one as an empty grid', () => {
    const l = placeCell(emptyLayout(9), cell(3));
    writeLayout('/interiorVideoMonitorList', 7, l);
    expect(readLayout('/interiorVideoMonitorList', 7)).toEqual(l);
    expect(readLayout('/interiorVideoMonitorList', 8)).toEqual(emptyLayout());
    expect(isLayout({ size: 4, cells: [null], selected: 0 })).toBe(false);
    expect(isLayout({ size: 2, cells: [null, null], selected: 0 })).toBe(false);
    localStorage.setItem('VIDEO_GRID:/x:7', '{not json');
    expect(readLayout('/x', 7)).toEqual(emptyLayout());
  });
});

describe('terminals and streams', () => {
  it("names a terminal's channels by its model's cameras; ADAS and DSM terminals are active-safety ones", () => {
    expect(channelsOf('MDVR-M1N', 4).map((c) => c.camera)).toEqual(['front', 'driver', 'cabin', 'rear']);
    expect(channelsOf('ADAS-C6D', 2).map((c) => c.name['zh-CN'])).toEqual(['通道1 前向道路', '通道2 驾驶员']);
    expect(videoUseOf('DSM-Z2')).toBe('safety');
    expect(videoUseOf('AE-MD5043')).toBe('interior');
  });

  it('plays a stream by the kind the backend answers, else by its address', () => {
    expect(streamKind({ url: '/live/1.flv', kind: 'hls' })).toBe('hls');
    expect(streamKind({ url: 'https://gw.example.com/live/13800000000_1.m3u8?token=x' })).toBe('hls');
    expect(streamKind({ url: 'http://gw/live/13800000000_1.flv' })).toBe('flv');
    expect(streamKind({ url: '/demo-video/front.webm' })).toBe('webm');
    expect(streamKind({ url: '/clips/a.mp4#t=3' })).toBe('mp4');
  });
});
