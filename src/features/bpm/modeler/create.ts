/**
 * Builds the bpmn-js Modeler (or the read-only NavigatedViewer) with the engine's moddle extension, the console's
 * vocabulary and language (./translate), the first-timer's help (./firstSteps), the token simulation and — for the camunda prefix — camunda-bpmn-js-behaviors (which keeps
 * extension data when an element's type is replaced). This module and everything it imports (bpmn-js, its CSS)
 * are reached only through a dynamic import from the designer and definition pages, so no other screen loads them.
 * The bpmn.io watermark that bpmn-js draws is left in place (bpmn-js licence).
 */
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css';
import Modeler from 'bpmn-js/lib/Modeler';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import TokenSimulationModule from 'bpmn-js-token-simulation';
import CamundaPlatformBehaviors from 'camunda-bpmn-js-behaviors/lib/camunda-platform';
import { DEFAULT_PREFIX, moddleExtensions } from '@/lib/bpmn/moddle';
import { FirstStepsModule } from './firstSteps';
import { TranslateModule } from './translate';

export { Modeler, NavigatedViewer };

export function createModeler(container: HTMLElement, prefix: string = DEFAULT_PREFIX): Modeler {
  const additionalModules = [TranslateModule, FirstStepsModule, TokenSimulationModule, ...(prefix === DEFAULT_PREFIX ? [CamundaPlatformBehaviors] : [])];
  return new Modeler({
    container,
    additionalModules,
    moddleExtensions: moddleExtensions(prefix),
  });
}

export function createViewer(container: HTMLElement, prefix: string = DEFAULT_PREFIX): NavigatedViewer {
  return new NavigatedViewer({ container, additionalModules: [TranslateModule], moddleExtensions: moddleExtensions(prefix) });
}
