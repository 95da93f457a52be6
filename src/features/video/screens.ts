/** The video screens, one module for the route table (one dynamic import: the first loads carry one entry for them). */
export { InteriorVideoPage, SafetyVideoPage } from './LiveVideoPage';
export { default as HistoryVideoPage } from './HistoryVideoPage';
