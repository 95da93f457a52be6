import { Form, type FormProps } from 'antd';
import type { KeyboardEvent } from 'react';

/** §5: a failed validation scrolls to the first field in error and puts the cursor in it. */
export const SCROLL_TO_FIRST_ERROR: FormProps['scrollToFirstError'] = { block: 'center', behavior: 'smooth', focus: true };

export type AppFormProps<Values> = Parameters<typeof Form<Values>>[0];

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
