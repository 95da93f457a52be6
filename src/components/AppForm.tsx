import { Form, type FormProps } from 'antd';

/** §5: a failed validation scrolls to the first field in error and puts the cursor in it. */
export const SCROLL_TO_FIRST_ERROR: FormProps['scrollToFirstError'] = { block: 'center', behavior: 'smooth', focus: true };

export type AppFormProps<Values> = Parameters<typeof Form<Values>>[0];

/** antd Form with the console's defaults (scroll to the first error); every prop of Form is accepted. */
export function AppForm<Values = unknown>(props: AppFormProps<Values>) {
  return <Form<Values> scrollToFirstError={SCROLL_TO_FIRST_ERROR} {...props} />;
}
