import { authEnUS } from './parts/auth';
import { shellEnUS } from './parts/shell';
import type { StaticKey } from './zh-CN';

/** en-US: every zh-CN key must be translated (checked by the type). */
const enUS: Record<StaticKey, string> = {
  ...authEnUS,
  ...shellEnUS,
  'app.title': 'Rental Operations Console',
  'app.language': 'Language',
  'app.crash.title': 'Something went wrong',
  'app.crash.text': 'This page hit an unexpected error; nothing you typed was submitted. Go back or reload to try again.',
  'app.crash.back': 'Back',
  'app.crash.reload': 'Reload page',
  'app.notFound.title': 'Page not found',
  'app.notFound.text': 'The address {path} does not exist.',
  'app.home': 'Back to home',

  'demo.on': 'Demo backend on: data is kept in this browser.',
  'demo.faultsOn': 'Faults: on',
  'demo.faultsOff': 'Faults: off',
  'demo.faultsHint': 'When on, the demo backend fails about 30% of calls (business refusal, partner error code, service unavailable, network failure) and delays calls by up to 1.5 s, to try the console’s error messages and resilience.',
  'demo.reset': 'Reset demo data',
  'demo.resetConfirm': 'Everything you created or changed in the demo will be restored to the initial data. Reset now?',
  'demo.resetDone': 'Demo data reset',
  'demo.failed': 'The demo backend could not start, so API calls will get no answer: {reason}',
  'demo.failedHint': 'The demo backend needs a browser service worker: open the console on http://localhost or HTTPS, outside private browsing.',

  'http.network': 'Poor network connection. Please check your network and refresh the page!',
  'http.unauthorized': 'Your session has expired. Please sign in again.',
  'http.unavailable': 'The service is temporarily unavailable. Please try again later.',
  'http.timeout': 'The server took too long to answer. Please try again later.',
  'http.tooMany': 'Too many requests in a short time. Please wait a moment and try again.',
  'http.tooLarge': 'What was sent is too large. Send less and try again.',
  'http.notFound': 'This function is not available right now. Refresh the page and try again.',
  'http.refused': 'The request was not accepted. Refresh the page and try again.',
  'http.server': 'Something went wrong on the server. Please try again later.',
  'http.downloadFailed': 'The download failed. Please try again later.',
  'http.exportFailed': 'The export failed. Please try again later.',
  'http.failed': 'Request failed (code {code}).',
  'http.badAnswer': 'The server sent an answer the console cannot read. Please try again later.',


  // [D] widgets
  'widgets.back': 'Back',
  'widgets.copy.done': 'Copy succeeded',
  'widgets.copy.hint': 'Click to copy',
  'widgets.pager.total': 'Total {total}',
  'widgets.columns.button': 'Columns',
  'widgets.columns.title': 'Columns shown',
  'widgets.columns.reset': 'Restore default',
  'widgets.plate.province': 'Province',
  'widgets.plate.none': 'No province',
  'widgets.plate.placeholder': 'Enter the plate number',
  'widgets.richText.loading': 'Loading the rich-text editor…',
  'widgets.upload.button': 'Upload image',
  'widgets.upload.failed': 'The image upload failed. Please try again.',
  'widgets.viewer.zoomIn': 'Zoom in',
  'widgets.viewer.zoomOut': 'Zoom out',
  'widgets.viewer.oneToOne': 'Actual size',
  'widgets.viewer.fit': 'Fit to window',
  'widgets.viewer.reset': 'Reset',
  'widgets.viewer.prev': 'Previous',
  'widgets.viewer.next': 'Next',
  'widgets.viewer.rotateLeft': 'Rotate left',
  'widgets.viewer.rotateRight': 'Rotate right',
};

export default enUS;
