/** The process designer's entities (§2 /flowModel, /definition). */
export { model } from './model';
export { definition } from './definition';
export { DEFINITION_PATH, DESIGN_PATH, DIAGRAM_PARAM, designHref } from './links';
