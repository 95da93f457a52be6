/** Every endpoint of the demo backend (docs/api.md lists them all). */
import type { HttpHandler } from 'msw';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { backOrderHandlers } from './backOrder';
import { bpmHandlers } from './bpm';
import { bpmBusinessHandlers } from './bpmBusiness';
import { bpmFormHandlers } from './bpmForm';
import { dashboardHandlers } from './dashboard';
import { dictHandlers, fieldVisibilityHandlers } from './dict';
import { dispatchHandlers } from './dispatch';
import { fileHandlers } from './file';
import { supplierHandlers } from './supplier';
import { processHandlers } from './process';
import { refundHandlers } from './refund';
import { regionHandlers } from './region';
import { systemHandlers } from './system';

export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...dashboardHandlers,
  ...regionHandlers,
  ...refundHandlers,
  ...backOrderHandlers,
  ...systemHandlers,
  ...fileHandlers,
  ...dictHandlers,
  ...fieldVisibilityHandlers,
  ...dispatchHandlers,
  ...supplierHandlers,
  ...adminHandlers,
  ...bpmHandlers,
  ...processHandlers,
  ...bpmFormHandlers,
  ...bpmBusinessHandlers,
];
