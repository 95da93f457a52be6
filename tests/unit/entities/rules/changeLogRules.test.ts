/** What a change-history entry says (src/entities/admin/changeLogRules.ts; pure, no msw). */
import { describe, expect, it } from 'vitest';
import { changeText, displayText, fieldChanges } from '@/entities/admin/changeLogRules';
import { vehicle } from '@/entities/admin/vehicle';

const field = (name: string) => vehicle.fields.find((f) => f.name === name)!;

describe('displayText', () => {
  it('shows a dictionary value by its label in either language, plain text without tags, long text cut', () => {
    expect(displayText(field('vehicleStatus'), { vehicleStatus: 2 })).toBe('维修中');
    expect(displayText(field('vehicleStatus'), { vehicleStatus: 2 }, 'en-US')).not.toBe('维修中');
    expect(displayText(field('plate'), { plate: '<b>京A12345</b>' })).toBe('京A12345');
    expect(displayText(field('plate'), { plate: 'x'.repeat(90) })).toBe(`${'x'.repeat(80)}…`);
    expect(displayText(field('plate'), { plate: '' })).toBe('');
  });
});

describe('fieldChanges', () => {
  it('lists the declared fields whose value changed, with English texts only where they differ', () => {
    const changes = fieldChanges(vehicle, { plate: '京A1', vehicleStatus: 1, remark: '' }, { plate: '京A1', vehicleStatus: 2, remark: '已保养' });
    expect(changes.map((c) => c.field)).toEqual(['vehicleStatus', 'remark']);
    expect(changes[0]).toMatchObject({ label: '车辆状态', before: '可租', after: '维修中' });
    expect(changes[0]!.afterEn).toBeDefined();
    expect(changes[1]).toEqual({ field: 'remark', label: field('remark').label['zh-CN'], labelEn: field('remark').label['en-US'], before: '', after: '已保养' });
  });

  it('takes an empty value and a missing one as the same', () => {
    expect(fieldChanges(vehicle, { remark: '' }, { remark: null })).toEqual([]);
  });
});

describe('changeText', () => {
  it('names the entity, the record by its key and label field, the action in both languages', () => {
    const entry = changeText(vehicle, 'update', { carId: 7, plate: '京A1', mileage: 10 }, { carId: 7, plate: '京A1', mileage: 20 });
    expect(entry).toMatchObject({ entity: vehicle.id, entityTitle: vehicle.title['zh-CN'], recordId: '7', recordLabel: '京A1', action: 'update', actionName: '修改', actionNameEn: 'Update' });
    expect(entry.changes.map((c) => c.field)).toEqual(['mileage']);
  });

  it('records no field changes for a delete, and names an unknown action by its key', () => {
    expect(changeText(vehicle, 'delete', { carId: 7, plate: '京A1' }, undefined).changes).toEqual([]);
    expect(changeText(vehicle, 'somethingElse', undefined, { carId: 7 })).toMatchObject({ actionName: 'somethingElse', recordLabel: '7' });
  });
});
