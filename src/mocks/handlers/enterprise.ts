/**
 * The enterprise client's profile (entities/account/enterprise.ts) on the companies' own collection: the enterprise
 * account is answered only its own company (by the name its sign-in carries) and saves only the profile's fields of
 * it; the provider's staff see the enterprise clients (company type 4). A profile also answers its departments and
 * staff (its tree of departments, ../departments.ts) and its vehicle requests (the demand orders naming it).
 */
import { enterpriseHoldings } from '@/entities/admin/orgRules';
import { enterpriseProfile } from '@/entities/account/enterprise';
import { data } from '../db';
import { clientOfSession } from '../departments';
import type { Backing } from '../entities';
import { served } from '../entities';

const PROFILES: Backing = {
  collection: 'companyList',
  scope: () => {
    const own = clientOfSession();
    return own !== null ? (row) => row.companyName === own : (row) => row.companyType === 4;
  },
  present: (row) => ({ ...row, ...enterpriseHoldings(String(row.companyName ?? ''), data().departments, data().demandOrders) }),
};

export const { handlers: enterpriseHandlers } = served({ profiles: [enterpriseProfile, PROFILES] });
