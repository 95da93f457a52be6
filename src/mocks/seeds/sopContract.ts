/**
 * The operator's contract register (entities/contract/sopContract.ts): derived, not seeded — its rows follow from the
 * business contracts, renewals and licence plate contracts whenever it is read (the contracts' handlers, `derive`).
 */
import { sopContract } from '@/entities/contract';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';

export type SopContract = StoredRow<typeof sopContract> & { sopContractId: string };

declare module '../model' {
  interface DemoData {
    sopContract: SopContract[];
  }
}

registerCollection(sopContract.id as 'sopContract', () => []);
