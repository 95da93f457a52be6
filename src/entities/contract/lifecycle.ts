/**
 * The state machine the lease contracts share (business contracts, licence plate contracts; docs/architecture.md
 * "Bills and contracts"): 1 草稿 draft (edited and deleted freely) → 2 待审批 submitted → 3 生效中 in force (2 → 1 when
 * rejected, with a reason) → 4 已到期 expired or 5 已终止 terminated early (a reason). A contract holds what it leases
 * (a vehicle, a plate) while submitted or in force: its period may not overlap another live contract's. One factory
 * gives a contract declaration its transitions, its delete rule and its draft-only edit; the declaration says only its
 * permission codes and the words that differ.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import type { ActionField, EntityAction, EntityDeclaration, Transition } from '../define';

/** The states (dictionary contract_status). */
export const CONTRACT = { draft: 1, submitted: 2, active: 3, expired: 4, terminated: 5 } as const;
/** The states in which a contract holds its vehicles (their lease periods may not overlap another's). */
export const LIVE_CONTRACT_STATES: readonly number[] = [CONTRACT.submitted, CONTRACT.active];

/** The permission codes of a contract's steps: `add` also edits and deletes a draft. */
export interface ContractPermissions {
  add: string;
  submit: string;
  approve: string;
  terminate: string;
}

const reason = (name: string, label: Bilingual, required: Bilingual): ActionField => ({ name, type: 'textarea', label, required, validators: [isNotOnlySpaces, isEmojiFree] });

/** A contract's transitions (submit, approve, reject, terminate), its edit and delete rules (a draft only). */
export function contractLifecycle(permissions: ContractPermissions, texts: { approveConfirm: Bilingual; terminateDone: Bilingual }): {
  transitions: Transition[];
  edit: NonNullable<EntityDeclaration<object>['edit']>;
  remove: NonNullable<EntityDeclaration<object>['remove']>;
} {
  return {
    edit: { from: [CONTRACT.draft], refusal: t('只有草稿状态的合同才能修改', 'Only a draft contract can be changed') },
    remove: { permission: permissions.add, from: [CONTRACT.draft], refusal: t('只有草稿状态的合同才能删除', 'Only a draft can be deleted') },
    transitions: [
      {
        key: 'submit', label: t('提交审批', 'Submit'), permission: permissions.submit, from: [CONTRACT.draft], to: CONTRACT.submitted, stamp: 'submitTime', set: { rejectReason: '' },
        refusal: t('只有草稿状态的合同才能提交审批', 'Only a draft can be submitted'),
        confirm: t('提交后合同不能再修改，确定提交审批吗？', 'Once submitted the contract cannot be changed. Submit it?'),
        done: t('合同已提交审批', 'Submitted'),
      },
      {
        key: 'approve', label: t('审批通过', 'Approve'), permission: permissions.approve, from: [CONTRACT.submitted], to: CONTRACT.active, stamp: 'approveTime',
        refusal: t('只有待审批的合同才能审批', 'Only a submitted contract can be approved'),
        confirm: texts.approveConfirm,
        done: t('合同已生效', 'The contract is in force'),
      },
      {
        key: 'reject', label: t('驳回', 'Reject'), permission: permissions.approve, danger: true, from: [CONTRACT.submitted], to: CONTRACT.draft,
        refusal: t('只有待审批的合同才能驳回', 'Only a submitted contract can be rejected'),
        fields: [reason('rejectReason', t('驳回原因', 'Reason'), t('请填写驳回原因', 'Enter the reason'))],
        done: t('合同已驳回为草稿', 'Rejected back to draft'),
      },
      {
        key: 'terminate', label: t('终止合同', 'Terminate'), permission: permissions.terminate, danger: true, from: [CONTRACT.active], to: CONTRACT.terminated, stamp: 'terminateTime',
        refusal: t('只有生效中的合同才能终止', 'Only a contract in force can be terminated'),
        fields: [reason('terminateReason', t('终止原因', 'Reason'), t('请填写终止原因', 'Enter the reason'))],
        done: texts.terminateDone,
      },
    ],
  };
}

/** A contract's edit (a dialog of its form fields, saved by its save), in the list and its detail; offered in the states of the declaration's `edit` slot (a draft). */
export function draftEdit(permission: string, base: string, fields: readonly ActionField[]): EntityAction {
  return {
    key: 'edit', label: t('编辑', 'Edit'), permission, call: `${base}/save`, fields, prefill: true,
    done: t('合同已保存', 'Saved'), onDetail: true,
  };
}
