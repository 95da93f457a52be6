/** The common addresses (entities/admin/commonAddress.ts): a new one is enabled. */
import { commonAddress } from '@/entities/admin/commonAddress';
import { declared, declaredHandlers, type Backing } from '../entities';

const ADDRESSES: Backing = { collection: 'CommonAdderss', defaults: () => ({ status: 0, statusName: '开启', remark: '' }) };

export const commonAddressHandlers = declaredHandlers(declared(commonAddress, ADDRESSES), ADDRESSES);
