/**
 * Damage marks on a car's outline (the `damageMarks` field kind: a rental's condition at pick-up and at return). The
 * wire is a JSON text of marks `[{ x, y, note }]`, `x` and `y` in percent of the outline's width and height (0–100,
 * from its top left), `note` what was seen there; empty (or `[]`) is no damage. One rule for the form and the demo
 * backend (`isDamageMarks`); pure.
 */
import { containsEmoji, isEmptyValue, type LangText, type Validator } from './validators';

export interface DamageMark {
  x: number;
  y: number;
  note: string;
}

/** The most marks a car's outline takes, and the most characters of a mark's note. */
export const DAMAGE_MARKS_MAX = 30;
export const DAMAGE_NOTE_MAX = 100;

export const DAMAGE_MARK_MESSAGES = {
  invalid: { 'zh-CN': '车损标记无效，请重新标记', 'en-US': 'The damage marks are not valid; mark them again' },
  tooMany: { 'zh-CN': `车损标记最多${DAMAGE_MARKS_MAX}处`, 'en-US': `At most ${DAMAGE_MARKS_MAX} damage marks` },
  note: { 'zh-CN': `车损说明不能超过${DAMAGE_NOTE_MAX}个字，且不能包含表情符号`, 'en-US': `A damage note has at most ${DAMAGE_NOTE_MAX} characters and no emoji` },
} as const satisfies Record<string, LangText>;

const inOutline = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100;

/** The marks of a wire text (none for an empty value), or null when it is not a list of marks. */
export function parseDamageMarks(value: unknown): DamageMark[] | null {
  if (isEmptyValue(value)) return [];
  if (typeof value !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const marks: DamageMark[] = [];
  for (const m of parsed as unknown[]) {
    if (typeof m !== 'object' || m === null) return null;
    const { x, y, note } = m as Record<string, unknown>;
    if (!inOutline(x) || !inOutline(y) || (note !== undefined && typeof note !== 'string')) return null;
    marks.push({ x, y, note: note ?? '' });
  }
  return marks;
}

/** The wire text of marks ('' when there are none). */
export const damageMarksText = (marks: readonly DamageMark[]): string => (marks.length ? JSON.stringify(marks.map(({ x, y, note }) => ({ x, y, note }))) : '');

/** Why a damage marks value is refused, or null (an empty value passes: the required rule's business). */
export function damageMarksProblem(value: unknown): LangText | null {
  const marks = parseDamageMarks(value);
  if (!marks) return DAMAGE_MARK_MESSAGES.invalid;
  if (marks.length > DAMAGE_MARKS_MAX) return DAMAGE_MARK_MESSAGES.tooMany;
  return marks.some((m) => m.note.length > DAMAGE_NOTE_MAX || containsEmoji(m.note)) ? DAMAGE_MARK_MESSAGES.note : null;
}

export const isDamageMarks: Validator = Object.assign((value: unknown) => damageMarksProblem(value) === null, {
  check: damageMarksProblem,
  message: DAMAGE_MARK_MESSAGES.invalid,
});

/** Marks as one line of text (the change history, a cell's title): `1. 划痕；2. 凹陷`; a value that is no list of marks, as it is. */
export function damageMarksSummary(value: unknown, lang: 'zh-CN' | 'en-US' = 'zh-CN'): string {
  const marks = parseDamageMarks(value);
  if (!marks) return String(value as string);
  const none = lang === 'en-US' ? '(no note)' : '（未填写说明）';
  return marks.map((m, i) => `${i + 1}. ${m.note || none}`).join(lang === 'en-US' ? '; ' : '；');
}
