/**
 * A vehicle's annual inspection (§2 "Records, fleet, repair, configuration groups": annual inspection;
 * /AnnualInspectionList, /AnnualInspectionAdd, /AnnualInspectionDetail): staff book a fleet vehicle at a testing
 * station for a date, then record it passed (the date inspected, the new validity and the fee) or cancel the booking.
 * A booking is refused for a vehicle out of service or being transferred, and before the three months preceding the
 * end of its current inspection's validity (`inspectionBookingProblem`, ./rules: the form and the backend alike).
 *
 * The worked example of docs/adding-a-screen.md: a declaration, its rule, its seed factory and its test.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { vehicle } from '../admin/vehicle';
import { createdRange, createTime, openById } from '../common';
import { defineEntity } from '../define';
import { inspectionBookingProblem } from './rules';

/** The fleet's vehicles to book (`[{ value: carId, label: plate, record }]`), served from the vehicles by the engine. */
export const INSPECTION_VEHICLE_OPTIONS = '/api/annualInspection/vehicleOptions';

/** The inspection's states (stored as numbers, as an enum's whole-number options are). */
export const INSPECTION_BOOKED = 1;
export const INSPECTION_PASSED = 2;
export const INSPECTION_CANCELLED = 3;

export const annualInspection = defineEntity({
  id: 'AnnualInspectionList',
  title: t('年检管理', 'Annual inspections'),
  rowKey: 'inspectionId',
  base: '/api/annualInspection',
  ops: { export: t('年检记录', 'Annual inspections'), save: true },
  screens: { list: '/AnnualInspectionList', detail: '/AnnualInspectionDetail', add: '/AnnualInspectionAdd' },
  addPermission: 'annualInspection:add',
  status: { field: 'inspectStatus', name: 'inspectStatusName', initial: INSPECTION_BOOKED },
  numbering: { field: 'inspectionNo', prefix: 'NJ', date: 'day', digits: 3 },
  // Changed only while booked (by the API: the spec gives the inspections no edit screen); a result stays as recorded.
  edit: { from: [INSPECTION_BOOKED], refusal: t('只有待检验的年检才能修改', 'Only a booked inspection can be changed') },
  sections: [
    { key: 'booking', title: t('预约信息', 'Booking') },
    { key: 'result', title: t('检验结果', 'Result') },
  ],
  fields: [
    { name: 'inspectionNo', type: 'text', label: t('年检单号', 'Inspection no.'), filter: true, column: { width: 170 }, computed: true },
    {
      name: 'carId', type: 'reference', optionsPath: INSPECTION_VEHICLE_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, form: true,
      required: t('请选择车辆', 'Choose the vehicle'),
      refers: { entity: vehicle, label: 'plate', reads: ['plate', 'vehicleStatus', 'inspectionExpiry'], with: ['planDate'], problem: inspectionBookingProblem },
    },
    { name: 'stationName', type: 'text', label: t('检测站', 'Testing station'), filter: true, column: true, form: true, required: t('请填写检测站', 'Enter the testing station'), validators: [isEmojiFree, isNotOnlySpaces] },
    { name: 'planDate', type: 'date', label: t('预约检验日期', 'Booked for'), column: true, sortable: true, form: true, required: t('请选择预约检验日期', 'Choose the date booked') },
    { name: 'handlerName', type: 'text', label: t('经办人', 'Handled by'), column: true, form: true, required: t('请填写经办人', 'Enter who handles it'), validators: [isEmojiFree, isNotOnlySpaces] },
    {
      name: 'inspectStatus', type: 'enum', label: t('年检状态', 'Status'), filter: true, column: true,
      options: [
        { value: '1', label: t('待检验', 'Booked') },
        { value: '2', label: t('已通过', 'Passed') },
        { value: '3', label: t('已取消', 'Cancelled') },
      ],
    },
    { name: 'inspectDate', type: 'date', label: t('检验日期', 'Inspected on'), section: 'result', detail: true, later: true },
    { name: 'validUntil', type: 'date', label: t('检验有效期至', 'Valid until'), section: 'result', column: true, later: true },
    { name: 'fee', type: 'money', label: t('检验费用（元）', 'Fee (CNY)'), section: 'result', column: true, later: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
    createTime,
    createdRange,
  ],
  summary: ['fee'],
  search: { fields: ['inspectionNo', 'plate'], detail: ['stationName', 'planDate'] },
  links: [openById('detail', t('详情', 'Details'), '/AnnualInspectionDetail', 'inspectionId')],
  transitions: [
    {
      key: 'pass', label: t('登记通过', 'Record as passed'), permission: 'annualInspection:pass', from: [INSPECTION_BOOKED], to: INSPECTION_PASSED,
      refusal: t('只有待检验的年检才能登记结果', 'Only a booked inspection can be recorded'),
      fields: [
        { name: 'inspectDate', type: 'date', label: t('检验日期', 'Inspected on'), required: t('请选择检验日期', 'Choose the date inspected') },
        {
          name: 'validUntil', type: 'date', label: t('检验有效期至', 'Valid until'), required: t('请选择检验有效期至', 'Choose the date it is valid until'),
          after: { field: 'inspectDate', message: t('检验有效期须晚于检验日期', 'The validity must end after the date inspected') },
        },
        { name: 'fee', type: 'money', label: t('检验费用（元）', 'Fee (CNY)'), required: t('请填写检验费用', 'Enter the fee') },
      ],
      done: t('已登记年检通过', 'Recorded as passed'),
    },
    {
      key: 'cancel', label: t('取消预约', 'Cancel booking'), permission: 'annualInspection:cancel', danger: true, from: [INSPECTION_BOOKED], to: INSPECTION_CANCELLED,
      refusal: t('只有待检验的年检才能取消', 'Only a booked inspection can be cancelled'),
      confirm: t('确定取消该年检预约吗？取消后不能恢复。', 'Cancel this inspection booking? It cannot be restored.'),
      done: t('年检预约已取消', 'Booking cancelled'),
    },
  ],
});
