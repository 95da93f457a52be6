/**
 * The basic information (entities/admin/basicInfo.ts, src/mocks/handlers/basicInfo.ts) and the common addresses: a
 * model, colour or fuel type in use is not deleted (refused with what uses it); an unused one is; a model or colour
 * added or disabled is offered or withdrawn by the vehicle form at once; a rename carries over to what uses it. A
 * common address's coordinates have at most 6 decimals and lie in range; its mobile follows §5.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { COLOR_OPTIONS } from '@/entities/admin/basicInfo';
import { MODEL_OPTIONS } from '@/entities/admin/vehicle';
import { FUEL_TYPE_OPTIONS } from '@/entities/admin/refuel';
import { data } from '@/mocks/db';
import { call, ok } from './api';

beforeEach(async () => {
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

const options = (path: string) => ok<{ value: string | number; label: string }[]>(path, { method: 'GET' });

describe('deleting reference data', () => {
  it('refuses a model, a colour or a fuel type in use, saying what uses it; nothing is deleted', async () => {
    const vehicle = data().vehicles[0]!;
    const models = data().models.filter((m) => m.modelId === vehicle.modelId);
    const users = data().vehicles.filter((v) => v.modelId === vehicle.modelId).length;
    expect(await call('/api/basicInfo/model/delete', { params: { modelId: vehicle.modelId } })).toMatchObject({ code: 1, msg: `该车型已被${users}辆车使用，不能删除；不再使用时请停用` });
    expect(data().models.filter((m) => m.modelId === vehicle.modelId)).toEqual(models);

    const colour = data().BasicInfoColors.find((c) => c.colorName === vehicle.color)!;
    const painted = data().vehicles.filter((v) => v.color === vehicle.color).length;
    expect(await call('/api/basicInfo/color/delete', { params: { colorId: colour.colorId } })).toMatchObject({ code: 1, msg: `该颜色已被${painted}辆车使用，不能删除；不再使用时请停用` });
    expect(data().BasicInfoColors).toContain(colour);

    const record = data().RefuelingList[0]!;
    const fuel = data().BasicInfoFuelTypes.find((f) => f.fuelTypeName === record.fuelType)!;
    const records = data().RefuelingList.filter((r) => r.fuelType === fuel.fuelTypeName).length;
    expect(await call('/api/basicInfo/fuelType/delete', { params: { fuelTypeId: fuel.fuelTypeId } })).toMatchObject({ code: 1, msg: `该燃油类型已被${records}条加油记录使用，不能删除；不再使用时请停用` });
    expect(data().BasicInfoFuelTypes).toContain(fuel);
  });

  it('deletes what nothing uses', async () => {
    const unused = data().BasicInfoColors.find((c) => !data().vehicles.some((v) => v.color === c.colorName))!;
    await ok('/api/basicInfo/color/delete', { params: { colorId: unused.colorId } });
    expect(data().BasicInfoColors.some((c) => c.colorId === unused.colorId)).toBe(false);
  });
});

describe('what the other forms offer', () => {
  it('offers a model added here to the vehicle form at once, and withdraws a disabled one', async () => {
    const saved = await ok<{ modelId: number }>('/api/basicInfo/model/save', { params: { modelName: '理想L6 增程版', brand: '理想', levelId: 3, seats: 5, energyType: 2 } });
    expect(await options(MODEL_OPTIONS)).toContainEqual({ value: saved.modelId, label: '理想L6 增程版' });
    expect(data().models.find((m) => m.modelId === saved.modelId)).toMatchObject({ levelName: 'SUV', status: 0, statusName: '开启' });
    await ok('/api/basicInfo/model/disable', { params: { modelId: saved.modelId } });
    expect((await options(MODEL_OPTIONS)).map((o) => o.value)).not.toContain(saved.modelId);
  });

  it('offers the enabled colours to the vehicle form and the enabled fuels to the refuelling form', async () => {
    const colour = data().BasicInfoColors[0]!;
    await ok('/api/basicInfo/color/disable', { params: { colorId: colour.colorId } });
    const colours = (await options(COLOR_OPTIONS)).map((o) => o.value);
    expect(colours).not.toContain(colour.colorName);
    expect(colours).toEqual(expect.arrayContaining([...new Set(data().vehicles.map((v) => v.color))]));
    expect((await options(FUEL_TYPE_OPTIONS)).map((o) => o.value)).toEqual(['92#汽油', '95#汽油', '98#汽油', '0#柴油']);
  });

  it('refuses a vehicle saved with a colour that is not in the basic information', async () => {
    const v = data().vehicles[0]!;
    const answer = await call('/api/vehicle/save', {
      params: { carId: v.carId, plate: v.plate, vin: v.vin, engineNo: v.engineNo, modelId: v.modelId, color: '土豪金', mileage: v.mileage, cityId: v.cityId, storeId: v.storeId, registerDate: v.registerDate },
    });
    expect(answer).toMatchObject({ code: 1, msg: '车身颜色的取值无效' });
  });

  it('keeps a vehicle\'s colour and model disabled since: an unchanged save is taken, choosing them anew is refused', async () => {
    const v = data().vehicles[0]!;
    const fields = (x: typeof v) => ({ carId: x.carId, plate: x.plate, vin: x.vin, engineNo: x.engineNo, modelId: x.modelId, color: x.color, mileage: x.mileage, cityId: x.cityId, storeId: x.storeId, registerDate: x.registerDate });
    const colour = data().BasicInfoColors.find((c) => c.colorName === v.color)!;
    await ok('/api/basicInfo/color/disable', { params: { colorId: colour.colorId } });
    await ok('/api/basicInfo/model/disable', { params: { modelId: v.modelId } });
    const { model } = v;

    await ok('/api/vehicle/save', { params: { ...fields(v), remark: '年检后复核' } });
    expect(data().vehicles[0]).toMatchObject({ color: colour.colorName, modelId: v.modelId, model, remark: '年检后复核' });

    const other = data().vehicles.find((w) => w.color !== v.color && w.modelId !== v.modelId)!;
    expect(await call('/api/vehicle/save', { params: { ...fields(other), color: v.color } })).toMatchObject({ code: 1, msg: '车身颜色的取值无效' });
    expect(await call('/api/vehicle/save', { params: { ...fields(other), modelId: v.modelId } })).toMatchObject({ code: 1 });
  });
});

describe('renaming', () => {
  it('carries a colour\'s new name over to its vehicles, and a model\'s name and make', async () => {
    const v = data().vehicles[0]!;
    const colour = data().BasicInfoColors.find((c) => c.colorName === v.color)!;
    const painted = data().vehicles.filter((x) => x.color === v.color).map((x) => x.carId);
    const renamed = `${colour.colorName}（新）`;
    await ok('/api/basicInfo/color/save', { params: { colorId: colour.colorId, colorName: renamed, sort: colour.sort } });
    expect(painted.length).toBeGreaterThan(0);
    expect(data().vehicles.filter((x) => painted.includes(x.carId)).map((x) => x.color)).toEqual(painted.map(() => renamed));

    const model = { ...data().models.find((m) => m.modelId === v.modelId)! };
    await ok('/api/basicInfo/model/save', { params: { modelId: model.modelId, modelName: `${model.modelName} 2026款`, brand: model.brand, levelId: model.levelId, seats: model.seats, energyType: model.energyType } });
    expect(data().vehicles.find((x) => x.carId === v.carId)).toMatchObject({ model: `${model.modelName} 2026款`, brand: model.brand });
  });
});

describe('common addresses', () => {
  const address = { addressName: '首都机场T3航站楼接送点', cityId: 110100, address: '北京市顺义区机场南路1号', contactName: '王建国', contactPhone: '13812345678', longitude: '116.615833', latitude: '40.052778' };

  it('saves an address with 6-decimal coordinates, naming its city', async () => {
    expect(await ok('/api/commonAddress/save', { params: address })).toMatchObject({ cityName: '北京', longitude: 116.615833, latitude: 40.052778, status: 0 });
  });

  it('refuses more than 6 decimals, a coordinate out of range, and a bad mobile, with the rules\' messages', async () => {
    expect(await call('/api/commonAddress/save', { params: { ...address, longitude: '116.6158331' } })).toMatchObject({ code: 1, msg: '最多保留6位小数' });
    expect(await call('/api/commonAddress/save', { params: { ...address, latitude: '60.5' } })).toMatchObject({ code: 1, msg: '请输入≥ 3 且 ≤ 54 的数字' });
    expect(await call('/api/commonAddress/save', { params: { ...address, contactPhone: '12812345678' } })).toMatchObject({ code: 1, msg: '手机号码有误，请重填' });
  });
});
