/** The export task rules (src/entities/admin/exportTaskRules.ts; pure, no msw): progress, end, expiry, file name, filter text. */
import { describe, expect, it } from 'vitest';
import { vehicle } from '@/entities/admin/vehicle';
import { EXPORT_DONE, EXPORT_EXPIRED, EXPORT_FAILED, EXPORT_FILE_DAYS, EXPORT_MAX_ROWS, EXPORT_RUNNING } from '@/entities/admin/exportTask';
import { exportDownloadRefusal, exportDuration, exportFileName, exportFilterText, exportTaskUpdate } from '@/entities/admin/exportTaskRules';
import { wallMs } from '@/entities/monitor/trail';

const start = wallMs('2026-03-10 10:00:00');
const running = { taskStatus: EXPORT_RUNNING, startedAt: start, duration: exportDuration(1000), rowCount: 1000, expireTime: '', entityTitle: '车辆' };

describe('exportTaskUpdate', () => {
  it('progresses a running task in proportion to its time, at most 99 %', () => {
    expect(exportDuration(1000)).toBe(7000);
    expect(exportTaskUpdate(running, start + 3500)).toEqual({ progress: 50 });
    expect(exportTaskUpdate(running, start + 6999)).toEqual({ progress: 99 });
  });

  it('finishes it at its end with its file, expiring EXPORT_FILE_DAYS later', () => {
    expect(exportTaskUpdate(running, start + 7000)).toEqual({
      taskStatus: EXPORT_DONE, progress: 100, finishTime: '2026-03-10 10:00:07', expireTime: `2026-03-${10 + EXPORT_FILE_DAYS} 10:00:07`, fileName: '车辆20260310100007.xlsx',
    });
  });

  it('fails a task over the row limit, saying so', () => {
    const big = { ...running, rowCount: EXPORT_MAX_ROWS + 1, duration: exportDuration(EXPORT_MAX_ROWS + 1) };
    expect(exportTaskUpdate(big, start + big.duration)).toMatchObject({ taskStatus: EXPORT_FAILED, failReason: `数据超过单次导出上限${EXPORT_MAX_ROWS}行，请缩小筛选范围后重新导出` });
  });

  it('expires a finished file at its expiry and leaves the others alone', () => {
    const done = { ...running, taskStatus: EXPORT_DONE, expireTime: '2026-03-17 10:00:07' };
    expect(exportTaskUpdate(done, wallMs('2026-03-17 10:00:06'))).toBeNull();
    expect(exportTaskUpdate(done, wallMs('2026-03-17 10:00:07'))).toEqual({ taskStatus: EXPORT_EXPIRED });
    expect(exportTaskUpdate({ ...running, taskStatus: EXPORT_FAILED }, start + 10 ** 9)).toBeNull();
  });
});

describe('the file and the filter', () => {
  it('names the file by the title and the time it was made', () => {
    expect(exportFileName('公司', wallMs('2026-11-27 08:05:09'))).toBe('公司20261127080509.xlsx');
  });

  it('shows the filter by its labels and dictionary labels, 全部数据 when empty', () => {
    expect(exportFilterText(vehicle, new URLSearchParams('vehicleStatus=1'))).toBe('车辆状态：可租');
    expect(exportFilterText(vehicle, new URLSearchParams(''))).toBe('全部数据');
  });

  it('says why a file cannot be downloaded', () => {
    expect(exportDownloadRefusal({ taskStatus: EXPORT_RUNNING, failReason: '', expireTime: '' })).toBe('文件还在生成中，请稍后再下载');
    expect(exportDownloadRefusal({ taskStatus: EXPORT_FAILED, failReason: '超时', expireTime: '' })).toBe('导出失败：超时');
    expect(exportDownloadRefusal({ taskStatus: EXPORT_EXPIRED, failReason: '', expireTime: '2026-03-17 10:00:07' })).toBe('文件已于2026-03-17 10:00:07过期，请重新导出');
    expect(exportDownloadRefusal({ taskStatus: EXPORT_DONE, failReason: '', expireTime: '' })).toBeNull();
  });
});
