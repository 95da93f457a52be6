/** Fields the process area's entities share. */
import { bi as t } from '@/i18n';
import type { EntityField } from '../define';

/** An enabled (0) or disabled (1) record, by the common_status dictionary. */
export const commonStatus: EntityField = { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true };
