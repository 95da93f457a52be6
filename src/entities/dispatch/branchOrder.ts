/**
 * A branch company's order (§2 /branchOrder, the dashboard's delivery and return to-dos): confirmed before
 * delivery, a vehicle and driver sent (派车: a dialog on its row or its detail; /branchOrderDispatchBefore opens the
 * order by its id with that dialog open), delivered, its return confirmed, and its completion data sent back. Its
 * detail (/branchOrderDetailed) loads it by its id.
 *
 * 派车 chooses a vehicle of the fleet (../admin/vehicle.ts) and one of our drivers (../admin/driver.ts) among those the
 * dispatch centre's rule offers for the order (../admin/dispatchFree.ts `branchOrderNeeds`): of the order's city, the
 * vehicle free over its whole period, the driver free for the delivery and licensed for the vehicle. The choices come
 * from the backend for this order (`rowParam`); one the rule refuses is offered greyed with its reason, and the backend
 * refuses it with the same words, naming the field. The order then holds the vehicle (carId, plate) and the driver
 * (driverId, driverName).
 */
import { bi as t, type Bilingual } from '@/i18n';
import { createdRange, createTime, openById, yesNo } from '../common';
import { DISPATCH_REFUSALS } from '../admin/dispatchRequest';
import { defineEntity, type Transition } from '../define';
import { SAMPLES } from '../sample';

/** The vehicles a branch order may be sent (`?orderId=`), and the drivers who may deliver it in one (`&carId=`). */
export const BRANCH_ORDER_CAR_OPTIONS = '/api/lingsan/branchOrder/carOptions';
export const BRANCH_ORDER_DRIVER_OPTIONS = '/api/lingsan/branchOrder/driverOptions';

const step = (key: string, label: Bilingual, from: number, to: number | undefined, confirm: Bilingual, done: Bilingual, refusal: Bilingual, more: Partial<Transition> = {}): Transition => ({
  key, label, permission: 'branchOrder:confirm', from: [from], to, confirm, done, refusal, ...more,
});

export const branchOrder = defineEntity({
  id: 'branchOrder',
  title: t('分公司订单', 'Branch orders'),
  rowKey: 'orderId',
  base: '/api/lingsan/branchOrder',
  ops: { export: t('分公司订单', 'Branch orders') },
  screens: { list: '/branchOrder', detail: '/branchOrderDetailed' },
  status: { field: 'orderStatus', name: 'orderStatusName' },
  // The order of the work (../urgency.ts): open until completed or cancelled (and after it while its data is to be sent
  // back); waiting until delivered (overdue once its start has passed); overdue while renting past its end.
  work: { state: 'orderStatus', open: [1, 4, 5, 6, 7, 9], waiting: [1, 4, 5, 6], pending: 'completedAndToDoItems', start: 'startTime', due: { field: 'endTime', states: [7] } },
  fields: [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'orderStatus', type: 'enum', dict: 'branch_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'orderType', type: 'enum', dict: 'branch_order_type', label: t('订单类型', 'Order type'), filter: true, column: true },
    yesNo('dispatchingFlag', t('交车中', 'Being delivered')),
    yesNo('returnedFlag', t('已还车', 'Returned')),
    yesNo('completedAndToDoItems', t('待回传数据', 'Data to send back')),
    { name: 'branchCompanyName', type: 'text', label: t('分公司', 'Branch'), filter: true, column: true },
    { name: 'customerName', type: 'text', label: t('客户', 'Customer'), filter: true, column: true, sample: SAMPLES.personName },
    { name: 'customerPhone', type: 'mobile', label: t('客户电话', 'Customer phone'), column: true },
    { name: 'cityName', type: 'text', label: t('城市', 'City'), column: true },
    { name: 'carId', type: 'number', label: t('车辆ID', 'Vehicle id'), detail: false, later: true },
    { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'driverId', type: 'number', label: t('司机ID', 'Driver id'), detail: false, later: true },
    { name: 'driverName', type: 'text', label: t('送车司机', 'Driver'), detail: true, later: true },
    { name: 'startTime', type: 'datetime', label: t('开始时间', 'Start'), column: true },
    { name: 'endTime', type: 'datetime', label: t('结束时间', 'End'), column: true },
    createTime,
    createdRange,
  ],
  search: { fields: ['orderNo'], detail: ['customerName', 'plate'] },
  links: [openById('detail', t('详情', 'Details'), '/branchOrderDetailed', 'orderId')],
  transitions: [
    step('confirm', t('确认', 'Confirm'), 1, 5, t('确认该订单可以交车吗？', 'Confirm this order is ready for delivery?'), t('订单已确认，等待交车', 'Confirmed, awaiting delivery'),
      t('该订单不是交车前确认状态', 'The order is not awaiting confirmation before delivery')),
    step('resubmit', t('重新提交', 'Resubmit'), 4, 1, t('重新提交该订单的交车前审核吗？', 'Resubmit this order for the pre-delivery review?'), t('已重新提交', 'Resubmitted'),
      t('该订单不是交车前审核驳回状态', 'The order’s pre-delivery review was not rejected')),
    {
      key: 'dispatch', label: t('派车', 'Send vehicle'), permission: 'branchOrder:dispatch', from: [5], to: 6, set: { dispatchingFlag: 1 },
      refusal: t('该订单不是待交车状态，不能派车', 'Only an order awaiting delivery can be sent a vehicle'),
      route: '/branchOrderDispatchBefore',
      // Whom the vehicle is sent to, where and when.
      shows: ['customerName', 'customerPhone', 'cityName', 'startTime', 'endTime'],
      // Chosen among the vehicles and drivers the backend offers for this order (see the header).
      fields: [
        { name: 'carId', label: t('车辆', 'Vehicle'), type: 'reference', optionsPath: BRANCH_ORDER_CAR_OPTIONS, rowParam: 'orderId', required: DISPATCH_REFUSALS.carRequired },
        {
          name: 'driverId', label: t('送车司机', 'Driver'), type: 'reference', optionsPath: BRANCH_ORDER_DRIVER_OPTIONS, rowParam: 'orderId', required: DISPATCH_REFUSALS.driverRequired,
          dependsOn: { field: 'carId', refusal: DISPATCH_REFUSALS.driverOtherCity },
        },
      ],
      done: t('派车成功', 'Vehicle sent'),
    },
    step('deliver', t('确认交车', 'Delivered'), 6, 7, t('确认车辆已交给客户吗？', 'Confirm the vehicle was handed over?'), t('已交车', 'Delivered'),
      t('该订单不是交车中状态', 'The order is not being delivered'), { set: { dispatchingFlag: 0 } }),
    step('confirmReturn', t('确认还车', 'Confirm return'), 9, 11, t('确认客户已还车吗？', 'Confirm the vehicle was returned?'), t('已确认还车', 'Return confirmed'),
      t('该订单不是还车待确认状态', 'The order’s return is not awaiting confirmation'), { set: { returnedFlag: 0, completedAndToDoItems: 1 } }),
    step('callBack', t('回传数据', 'Send back data'), 11, undefined, t('回传该订单的完成数据吗？', 'Send back this order’s completion data?'), t('数据已回传', 'Data sent back'),
      t('该订单没有待回传的数据', 'The order has no data to send back'), { also: { completedAndToDoItems: [1] }, set: { completedAndToDoItems: 0 } }),
  ],
});
