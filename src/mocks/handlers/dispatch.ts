/**
 * The dispatcher's to-do lists (§2 dashboard targets): their endpoints and status transitions come from the
 * declarations in src/entities/dispatch (docs/api.md lists them). Each transition changes the stored row, so the
 * dashboard counts move with it.
 */
import { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder, SUPPLIER_OPTIONS } from '@/entities/dispatch';
import { declared, entityHandlers } from '../entities';
import { NO_PENDING_CHANGE } from '@/entities/supplier/changeRules';
import { confirmPendingChange, pendingChange } from '../changes';
import { endpoint } from '../respond';
import { SUPPLIERS } from '../seeds/company';
import { data } from '../db';
import { disputedProblem } from '@/entities/finance';

/** The refusal of confirming an income bill with disputed lines, else null. */
function disputedGuard(bill: Readonly<Record<string, unknown>>): string | null {
  const problem = disputedProblem(data().incomeBillLines.filter((l) => l.billNo === bill.billNo));
  return problem && problem['zh-CN'];
}

/** The suppliers a demand or platform order can be dispatched to (the dispatch dialog's choices). */
const supplierOptions = () => SUPPLIERS.map((name) => ({ value: name, label: name }));
/** The dispatch dialogs' supplier is checked among them, as a saved reference is. */
const SUPPLIER_CHOICES = { options: { [SUPPLIER_OPTIONS]: supplierOptions } };

export const DISPATCH_ENTITIES = {
  demandOrders: declared(demandOrder, { collection: 'demandOrders', ...SUPPLIER_CHOICES }),
  // Confirming a change approves the order's change order awaiting audit (one rule with /changeCarOrder's approve).
  scatteredOrders: declared(scatteredOrder, {
    collection: 'scatteredOrders', ...SUPPLIER_CHOICES,
    guards: { confirmChange: (row) => (pendingChange(row.orderId) ? null : NO_PENDING_CHANGE['zh-CN']) },
    effects: { confirmChange: confirmPendingChange },
  }),
  checkSheets: declared(checkSheet, { collection: 'checkSheets' }),
  // A bill whose check found disputed lines cannot be confirmed (it is rejected with them: /izuIncomeBillCheck).
  incomeBills: declared(incomeBill, { collection: 'incomeBills', guards: { confirm: disputedGuard } }),
  branchOrders: declared(branchOrder, { collection: 'branchOrders' }),
};

export const dispatchHandlers = [
  ...Object.values(DISPATCH_ENTITIES).flatMap((def) => entityHandlers(def)),
  endpoint('GET', SUPPLIER_OPTIONS, supplierOptions),
];
