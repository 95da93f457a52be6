/** The income/expense summary's export (/izuIncomExpense; docs/api.md): its table as xlsx through the §7 export helper. */
import { INCOME_EXPENSE_EXPORT } from '@/entities/finance/summary';
import { exportFile } from './http';

/** Saves the summary's table (`name` + timestamp + .xlsx); false when refused or failed (the user was told). */
export function exportIncomeExpense(filter: Record<string, string>, name: string): Promise<boolean> {
  return exportFile(INCOME_EXPENSE_EXPORT, filter, name);
}
