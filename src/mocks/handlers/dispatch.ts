/**
 * The dispatcher's to-do lists (§2 dashboard targets) and the status transitions their rows take (§4 names the
 * statuses; the transitions are the console's, documented in docs/api.md). Each action changes the stored row,
 * so the dashboard counts move with it.
 */
import { refuse } from '../errors';
import { entityHandlers, type EntityDef } from '../entities';
import { endpoint } from '../respond';
import { AUDIT_STATUS, BILL_STATUS, BRANCH_STATUS, DEMAND_STATUS, SCATTERED_STATUS, SUPPLIERS } from '../seed';
import { formatWallTime, nowWall } from '../time';

type Row = Record<string, unknown>;

const is = (field: string, ...values: unknown[]) => (row: Row) => values.includes(row[field]);
const now = () => formatWallTime(nowWall());

function setStatus(row: Row, field: string, nameField: string, names: Record<number, string>, status: number): void {
  row[field] = status;
  row[nameField] = names[status] ?? '';
}

export const DISPATCH_ENTITIES = {
  demandOrders: {
    collection: 'demandOrders', base: '/api/lingsan/demandOrder', id: 'demandOrderId', timeField: 'createTime',
    like: ['demandOrderNo', 'companyName', 'contactName'], exportName: '需求订单',
    actions: {
      // 1 awaiting dispatch → 2 dispatched, to the chosen supplier.
      dispatch: {
        allowed: is('demandOrderStatusCode', 1), refusal: '该需求单不是待派单状态，不能派单',
        apply: (row, p) => {
          row.supplierName = p.required('supplierName', '请选择供应商');
          row.dispatchRemark = p.str('dispatchRemark') ?? '';
          row.dispatchTime = now();
          setStatus(row, 'demandOrderStatusCode', 'demandOrderStatusName', DEMAND_STATUS, 2);
        },
      },
      // 1 awaiting dispatch → 5 cancelled.
      cancel: {
        allowed: is('demandOrderStatusCode', 1), refusal: '该需求单不是待派单状态，不能取消',
        apply: (row, p) => {
          row.cancelReason = p.required('cancelReason', '请填写取消原因');
          setStatus(row, 'demandOrderStatusCode', 'demandOrderStatusName', DEMAND_STATUS, 5);
        },
      },
    },
  },
  scatteredOrders: {
    collection: 'scatteredOrders', base: '/api/lingsan/scatteredOrder', id: 'orderId', timeField: 'createTime',
    like: ['orderNo', 'customerName', 'plate', 'driverName'], exportName: '平台零散订单',
    actions: {
      // 2 dispatch returned → 3 dispatched again, to a supplier.
      redispatch: {
        allowed: is('orderStatus', 2), refusal: '该订单不是派单退回状态，不能重新派单',
        apply: (row, p) => {
          row.supplierName = p.required('supplierName', '请选择供应商');
          setStatus(row, 'orderStatus', 'orderStatusName', SCATTERED_STATUS, 3);
        },
      },
      // A pending vehicle/driver change is accepted: todoVehicle true → false, the new plate and driver kept.
      confirmChange: {
        allowed: is('todoVehicle', true), refusal: '该订单没有待处理的换车/换司机申请',
        apply: (row, p) => {
          row.plate = p.str('plate') ?? row.plate;
          row.driverName = p.str('driverName') ?? row.driverName;
          row.todoVehicle = false;
        },
      },
    },
  },
  checkSheets: {
    collection: 'checkSheets', base: '/api/lingsan/checkSheet', id: 'checkSheetId', timeField: 'createTime',
    like: ['checkSheetNo', 'orderNo', 'plate'], exportName: '验车单',
    actions: {
      // 1 pending review → 2 approved, or 3 rejected with a reason.
      audit: {
        allowed: is('auditStatus', 1), refusal: '该验车单不是待审核状态，不能审核',
        apply: (row, p) => {
          const result = p.required('auditResult', '请选择审核结果');
          if (result !== 'pass' && result !== 'reject') refuse('审核结果只能是通过或驳回');
          const remark = p.str('auditRemark');
          if (result === 'reject' && !remark) refuse('请填写驳回原因');
          row.auditRemark = remark ?? '';
          row.auditTime = now();
          setStatus(row, 'auditStatus', 'auditStatusName', AUDIT_STATUS, result === 'pass' ? 2 : 3);
        },
      },
    },
  },
  incomeBills: {
    collection: 'incomeBills', base: '/api/lingsan/incomeBill', id: 'billId', timeField: 'createTime',
    like: ['billNo', 'partnerName'], exportName: '收入账单',
    actions: {
      // 120 awaiting partner confirmation → 130 confirmed.
      confirm: {
        allowed: is('billStatus', 120), refusal: '该账单不是待合作方确认状态，不能确认',
        apply: (row) => {
          row.confirmTime = now();
          setStatus(row, 'billStatus', 'billStatusName', BILL_STATUS, 130);
        },
      },
      // 120 → 150 rejected, with a reason.
      reject: {
        allowed: is('billStatus', 120), refusal: '该账单不是待合作方确认状态，不能驳回',
        apply: (row, p) => {
          row.rejectReason = p.required('rejectReason', '请填写驳回原因');
          setStatus(row, 'billStatus', 'billStatusName', BILL_STATUS, 150);
        },
      },
    },
  },
  branchOrders: {
    collection: 'branchOrders', base: '/api/lingsan/branchOrder', id: 'orderId', timeField: 'createTime',
    like: ['orderNo', 'customerName', 'customerPhone', 'plate'], exportName: '分公司订单',
    actions: {
      // 1 confirm before delivery → 5 awaiting delivery.
      confirm: {
        allowed: is('orderStatus', 1), refusal: '该订单不是交车前确认状态',
        apply: (row) => setStatus(row, 'orderStatus', 'orderStatusName', BRANCH_STATUS, 5),
      },
      // 4 review rejected → 1 confirm before delivery (resubmitted for review).
      resubmit: {
        allowed: is('orderStatus', 4), refusal: '该订单不是交车前审核驳回状态',
        apply: (row) => setStatus(row, 'orderStatus', 'orderStatusName', BRANCH_STATUS, 1),
      },
      // 5 awaiting delivery → 6 being delivered (dispatchingFlag 1), with the vehicle and driver sent.
      dispatch: {
        allowed: is('orderStatus', 5), refusal: '该订单不是待交车状态，不能派车',
        apply: (row, p) => {
          row.plate = p.required('plate', '请填写车牌号');
          row.driverName = p.required('driverName', '请填写送车司机');
          row.dispatchingFlag = 1;
          setStatus(row, 'orderStatus', 'orderStatusName', BRANCH_STATUS, 6);
        },
      },
      // 6 being delivered → 7 renting.
      deliver: {
        allowed: is('orderStatus', 6), refusal: '该订单不是交车中状态',
        apply: (row) => {
          row.dispatchingFlag = 0;
          setStatus(row, 'orderStatus', 'orderStatusName', BRANCH_STATUS, 7);
        },
      },
      // 9 returned awaiting confirmation → 11 completed, with data to send back.
      confirmReturn: {
        allowed: is('orderStatus', 9), refusal: '该订单不是还车待确认状态',
        apply: (row) => {
          row.returnedFlag = 0;
          row.completedAndToDoItems = 1;
          setStatus(row, 'orderStatus', 'orderStatusName', BRANCH_STATUS, 11);
        },
      },
      // 11 completed with data to send back → sent (completedAndToDoItems 0).
      callBack: {
        allowed: (row) => row.orderStatus === 11 && row.completedAndToDoItems === 1, refusal: '该订单没有待回传的数据',
        apply: (row) => {
          row.completedAndToDoItems = 0;
        },
      },
    },
  },
} as const satisfies Record<string, EntityDef>;

export const dispatchHandlers = [
  ...Object.values(DISPATCH_ENTITIES).flatMap((def) => entityHandlers(def)),
  // The suppliers a demand or platform order can be dispatched to.
  endpoint('GET', '/api/lingsan/supplier/options', () => SUPPLIERS.map((name) => ({ value: name, label: name }))),
];
