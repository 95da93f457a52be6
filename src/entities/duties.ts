/**
 * Separation of duties (docs/architecture.md "Separation of duties"): where money or vehicles move, a step may be
 * refused to the account that did an earlier step of the same record (a work order's creator cannot approve it; whoever
 * created or approved it cannot accept the repair). A transition declares it (`notBy`); the screen does not offer the
 * step to that account and the backend refuses it with the same words.
 *
 * Who did what is kept on the record itself, in `actors` (step → the account's user id), written by the backend when a
 * record of a declaration that has such a rule is created (`create`) or moved by a transition (its key).
 */
import type { Bilingual } from '@/i18n';

/** A transition's separation of duties: refused to the account that did one of `steps` (`create` or a transition's key). */
export interface Duty {
  steps: readonly string[];
  refusal: Bilingual;
}

/** The row field holding who did each step: `{ [step]: userId }`. */
export const ACTORS_FIELD = 'actors';

/** The step of a record's creation in `actors`. */
export const CREATE_STEP = 'create';

type Actors = Readonly<Record<string, number>>;

/** The row's `actors`, or none (a record made before the rule, or of a kind without one). */
export function actorsOf(row: Readonly<Record<string, unknown>>): Actors {
  const v = row[ACTORS_FIELD];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Actors) : {};
}

/** The refusal of a step for `account` under `duty`, or null when the account may do it (no duty, or no account). */
export function dutyRefusal(duty: Duty | undefined, row: Readonly<Record<string, unknown>>, userId: number | undefined): Bilingual | null {
  if (!duty || userId === undefined) return null;
  const actors = actorsOf(row);
  return duty.steps.some((step) => actors[step] === userId) ? duty.refusal : null;
}

/** The row's `actors` after the account `userId` did `step` (a later doing of the same step replaces the earlier one). */
export function withActor(row: Readonly<Record<string, unknown>>, step: string, userId: number): Actors {
  return { ...actorsOf(row), [step]: userId };
}

/** Whether a declaration keeps `actors` on its rows: one of its transitions declares a duty. */
export const keepsActors = (schema: { transitions: readonly { notBy?: Duty }[] }): boolean => schema.transitions.some((tr) => tr.notBy !== undefined);
