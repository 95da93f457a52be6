/**
 * Typed wrappers around the loosely typed parts of bpmn-js (its own types give `businessObject: any`):
 * the one place where the designer says which services and moddle shapes it relies on.
 */
import type BaseViewer from 'bpmn-js/lib/BaseViewer';

/** A moddle element (bpmn:*, camunda:*, …) as the designer reads and writes it. */
export interface ModdleElement {
  $type: string;
  $parent?: ModdleElement;
  $attrs?: Record<string, string>;
  id?: string;
  name?: string;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  $instanceOf(type: string): boolean;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A shape or connection on the canvas. */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleElement;
  parent?: DiagramElement;
  source?: DiagramElement;
  target?: DiagramElement;
  labelTarget?: DiagramElement;
  waypoints?: unknown[];
}

export interface Modeling {
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
  updateModdleProperties(element: DiagramElement, target: ModdleElement, properties: Record<string, unknown>): void;
}

export interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

export interface BpmnFactory {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

export interface Canvas {
  addMarker(elementId: string, marker: string): void;
  removeMarker(elementId: string, marker: string): void;
  zoom(level?: number | 'fit-viewport', center?: 'auto' | { x: number; y: number }): number;
  viewbox(box?: Box): Box & { scale: number; inner: Box; outer: { width: number; height: number } };
  getRootElement(): DiagramElement;
}

export interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
  getAll(): DiagramElement[];
  filter(fn: (element: DiagramElement) => boolean): DiagramElement[];
}

export interface Selection {
  get(): DiagramElement[];
  select(elements: DiagramElement | DiagramElement[] | null, add?: boolean): void;
  deselect(element: DiagramElement): void;
}

/** HTML drawn over the diagram next to an element (diagram-js overlays). */
export interface Overlays {
  add(elementId: string, type: string, overlay: { position: { top?: number; right?: number }; html: HTMLElement | string }): string;
  remove(filter: { type: string }): void;
}

export interface CommandStack {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}

export interface EventBus {
  /** A callback returning false stops the event (no lower-priority listener runs). */
  on(event: string | string[], callback: (event: EventPayload) => unknown): void;
  on(event: string | string[], priority: number, callback: (event: EventPayload) => unknown): void;
  off(event: string | string[], callback: (event: EventPayload) => void): void;
}

export interface EventPayload {
  element?: DiagramElement;
  elements?: DiagramElement[];
  newSelection?: DiagramElement[];
  newShape?: DiagramElement;
  [key: string]: unknown;
}

export type Alignment = 'left' | 'right' | 'center' | 'top' | 'bottom' | 'middle';

export interface AlignElements {
  trigger(elements: DiagramElement[], type: Alignment): void;
}

export interface ToggleMode {
  toggleMode(active?: boolean): void;
}

/** The services the designer uses, typed. */
export interface Services {
  canvas: Canvas;
  modeling: Modeling;
  moddle: Moddle;
  bpmnFactory: BpmnFactory;
  elementRegistry: ElementRegistry;
  selection: Selection;
  commandStack: CommandStack;
  eventBus: EventBus;
  alignElements: AlignElements;
  overlays: Overlays;
}

export function services(viewer: BaseViewer): Services {
  const get = <T>(name: string): T => viewer.get<T>(name);
  return {
    canvas: get<Canvas>('canvas'),
    modeling: get<Modeling>('modeling'),
    moddle: get<Moddle>('moddle'),
    bpmnFactory: get<BpmnFactory>('bpmnFactory'),
    elementRegistry: get<ElementRegistry>('elementRegistry'),
    selection: get<Selection>('selection'),
    commandStack: get<CommandStack>('commandStack'),
    eventBus: get<EventBus>('eventBus'),
    alignElements: get<AlignElements>('alignElements'),
    overlays: get<Overlays>('overlays'),
  };
}

/** The token simulation's mode toggle, when the module is loaded. */
export function toggleModeOf(viewer: BaseViewer): ToggleMode | null {
  return viewer.get<ToggleMode | null>('toggleMode', false);
}

/** `is(element, 'bpmn:UserTask')` on a diagram element or a moddle element. */
export function isType(element: DiagramElement | ModdleElement | null | undefined, type: string): boolean {
  if (!element) return false;
  const bo = 'businessObject' in element ? element.businessObject : element;
  return typeof bo?.$instanceOf === 'function' && bo.$instanceOf(type);
}

/** A string property of a moddle element ('' when unset). */
export function str(bo: ModdleElement | null | undefined, name: string): string {
  const v = bo?.get(name);
  return typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
}

/** A list property of a moddle element ([] when unset). */
export function list(bo: ModdleElement | null | undefined, name: string): ModdleElement[] {
  const v = bo?.get(name);
  return Array.isArray(v) ? (v as ModdleElement[]) : [];
}
