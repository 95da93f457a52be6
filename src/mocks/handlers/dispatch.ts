/**
 * The dispatcher's to-do lists (§2 dashboard targets): their endpoints and status transitions come from the
 * declarations in src/entities/dispatch (docs/api.md lists them). Each transition changes the stored row, so the
 * dashboard counts move with it.
 */
import { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder } from '@/entities/dispatch';
import { served } from '../entities';
import { NO_PENDING_CHANGE } from '@/entities/supplier/changeRules';
import { confirmPendingChange, pendingChange } from '../changes';
import { SUPPLIER_NAME_CHOICES } from '../supplierChoices';
import { data } from '../db';
import { disputedProblem } from '@/entities/finance';

/** The refusal of confirming an income bill with disputed lines, else null. */
function disputedGuard(bill: Readonly<Record<string, unknown>>): string | null {
  const problem = disputedProblem(data().incomeBillLines.filter((l) => l.billNo === bill.billNo));
  return problem && problem['zh-CN'];
}

/**
 * The dispatch dialogs' supplier is checked among the suppliers' names, as a saved reference is; they are served here
 * only (/DispatchCenter's designate and the expense bills ask the same path).
 */
const SUPPLIER_CHOICES = { options: SUPPLIER_NAME_CHOICES };

export const { handlers: dispatchHandlers } = served({
  demandOrders: [demandOrder, { collection: 'demandOrders', ...SUPPLIER_CHOICES }],
  // Confirming a change approves the order's change order awaiting audit (one rule with /changeCarOrder's approve).
  scatteredOrders: [scatteredOrder, {
    collection: 'scatteredOrders', ...SUPPLIER_CHOICES,
    guards: { confirmChange: (row) => (pendingChange(row.orderId) ? null : NO_PENDING_CHANGE) },
    effects: { confirmChange: confirmPendingChange },
  }],
  checkSheets: [checkSheet, { collection: 'checkSheets' }],
  // A bill whose check found disputed lines cannot be confirmed (it is rejected with them: /izuIncomeBillCheck).
  incomeBills: [incomeBill, { collection: 'incomeBills', guards: { confirm: disputedGuard } }],
  branchOrders: [branchOrder, { collection: 'branchOrders' }],
});
