/**
 * The state machine the bills share (demand bills, charging bills, rent bills; docs/architecture.md "Bills and
 * contracts"): a bill's steps, each needing its own permission code (`permissions[key]`) and stamping when it was done
 * (`<key>Time`), and the two steps every such bill has — confirm (1 待确认 → 2 已确认) and void (1 or 2 → 9 已作废,
 * with a reason). A declaration lists its steps with what differs (labels, refusals, confirmations); nothing else.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { reasonField } from '../common';
import type { Transition } from '../define';

/** A bill's step: a transition whose permission and stamp follow from its key. */
export interface BillStep<K extends string> extends Omit<Transition, 'key' | 'permission' | 'stamp'> {
  key: K;
}

/** A bill's transitions from its steps: each needs `permissions[key]` and stamps `<key>Time`. */
export function billLifecycle<K extends string>(permissions: Readonly<Record<K, string>>, steps: readonly BillStep<K>[]): Transition[] {
  return steps.map(({ key, ...step }) => ({ key, ...step, permission: permissions[key], stamp: `${key}Time` }));
}

/** Confirming a bill (1 待确认 → 2 已确认): the other party has checked it. */
export function confirmBill(texts: { confirm: Bilingual; label?: Bilingual; refusal?: Bilingual }): BillStep<'confirm'> {
  return {
    key: 'confirm', label: texts.label ?? t('确认账单', 'Confirm'), from: [1], to: 2,
    refusal: texts.refusal ?? t('该账单不是待确认状态，不能确认', 'Only a bill awaiting confirmation can be confirmed'),
    confirm: texts.confirm, done: t('账单已确认', 'Bill confirmed'),
  };
}

/** Voiding a bill (1 or 2 → 9 已作废) with a reason: a voided bill holds nothing (its orders may be billed again). */
export function voidBill(texts: { refusal: Bilingual; done: Bilingual }): BillStep<'void'> {
  return {
    key: 'void', label: t('作废', 'Void'), danger: true, from: [1, 2], to: 9, refusal: texts.refusal,
    fields: [reasonField('voidReason', t('作废原因', 'Reason'), t('请填写作废原因', 'Enter the reason'))], done: texts.done,
  };
}
