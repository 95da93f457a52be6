/** The approval area's entities ([H] process and tasks routes, custom forms, business processes). */
export { myInstance, allInstance, copiedInstance, childInstance, deptInstance, businessInstance } from './instance';
export { todoTask, doneTask } from './task';
export { flowForm } from './flowForm';
export { businessConfig, PROCESS_KEY_OPTIONS } from './businessConfig';
export { CREATE_PATH, DETAIL_PATH, EDIT_FLOW_FORM_PATH, FLOW_FORM_PATH, detailHref, editFormHref } from './links';
