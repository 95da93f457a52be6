/**
 * Bills to clients (entities/bill): demand bills — their list, detail, export and states from the declaration, plus
 * what a declaration cannot say: the enterprise clients, the finished orders still to bill, creating a bill from
 * chosen orders (each order in one live bill at most), who did each step, and the export of a bill's lines; customer
 * bills and their items — a payment recorded (never above the balance) and the amounts and state that follow.
 */
import {
  ADJUSTMENT_RULES, BILL_COMPANY_OPTIONS, customerBill, customerBillItem, CUSTOMER_OPTIONS, PAY_METHOD_OPTIONS, paymentProblem, BILLABLE_ORDERS, billProblem, billTotals, CREATE_DEMAND_BILL, DEMAND_BILL_PERMISSIONS, demandBill,
  EXPORT_DEMAND_BILL_LINES, NO_ORDERS_CHOSEN, REMARK_MAX, TAX_RATE_OPTIONS,
} from '@/entities/bill';
import { fieldValidators } from '@/entities/define';
import { data } from '../db';
import { ownClientScope } from '../departments';
import { billChoice } from '../finance';
import { companyChoices } from '../fleet';
import { declared, entityCall, entityHandlers, insertRow, nextDocumentNumber, notAnOption, xlsxFile } from '../entities';
import { found, refuseField, refuseIf, zh } from '../errors';
import { billableLines as billableLinesOf, billLine, demandChoiceProblem, paidBill, type BillableLine } from '@/entities/bill';
import type { CustomerBill, DemandBill } from '../seeds/bills';
import { actorName, requirePermission } from '../access';
import type { Params } from '../params';
import { formatWallTime, nowWall } from '../time';

/** The enterprise clients (companies of type 4), by name. */
export const enterpriseClients = () => companyChoices((c) => c.companyType === 4);

/** Finished demand orders in no live bill (of a client and a month when given): the rule's, over the collections. */
export function billableLines(companyName?: string, billMonth?: string): BillableLine[] {
  return billableLinesOf(data().demandOrders, data().demandBill, data().levels, companyName, billMonth);
}

const field = (name: string) => demandBill.fields.find((f) => f.name === name)!;

/** An optional amount of the bill (other fees, discount): its field's rules (§5 amount, the cap), as the add screen's. */
function amountParam(p: Params, name: 'extraFeeAmount' | 'discountAmount'): string | undefined {
  const v = p.str(name);
  if (v === undefined) return undefined;
  for (const rule of [...fieldValidators(field(name)), ...ADJUSTMENT_RULES]) refuseIf(rule.check(v), name);
  return v;
}

/** Creates a demand bill from an enterprise's finished orders of a month: every rule refused with its message. */
export function createDemandBill(p: Params): DemandBill {
  const companyName = p.required('companyName', '请选择企业客户');
  if (!enterpriseClients().some((c) => c.value === companyName)) refuseField('companyName', notAnOption(field('companyName').label));
  const { billMonth, nos } = billChoice(p, 'demandOrderNos', zh(NO_ORDERS_CHOSEN));
  const taxRate = p.required('taxRate', '请选择税率');
  if (!TAX_RATE_OPTIONS.some((o) => o.value === taxRate)) refuseField('taxRate', notAnOption(field('taxRate').label));
  const extraFeeAmount = amountParam(p, 'extraFeeAmount');
  const discountAmount = amountParam(p, 'discountAmount');
  refuseIf(demandChoiceProblem(nos, data().demandOrders, data().demandBill, companyName, billMonth), 'demandOrderNos');
  const lines = nos.map((no) => billLine(data().demandOrders.find((o) => o.demandOrderNo === no)!, data().levels));
  const totals = billTotals({ lineAmounts: lines.map((l) => l.orderAmount), extraFeeAmount, discountAmount, taxRate });
  refuseIf(billProblem(totals), 'discountAmount');
  const remark = p.str('remark') ?? '';
  if (remark.length > REMARK_MAX) refuseField('remark', `备注不能超过${REMARK_MAX}个字`);
  // Numbered in the bill's month above every number of the kind (issue 30: never another client's bill's number).
  return insertRow(BILL_ENTITIES.demandBill, {
    billNo: nextDocumentNumber(demandBill, billMonth), companyName, billMonth, billStatus: 1, orderCount: lines.length,
    ...totals, taxRate: String(totals.taxRate), lines, remark, createBy: actorName(), createTime: formatWallTime(nowWall()),
  }) as unknown as DemandBill;
}

