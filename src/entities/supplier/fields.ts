/** Fields the supplier's entities share. */
import { bi as t } from '@/i18n';
import type { EntityField } from '../define';

/** A supplier account sees only its own rows, so for it this filter finds its own or nothing. */
export const supplierName = { name: 'supplierName', type: 'text', label: t('供应商', 'Supplier'), filter: true, column: true } as const satisfies EntityField;
export const commonStatus = { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true, form: true } as const satisfies EntityField;
