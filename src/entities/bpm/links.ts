/** The process designer's paths and links (the lists' row buttons, the pages of features/bpm). */
export const DESIGN_PATH = '/design';
export const DEFINITION_PATH = '/definition';
/** The query parameter of /definition naming the definition whose diagram is shown. */
export const DIAGRAM_PARAM = 'diagram';

export const designHref = (modelId?: number | string) => (modelId === undefined ? DESIGN_PATH : `${DESIGN_PATH}?modelId=${encodeURIComponent(String(modelId))}`);