/** Who did a step, by transition: kept beside the time the declaration stamps. */
const ACTOR_FIELD = { confirm: 'confirmBy', invoice: 'invoiceBy', settle: 'settleBy', void: 'voidBy' } as const;

/** A payment recorded on a customer bill: kept in its payments, the amounts and the state following (paidBill, exact). */
function recordPayment(row: Record<string, unknown>): void {
  const bill = row as unknown as CustomerBill & Record<string, unknown>;
  const method = PAY_METHOD_OPTIONS.find((o) => o.value === String(bill.payMethod));
  const now = formatWallTime(nowWall());
  const payment = {
    payTime: now, payAmount: Number(bill.payAmount), payMethodName: method ? zh(method.label) : '',
    payerAccount: String(bill.payerAccount ?? ''), recordBy: actorName(), payRemark: String(bill.payRemark ?? ''),
  };
  // The dialog's values live in the payment, not on the bill.
  for (const name of ['payAmount', 'payMethod', 'payerAccount', 'payRemark']) delete bill[name];
  Object.assign(bill, paidBill(bill, payment, now));
}

// Their clients' options are served below, for whoever may read the bills (each list's code).
export const BILL_ENTITIES = {
  demandBill: declared(demandBill, {
    collection: 'demandBill',
    options: { [BILL_COMPANY_OPTIONS]: enterpriseClients },
    effects: Object.fromEntries(Object.entries(ACTOR_FIELD).map(([key, name]) => [key, (row: Record<string, unknown>) => void (row[name] = actorName())])),
  }),
  customerBill: declared(customerBill, {
    collection: 'customerBillSec',
    options: { [CUSTOMER_OPTIONS]: enterpriseClients },
    // An enterprise client's account granted the list sees its own bills only (as its rental orders, ./backOrder.ts).
    scope: ownClientScope('customerName'),
    // Not above what is left to receive: refused before anything changes.
    checks: { payment: (row, values) => refuseIf(paymentProblem(values.payAmount as number, row.balanceAmount as number), 'payAmount') },
    effects: { payment: recordPayment },
  }),
  customerBillItem: declared(customerBillItem, { collection: 'customerBillDetailes' }),
};

/** A bill's lines as an xlsx file (§7 export helper), with the columns the detail shows. */
function exportLines(p: Params): Promise<Response> {
  requirePermission(DEMAND_BILL_PERMISSIONS.export);
  const id = p.required('billId', '缺少参数 billId');
  const bill = found(data().demandBill.find((b) => String(b.billId) === id));
  const labels = demandBill.children![0]!.fields;
  const lines = bill.lines.map((l) => Object.fromEntries(labels.map((f) => [zh(f.label), (l as unknown as Record<string, unknown>)[f.name]])));
  return xlsxFile(lines, bill.billNo, {}, labels.filter((f) => f.type === 'money').map((f) => zh(f.label)));
}

export const billHandlers = [
  ...Object.values(BILL_ENTITIES).flatMap((def) => entityHandlers(def)),
  entityCall('GET', CUSTOMER_OPTIONS, customerBill, null, enterpriseClients),
  entityCall('GET', BILL_COMPANY_OPTIONS, demandBill, null, enterpriseClients),
  entityCall('GET', BILLABLE_ORDERS, demandBill, null, (p) => billableLines(p.str('companyName'), p.str('billMonth'))),
  entityCall('POST', CREATE_DEMAND_BILL, demandBill, DEMAND_BILL_PERMISSIONS.add, createDemandBill),
  entityCall('POST', EXPORT_DEMAND_BILL_LINES, demandBill, null, exportLines),
];
