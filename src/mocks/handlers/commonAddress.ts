/** The common addresses (entities/admin/commonAddress.ts): a new one is enabled. */
import { commonAddress } from '@/entities/admin/commonAddress';
import { served } from '../entities';

export const { handlers: commonAddressHandlers } = served({ addresses: [commonAddress, { collection: 'CommonAdderss', defaults: () => ({ status: 0, statusName: '开启', remark: '' }) }] });
