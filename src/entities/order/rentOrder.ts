/**
 * The rental orders (§1 short-term and package rentals; §2 /RentOrderManage, where a staff-created order lands, §4),
 * worked from booking to refund (issue [P]): 待支付 → 待取车 → 用车中 → 待结算 → 已完成, or 已取消 before pick-up
 * (./lifecycle.ts: the states, which step each allows; ./settlement.ts: what each step charges). The create-order
 * flow (features/rentOrder) makes them; each later step is a transition of this declaration, refused by the backend
 * with the same rule the screen offers it by. Console-defined calls under /api/backOrder/rentOrder (docs/api.md).
 *
 * `/OrderList` lists the same collection to an enterprise account (its own staff's orders: the backend's scope by
 * `companyName`, the booker's enterprise; not a role's data scope, which reads the provider's own company tree), and `/OrderDetail` is the one detail of an order for every audience.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { openById } from '../common';
import { defineEntity, type ActionField, type EnumOption } from '../define';
import { peccancy } from '../admin/peccancy';
import { refund } from './refund';
import { FEE_NAME_OPTIONS } from './fees';
import { ORDER_STEPS, RENT_ORDER_STATE } from './lifecycle';
import { cancelPreview, extendPreview, payPreview, returnPreview, settlePreview } from './preview';

const BASE = '/api/backOrder/rentOrder';

/** The cars a pick-up or a change of car may hand over: free over the order's period, nothing blocking them. */
export const RENT_ORDER_CAR_OPTIONS = `${BASE}/carOptions`;

/** §3 payment methods. */
export const PAY_METHOD_OPTIONS = [
  { value: 'online_fully_pay', label: t('线上全额支付', 'Online, in full') },
  { value: 'online_partly_yufu_pay', label: t('线上预付', 'Online, prepaid') },
  { value: 'goto_store_pay', label: t('到店支付', 'Pay at store') },
] as const satisfies readonly EnumOption[];

/** §3 order product types. */
export const ORDER_PROD_TYPE_OPTIONS = [
  { value: 'D', label: t('日租', 'Daily') },
  { value: 'G', label: t('工作日套餐', 'Workday package') },
  { value: 'W', label: t('周租', 'Weekly') },
  { value: 'M', label: t('月租', 'Monthly') },
] as const satisfies readonly EnumOption[];

/** The violation deposit's states (dictionary violation_deposit_state): held after the return for the holding period, then refunded or deducted. */
export const VIOLATION_DEPOSIT_STATE = { none: 0, held: 1, refunded: 2, deducted: 3 } as const;

const S = RENT_ORDER_STATE;

/** The violation list's filter for an order: its car, from the day it was picked up (else booked) to the day it came back (else is due). */
function rentalViolations(row: Readonly<Record<string, unknown>>): Record<string, string> {
  const day = (a: unknown, b: unknown) => String(a || b || '').slice(0, 10);
  return { carId: String(row.carId ?? ''), beginTime: day(row.pickUpTime, row.bookingGaincarTime), endTime: day(row.returnTime, row.bookingBackcarTime) };
}

/**
 * A fee line (the booking's §3 basicFees and optional fees, an extension's, the fees added at return): its name, never
 * its code, is shown, in the console's language (the fee names' dictionary, ./fees).
 */
const feeFields = [
  { name: 'priceCode', type: 'text', label: t('费用编码', 'Fee code'), detail: false },
  { name: 'priceName', type: 'enum', options: FEE_NAME_OPTIONS, label: t('费用项', 'Fee') },
  { name: 'amount', type: 'money', label: t('金额（元）', 'Amount (CNY)') },
] as const;

const levelRange = numberRange({ min: 0, max: 100 });
const mileageRange = numberRange({ min: 0, max: 9_999_999 });

/** §3 pay method 0–5 of a payment or a deposit. */
const payChannel = (name: string, label = t('支付方式', 'Pay method')): ActionField => ({
  name, type: 'enum', dict: 'pay_method', label, required: t('请选择支付方式', 'Choose the pay method'),
});

/**
 * The car handed over (at pick-up) or swapped in (changing car): a free car of THIS order's level at its store over its
 * period (asked with the row's orderNo); a blocked car is offered greyed, naming its blocker, and refused with it.
 */
const carChoice = (label: ReturnType<typeof t>): ActionField => ({
  name: 'carId', type: 'reference', optionsPath: RENT_ORDER_CAR_OPTIONS, rowParam: 'orderNo', display: 'plate', label,
  required: t('请选择车辆', 'Choose the car'),
});

