/**
 * The fleet's terminals (entities/admin/device.ts): most vehicles carry a GPS terminal, the business and luxury cars
 * and a few others a video terminal too; a few terminals are spares in the warehouse (bound to nothing, never
 * reported). Some bound terminals are off-line (a vehicle in repair has its battery disconnected more often).
 */
import { device, DEVICE_GPS, DEVICE_VIDEO } from '@/entities/admin/device';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { fieldsOf, type Rng } from './rng';
import { DAY, formatWallTime, MINUTE, parseWallTime } from '../time';

/**
 * A terminal as stored: the declaration's row (the bound vehicle's store is computed when read; a GPS terminal has
 * no channels), with its dictionaries' codes (device_type 1 GPS, 2 video; device_bind_status 0/1; device_online 1/0)
 * and `carId` '' when bound to nothing.
 */
export type Device = StoredRow<typeof device> & { carId: number | '' };

declare module '../model' {
  interface DemoData { Devices: Device[] }
}

/** Makers and their models, by type. */
const GPS_MODELS = [['深圳市博实结科技股份有限公司', 'BSJ-A6'], ['深圳市康凯斯信息技术有限公司', 'GT06N'], ['深圳市途强物联科技有限公司', 'GT800']] as const;
const VIDEO_MODELS = [['深圳市锐明技术股份有限公司', 'MDVR-M1N', 4], ['杭州海康汽车技术有限公司', 'AE-MD5043', 4], ['深圳市锐明技术股份有限公司', 'ADAS-C6D', 2], ['深圳市鼎视智能科技有限公司', 'DSM-Z2', 1]] as const;

registerCollection(device.id as 'Devices', ({ rng, today, get }) => {
  const terminals = new Set<string>();
  const sims = new Set<string>();
  const terminal = (type: 1 | 2, r: Rng) => {
    const [maker, model, channels] = type === DEVICE_GPS ? [...r.pick(GPS_MODELS), undefined] : r.pick(VIDEO_MODELS);
    const sim = rng.unique(sims, () => `1064${r.digits(9)}`);
    return {
      terminalNo: rng.unique(terminals, () => (type === DEVICE_GPS ? `0${r.digits(11)}` : `${model.replace(/[^A-Z0-9]/g, '').slice(0, 4)}${r.digits(8)}`)),
      deviceType: type, deviceModel: model, manufacturer: maker, simNo: sim, iccid: `898604${sim.slice(4)}${r.digits(5)}`,
      ...(channels === undefined ? {} : { channels }),
    };
  };
  const rows: Omit<Device, 'deviceId'>[] = [];
  // The spares, bought last: never installed, so never reported (the newest, a video terminal, first).
  for (const [i, type] of ([DEVICE_VIDEO, DEVICE_GPS, DEVICE_GPS, DEVICE_VIDEO, DEVICE_GPS, DEVICE_GPS, DEVICE_GPS] as const).entries()) {
    rows.push({
      ...terminal(type, rng), bindStatus: 0, carId: '', plate: '', onlineState: 0, lastReportTime: '', bindTime: '',
      remark: i < 2 ? '新到货，待安装' : '', createTime: formatWallTime(today - (i * 3 + 1) * DAY - rng.int(0, 8) * 60 * MINUTE),
    });
  }
  for (const v of get('vehicles')) {
    const installed = Math.max((parseWallTime(`${v.registerDate} 10:00:00`) ?? today) + 3 * DAY, today - 900 * DAY);
    const types: (1 | 2)[] = [];
    if (rng.chance(0.92)) types.push(DEVICE_GPS);
    if (rng.chance(v.levelId >= 4 ? 0.7 : 0.15)) types.push(DEVICE_VIDEO);
    for (const type of types) {
      const online = rng.chance(v.vehicleStatus === 2 ? 0.5 : 0.9);
      const bindTime = formatWallTime(installed + rng.int(0, 8) * 60 * MINUTE);
      rows.push({
        ...terminal(type, rng), bindStatus: 1, ...fieldsOf(v, 'carId', 'plate'),
        onlineState: online ? 1 : 0,
        lastReportTime: formatWallTime(today - (online ? rng.int(0, 4) * MINUTE : rng.int(3, 72 * 60) * MINUTE)),
        bindTime, remark: '', createTime: formatWallTime(installed - rng.int(1, 20) * DAY),
      });
    }
  }
  // Newest first, as the list shows them.
  return rows.toSorted((a, b) => b.createTime.localeCompare(a.createTime)).map((r, i) => ({ ...r, deviceId: 30001 + i }));
});
