/**
 * A refusal: a handler throws it, the endpoint wrapper (respond.ts) answers `{ code, msg, data }` — `data` null unless
 * the refusal carries what the caller needs to report it (a batch's refused rows). `field`: the field refused, when
 * one is (a batch answers it per row).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly field: string | undefined;

  constructor(code: number, msg: string, data: unknown = null, field?: string) {
    super(msg);
    this.code = code;
    this.data = data;
    this.field = field;
  }
}

/** Code 1: a business refusal (§8: "any other non-zero code below 1000" is shown as an error toast with msg). */
export function refuse(msg: string): never {
  throw new ApiError(1, msg);
}

/** A business refusal of one field's value (a save's: the field is named in a batch's answer). */
export function refuseField(field: string, msg: string): never {
  throw new ApiError(1, msg, null, field);
}

/** A rule's refusal (src/entities: the field refused, when one is, and the bilingual message), refused in Chinese; none: nothing. */
export function refuseProblem(problem: { field?: string; message: { 'zh-CN': string } } | null | undefined): void {
  if (problem?.field) refuseField(problem.field, problem.message['zh-CN']);
  if (problem) refuse(problem.message['zh-CN']);
}

/** A refusal as a rule gives it: its Chinese text, or a bilingual message (refused in Chinese); null, undefined, false or '': none. */
export type Refusal = string | { 'zh-CN': string } | null | undefined | false;

/** A bilingual text in Chinese, the language the backend answers in. */
export const zh = (text: { 'zh-CN': string }): string => text['zh-CN'];

/** A refusal's Chinese text; null for none. */
export function refusalText(refusal: Refusal): string | null {
  const text = typeof refusal === 'string' ? refusal : refusal ? refusal['zh-CN'] : null;
  return text ? text : null;
}

/** A refusal by a rule (its text, or its bilingual message refused in Chinese; of `field` when given); none: nothing. */
export function refuseIf(refusal: Refusal, field?: string): void {
  const text = refusalText(refusal);
  if (text !== null && field !== undefined) refuseField(field, text);
  if (text !== null) refuse(text);
}

/** The refusal of a call naming a record that is not there (or that the account does not see). */
export const NOT_FOUND = '记录不存在或已被删除';

/** The record (or value) found, or the refusal (`field`: of that field) when there is none: "find it or refuse" said once. */
export function found<T>(value: T | null | undefined, refusal: string | { 'zh-CN': string } = NOT_FOUND, field?: string): T {
  if (value === null || value === undefined) refuseIf(refusal, field);
  return value!;
}