/** What is read of the car at a handover (pick-up or return): odometer, fuel or charge level, photos, damage marks. */
const reading = (at: 'pickUp' | 'return'): ActionField[] => {
  const zh = at === 'pickUp' ? '取车' : '还车';
  const en = at === 'pickUp' ? 'pick-up' : 'return';
  return [
    { name: `${at}Mileage`, type: 'number', label: t(`${zh}里程（km）`, `Odometer at ${en} (km)`), required: t(`请填写${zh}里程`, `Enter the odometer at ${en}`), validators: [mileageRange] },
    { name: `${at}Level`, type: 'percent', label: t(`${zh}油量/电量（%）`, `Fuel or charge at ${en} (%)`), required: t(`请填写${zh}油量/电量`, `Enter the fuel or charge level at ${en}`), validators: [levelRange] },
    { name: `${at}Photo`, type: 'image', label: t(`${zh}照片`, `Photo at ${en}`), required: t(`请上传${zh}照片`, `Upload a photo at ${en}`) },
    { name: `${at}Damage`, type: 'damageMarks', label: t(`${zh}车损标记`, `Damage marks at ${en}`) },
  ];
};

export const rentOrder = defineEntity({
  id: 'RentOrderManage',
  title: t('短租订单', 'Rental orders'),
  rowKey: 'orderNo',
  base: BASE,
  exportPermission: 'rentOrder:export',
  endpoints: { list: { path: '/api/backOrder/rentOrderList.json' } },
  screens: { list: '/RentOrderManage', alsoListed: ['/OrderList'], detail: '/OrderDetail' },
  status: { field: 'orderStatus', name: 'orderStatusName' },
  timeField: 'bookingGaincarTime',
  // The order of the work (../urgency.ts): open until completed or cancelled; waiting for its pick-up (overdue once the
  // booked pick-up has passed) until picked up; overdue in use once the booked return has passed. The nearest pick-up first.
  work: { state: 'orderStatus', open: [5, 10, 20, 30], waiting: [5, 10], start: 'bookingGaincarTime', due: { field: 'bookingBackcarTime', states: [20] } },
  sections: [
    { key: 'order', title: t('订单信息', 'Order') },
    { key: 'car', title: t('车辆与门店', 'Car and stores') },
    { key: 'fees', title: t('费用', 'Fees') },
    { key: 'pickUp', title: t('取车', 'Pick-up') },
    { key: 'return', title: t('还车与结算', 'Return and settlement') },
    { key: 'cancel', title: t('取消', 'Cancellation') },
  ],
  fields: [
    { name: 'orderNo', type: 'text', match: 'exact', label: t('订单号', 'Order no.'), filter: true, column: { width: 190 } },
    { name: 'orderStatus', type: 'enum', dict: 'rent_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'orderProdType', type: 'enum', options: ORDER_PROD_TYPE_OPTIONS, label: t('产品类型', 'Product'), filter: true, column: true },
    { name: 'bookingUserNamePrefix', type: 'text', match: 'prefix', of: 'bookingUserName', label: t('预订人姓名', 'Booker name starts with'), filter: true },
    { name: 'bookingUserName', type: 'text', label: t('预订人', 'Booker'), column: true },
    { name: 'bookingUserPhone', type: 'text', match: 'exact', label: t('预订人手机号', 'Booker phone'), filter: true, column: true },
    { name: 'companyName', type: 'text', label: t('所属企业', 'Enterprise'), detail: true },
    { name: 'carId', type: 'number', label: t('车辆ID', 'Car id') },
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), filter: true, column: true, section: 'car' },
    { name: 'levelName', type: 'text', label: t('车型级别', 'Car level'), column: true, section: 'car' },
    { name: 'modelName', type: 'text', label: t('车型', 'Model'), column: true, section: 'car' },
    { name: 'bookingGaincarCityId', type: 'city', display: 'bookingGaincarCityName', label: t('取车城市', 'Pick-up city'), filter: true, section: 'car', detail: true },
    { name: 'bookingGaincarStoreId', type: 'store', city: 'bookingGaincarCityId', display: 'bookingGaincarStoreName', label: t('取车门店', 'Pick-up store'), filter: true, column: true, section: 'car' },
    { name: 'bookingBackcarCityId', type: 'city', display: 'bookingBackcarCityName', label: t('还车城市', 'Return city'), filter: true, section: 'car', detail: true },
    { name: 'bookingBackcarStoreId', type: 'store', city: 'bookingBackcarCityId', display: 'bookingBackcarStoreName', label: t('还车门店', 'Return store'), filter: true, column: true, section: 'car' },
    { name: 'pickUpRange', type: 'dateRange', label: t('取车时间', 'Pick-up period'), filter: true },
    // The day the car is due back (the home page's returns of today open the list filtered by it).
    { name: 'returnDay', type: 'date', of: 'bookingBackcarTime', label: t('还车日期', 'Return day'), filter: true },
    { name: 'bookingGaincarTime', type: 'datetime', label: t('取车时间', 'Pick-up time'), column: { width: 170 }, sortable: true },
    { name: 'bookingBackcarTime', type: 'datetime', label: t('还车时间', 'Return time'), column: { width: 170 } },
    { name: 'dayCount', type: 'number', label: t('租期（天）', 'Days'), column: true },
    { name: 'payMethodCode', type: 'enum', options: PAY_METHOD_OPTIONS, label: t('支付方式', 'Payment'), filter: true, column: true },
    { name: 'payDeadline', type: 'datetime', label: t('支付截止时间', 'Pay by'), detail: true, later: true },
    // The level's daily price as booked: overtime, extensions and the cancellation fee are priced by it.
    { name: 'dailyPrice', type: 'money', label: t('日租价（元）', 'Daily price (CNY)'), section: 'fees', detail: true },
    { name: 'orderTotalAmt', type: 'money', label: t('订单总额（元）', 'Total (CNY)'), column: true, section: 'fees' },
    { name: 'couponDeductAmt', type: 'money', label: t('优惠（元）', 'Coupon (CNY)'), column: true, section: 'fees' },
    { name: 'orderPayAmt', type: 'money', label: t('应付（元）', 'To pay (CNY)'), column: true, section: 'fees' },
    { name: 'paidAmt', type: 'money', label: t('已付（元）', 'Paid (CNY)'), column: true, section: 'fees' },
    { name: 'payChannel', type: 'enum', dict: 'pay_method', label: t('付款方式', 'Paid by'), section: 'fees', detail: true, later: true },
    { name: 'payTime', type: 'datetime', label: t('付款时间', 'Paid on'), section: 'fees', detail: true, later: true },
    // Pick-up: who handed the car over, what was read of it, the deposits taken.
    { name: 'pickUpTime', type: 'datetime', label: t('实际取车时间', 'Picked up on'), section: 'pickUp', detail: true, later: true },
    { name: 'pickUpBy', type: 'text', label: t('交车人', 'Handed over by'), section: 'pickUp', detail: true, later: true },
    { name: 'pickUpMileage', type: 'number', label: t('取车里程（km）', 'Odometer at pick-up (km)'), section: 'pickUp', detail: true, later: true },
    { name: 'pickUpLevel', type: 'percent', label: t('取车油量/电量（%）', 'Fuel or charge at pick-up (%)'), section: 'pickUp', detail: true, later: true },
    { name: 'pickUpPhoto', type: 'image', label: t('取车照片', 'Photo at pick-up'), section: 'pickUp', detail: true, later: true },
    { name: 'pickUpDamage', type: 'damageMarks', label: t('取车车损标记', 'Damage marks at pick-up'), section: 'pickUp', detail: true, later: true },
    { name: 'signed', type: 'switch', label: t('客户已签字确认', 'Signed by the customer'), section: 'pickUp', detail: true, later: true },
    // The car's energy and its tank or battery, as handed over: the fuel or charge shortfall at return is priced by them.
    { name: 'energyType', type: 'enum', dict: 'energy_type', label: t('能源类型', 'Energy'), section: 'pickUp', detail: true, later: true },
    { name: 'energyCapacity', type: 'decimal', label: t('油箱/电池容量（L/kWh）', 'Tank or battery (L/kWh)'), section: 'pickUp', detail: true, later: true },
    { name: 'vehicleDeposit', type: 'money', label: t('车辆押金（元）', 'Vehicle deposit (CNY)'), section: 'pickUp', detail: true, later: true },
    { name: 'violationDeposit', type: 'money', label: t('违章押金（元）', 'Violation deposit (CNY)'), section: 'pickUp', detail: true, later: true },
    { name: 'depositPayChannel', type: 'enum', dict: 'pay_method', label: t('押金支付方式', 'Deposit paid by'), section: 'pickUp', detail: true, later: true },
    { name: 'changeReason', type: 'textarea', label: t('换车原因', 'Reason for the change of car'), section: 'pickUp', detail: true, later: true },
    // Return and settlement.
    { name: 'returnTime', type: 'datetime', label: t('实际还车时间', 'Returned on'), section: 'return', detail: true, later: true },
    { name: 'returnBy', type: 'text', label: t('收车人', 'Received by'), section: 'return', detail: true, later: true },
    { name: 'returnCityId', type: 'city', display: 'returnCityName', label: t('实际还车城市', 'Returned in'), section: 'return', detail: true, later: true },
    { name: 'returnStoreId', type: 'store', city: 'returnCityId', display: 'returnStoreName', label: t('实际还车门店', 'Returned at'), section: 'return', detail: true, later: true },
    { name: 'returnMileage', type: 'number', label: t('还车里程（km）', 'Odometer at return (km)'), section: 'return', detail: true, later: true },
    { name: 'returnLevel', type: 'percent', label: t('还车油量/电量（%）', 'Fuel or charge at return (%)'), section: 'return', detail: true, later: true },
    { name: 'returnPhoto', type: 'image', label: t('还车照片', 'Photo at return'), section: 'return', detail: true, later: true },
    { name: 'returnDamage', type: 'damageMarks', label: t('还车车损标记', 'Damage marks at return'), section: 'return', detail: true, later: true },
    { name: 'damageAmt', type: 'money', label: t('车损定损（元）', 'Damage assessed (CNY)'), section: 'return', detail: true, later: true },
    { name: 'addedAmt', type: 'money', label: t('还车加收（元）', 'Added at return (CNY)'), section: 'return', detail: true, later: true },
    { name: 'finalDueAmt', type: 'money', label: t('结算应收（元）', 'Due at settlement (CNY)'), section: 'return', detail: true, later: true },
    { name: 'toPayAmt', type: 'money', label: t('待补缴（元）', 'Still to pay (CNY)'), section: 'return', detail: true, later: true },
    { name: 'toRefundAmt', type: 'money', label: t('应退（元）', 'To refund (CNY)'), section: 'return', detail: true, later: true },
    { name: 'settleTime', type: 'datetime', label: t('结算时间', 'Settled on'), section: 'return', detail: true, later: true },
    { name: 'settledBy', type: 'text', label: t('结算人', 'Settled by'), section: 'return', detail: true, later: true },
    { name: 'violationDepositState', type: 'enum', dict: 'violation_deposit_state', label: t('违章押金状态', 'Violation deposit'), section: 'return', detail: true, later: true },
    { name: 'violationDepositRelease', type: 'date', label: t('违章押金退还日', 'Violation deposit released on'), section: 'return', detail: true, later: true },
    // Cancellation.
    { name: 'cancelTime', type: 'datetime', label: t('取消时间', 'Cancelled on'), section: 'cancel', detail: true, later: true },
    { name: 'cancelBy', type: 'text', label: t('取消人', 'Cancelled by'), section: 'cancel', detail: true, later: true },
    { name: 'cancelReason', type: 'textarea', label: t('取消原因', 'Reason'), section: 'cancel', detail: true, later: true },
    { name: 'cancelFee', type: 'money', label: t('取消费（元）', 'Cancellation fee (CNY)'), section: 'cancel', detail: true, later: true },
    { name: 'createTime', type: 'datetime', label: t('下单时间', 'Created'), column: { width: 170 }, sortable: true },
    { name: 'createdBy', type: 'text', label: t('下单人', 'Created by'), column: true },
  ],
  children: [
    { name: 'priceDetails', label: t('预订费用明细', 'Booked fees'), section: 'fees', summary: ['amount'], fields: feeFields },
    { name: 'addedFees', label: t('还车加收明细', 'Fees added at return'), section: 'return', summary: ['amount'], fields: feeFields },
  ],
  search: { fields: ['orderNo', 'plate', 'bookingUserPhone'], detail: ['bookingUserName', 'modelName'] },
  recordLabel: 'orderNo',
  links: [openById('detail', t('详情', 'Details'), '/OrderDetail', 'orderNo'), openById('car', t('订单车辆', 'Order car'), '/orderCarDetail', 'orderNo')],
  transitions: [
    {
      key: 'pay', label: t('确认收款', 'Record payment'), permission: 'rentOrder:pay', from: ORDER_STEPS.pay.from, to: ORDER_STEPS.pay.to, stamp: 'payTime',
      refusal: ORDER_STEPS.pay.refusal, fields: [payChannel('payChannel')], preview: payPreview, done: t('已收款，订单待取车', 'Paid: the order awaits pick-up'),
    },
    {
      key: 'cancel', label: t('取消订单', 'Cancel order'), permission: 'rentOrder:cancel', danger: true, from: ORDER_STEPS.cancel.from, to: ORDER_STEPS.cancel.to, stamp: 'cancelTime',
      refusal: ORDER_STEPS.cancel.refusal,
      confirm: t('取消后车辆和优惠券将被释放；已付款的订单按取车前剩余时间收取取消费，其余原路退回。', 'The car and the coupon are released; a paid order is charged the cancellation fee by the time left before pick-up and refunded the rest.'),
      fields: [{ name: 'cancelReason', type: 'textarea', label: t('取消原因', 'Reason'), required: t('请填写取消原因', 'Enter the reason'), validators: [isNotOnlySpaces, isEmojiFree] }],
      preview: cancelPreview,
      done: t('订单已取消', 'Order cancelled'),
    },
    {
      key: 'pickUp', label: t('取车', 'Hand over'), permission: 'rentOrder:pickUp', from: ORDER_STEPS.pickUp.from, to: ORDER_STEPS.pickUp.to, stamp: 'pickUpTime',
      refusal: ORDER_STEPS.pickUp.refusal,
      fields: [
        carChoice(t('交车车辆', 'Car handed over')),
        ...reading('pickUp'),
        { name: 'vehicleDeposit', type: 'money', label: t('车辆押金（元）', 'Vehicle deposit (CNY)'), required: t('请填写车辆押金', 'Enter the vehicle deposit') },
        { name: 'violationDeposit', type: 'money', label: t('违章押金（元）', 'Violation deposit (CNY)'), required: t('请填写违章押金', 'Enter the violation deposit') },
        payChannel('depositPayChannel', t('押金支付方式', 'Deposit paid by')),
        { name: 'signed', type: 'switch', label: t('客户已签字确认车况', 'The customer signed the condition report'), required: t('请确认客户已签字', 'Confirm the customer signed') },
      ],
      done: t('已交车，订单用车中', 'Handed over: the order is in use'),
    },
    {
      key: 'extend', label: t('续租', 'Extend'), permission: 'rentOrder:extend', from: ORDER_STEPS.extend.from, refusal: ORDER_STEPS.extend.refusal,
      fields: [{ name: 'extendDays', type: 'number', label: t('续租天数', 'Days more'), required: t('请填写续租天数', 'Enter the days'), validators: [numberRange({ min: 1, max: 90 })] }],
      preview: extendPreview,
      done: t('已续租', 'Extended'),
    },
    {
      key: 'changeCar', label: t('换车', 'Change car'), permission: 'rentOrder:changeCar', from: ORDER_STEPS.changeCar.from, refusal: ORDER_STEPS.changeCar.refusal,
      fields: [
        carChoice(t('换入车辆', 'Car swapped in')),
        { name: 'changeReason', type: 'textarea', label: t('换车原因', 'Reason'), required: t('请填写换车原因', 'Enter the reason'), validators: [isNotOnlySpaces, isEmojiFree] },
      ],
      done: t('已换车', 'Car changed'),
    },
    {
      key: 'return', label: t('还车', 'Take back'), permission: 'rentOrder:return', from: ORDER_STEPS.return.from, to: ORDER_STEPS.return.to, stamp: 'returnTime',
      refusal: ORDER_STEPS.return.refusal,
      fields: [
        { name: 'returnCityId', type: 'city', label: t('实际还车城市', 'Returned in'), required: t('请选择还车城市', 'Choose the city') },
        { name: 'returnStoreId', type: 'store', city: 'returnCityId', label: t('实际还车门店', 'Returned at'), required: t('请选择还车门店', 'Choose the store') },
        ...reading('return'),
        { name: 'damageAmt', type: 'money', label: t('车损定损（元）', 'Damage assessed (CNY)') },
      ],
      preview: returnPreview,
      done: t('已还车，订单待结算', 'Taken back: the order awaits settlement'),
    },
    {
      key: 'settle', label: t('结算', 'Settle'), permission: 'rentOrder:settle', from: ORDER_STEPS.settle.from, to: ORDER_STEPS.settle.to, stamp: 'settleTime',
      refusal: ORDER_STEPS.settle.refusal,
      fields: [payChannel('settlePayChannel', t('补缴/退款方式', 'Paid or refunded by'))],
      preview: settlePreview,
      done: t('已结算', 'Settled'),
    },
  ],
  related: [
    { key: 'refunds', title: t('退款明细', 'Refunds'), entity: refund, filter: (row) => ({ orderNo: String(row.orderNo ?? '') }) },
    // The violations of its car during the rental (they arrive later: the violation deposit is held for them).
    { key: 'violations', title: t('租期内违章', 'Violations during the rental'), entity: peccancy, filter: (row) => rentalViolations(row) },
  ],
});

/** The states an order holds its car in (awaiting payment or pick-up, renting): nothing else may have it over its period. */
export const ORDER_HOLDS_CAR: readonly number[] = [S.awaitingPayment, S.awaitingPickUp, S.renting];
