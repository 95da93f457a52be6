import { Form, type FormInstance, type FormProps } from 'antd';
import type { KeyboardEvent } from 'react';

/** §5: a failed validation scrolls to the first field in error and puts the cursor in it. */
const SCROLL_OPTIONS = { block: 'center', behavior: 'smooth', focus: true } as const;
export const SCROLL_TO_FIRST_ERROR: FormProps['scrollToFirstError'] = SCROLL_OPTIONS;

export type AppFormProps<Values> = Parameters<typeof Form<Values>>[0];

type AnyForm = FormInstance<Record<string, unknown>>;

/** Scrolls to a field and puts the cursor in it, as a refused submit does (§5). */
export function scrollToError(form: AnyForm, name: string | number | (string | number)[]): void {
  form.scrollToField(name, SCROLL_OPTIONS);
}

/**
 * A form checked without its submit button (an action's dialog: the modal's OK): its values, or null when a rule
 * refuses one, the first field in error then scrolled to and focused as a refused submit would be (§5).
 */
export async function validatedValues<Values extends Record<string, unknown>>(form: FormInstance<Values>): Promise<Values | null> {
  try {
    return await form.validateFields();
  } catch (e) {
    const first = (e as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
    if (first) scrollToError(form as unknown as AnyForm, first.name);
    return null;
  }
}

/**
 * A refusal of the backend naming one of the form's fields (the answer's `field`: a duplicate plate, an option no
 * longer offered): its message under that field, scrolled to and focused; the form keeps what was typed. The next
 * change of the field checks it by its rules again (which clears the message).
 */
export function markRefusedField<Values>(form: FormInstance<Values>, name: string, message: string): void {
  const any = form as unknown as AnyForm;
  any.setFields([{ name, errors: [message] }]);
  scrollToError(any, name);
}

/**
 * Enter in a date or time picker chooses the typed date (the picker's own handler has run by then): it must not
 * also submit the form (the browser's implicit submission), which would send half a form and close the §9
 * double-click guard on the user's real click.
 */
export function keepEnterInPickers(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter' || !(event.target instanceof Element)) return;
  if (event.target.closest('.ant-picker')) event.preventDefault();
}

/**
 * antd Form with the console's defaults (scroll to the first error; Enter in a date picker does not submit); every
 * prop of Form is accepted.
 */
export function AppForm<Values = unknown>(props: AppFormProps<Values>) {
  const { onKeyDown } = props;
  return (
    <Form<Values>
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
        keepEnterInPickers(event);
        onKeyDown?.(event);
      }}
    />
  );
}
