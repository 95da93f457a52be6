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

/** A refusal by a rule of src/entities (its bilingual message, refused in Chinese; of `field` when given); none: nothing. */
export function refuseIf(message: { 'zh-CN': string } | null | undefined, field?: string): void {
  refuseProblem(message && { field, message });
}
