/** The suppliers' own ad-hoc drivers and vehicles (/scatteredDriverInfo, /scatteredCarInfo), six of each a supplier. */
import type { ScatteredCar, ScatteredDriver } from '../model';
import { formatWallTime } from '../time';
import { SUPPLIERS } from './company';
import { COLORS, MODELS } from './fleet';
import { registerCollection } from './registry';

const LICENSE_TYPES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C1', 'C1'];

registerCollection('scatteredDrivers', ({ rng }) =>
  Array.from({ length: 30 }, (_, i): ScatteredDriver => {
    const created = rng.pastTime(300);
    const birth = 1965 + rng.int(0, 35);
    return {
      driverId: 8001 + i, driverName: rng.personName(), mobile: rng.mobile(),
      idNumber: `${rng.pick(['110105', '310115', '440106', '510107'])}${birth}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${rng.digits(3)}${rng.chance(0.1) ? 'X' : rng.digits(1)}`,
      licenseType: rng.pick(LICENSE_TYPES), drivingYears: rng.int(3, 25), supplierName: SUPPLIERS[i % SUPPLIERS.length]!,
      status: rng.chance(0.85) ? 0 : 1, remark: '', createTime: formatWallTime(created),
    };
  }),
);

registerCollection('scatteredCars', ({ rng, get }) => {
  const opened = get('cities').filter((c) => c.dredgeState === 1);
  const taken = new Set<string>();
  return Array.from({ length: 30 }, (_, i): ScatteredCar => {
    const model = rng.pick(MODELS);
    const city = rng.pick(opened);
    return {
      carId: 9001 + i, plate: rng.plate(city.platePrefix, model.energyType === 2, taken), brandModel: model.modelName, color: rng.pick(COLORS),
      // Among them a minibus and a coach (drivers need a B1 or an A1 licence for them).
      ...(i % 10 === 3 ? { brandModel: '丰田海狮 14座', seats: 14 } : i % 10 === 7 ? { brandModel: '宇通客车 33座', seats: 33 } : { seats: model.seats }),
      energyType: model.energyType, mileage: rng.int(2000, 150000), supplierName: SUPPLIERS[i % SUPPLIERS.length]!,
      status: rng.chance(0.9) ? 0 : 1, createTime: formatWallTime(rng.pastTime(300)),
    };
  });
});
