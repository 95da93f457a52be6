/** The approval screens' paths and links (the lists' row buttons, the pages of features/process). */
export const DETAIL_PATH = '/processInstanceDetail';
export const CREATE_PATH = '/processInstanceCreate';
export const FLOW_FORM_PATH = '/flowForm';
export const EDIT_FLOW_FORM_PATH = '/editFlowForm';

/** The form editor: a form's (with `formId`) or a new one. */
export const editFormHref = (formId?: unknown) => (formId === undefined ? EDIT_FLOW_FORM_PATH : `${EDIT_FLOW_FORM_PATH}?formId=${encodeURIComponent(String(formId))}`);

/** The detail of an instance, coming back to `parent`. */
export const detailHref = (id: unknown, parent: string) => `${DETAIL_PATH}?id=${encodeURIComponent(String(id))}&parent=${encodeURIComponent(parent)}`;
