/**
 * The designer for first-timers ([Q] 8; docs/architecture.md "Process designer"), as a bpmn-js module:
 * - the palette's entries show their name as a tooltip (`title`; diagram-js gives them only an aria-label), in the
 *   console's language (the `translate` service, ./translate);
 * - a start event's context pad offers "append user task" first, in place of the generic task (an approval starts
 *   with a person's step; the generic task stays one click away in "change element").
 * Both are providers of a lower priority than bpmn-js's own, so they receive and rework its entries.
 */

/** A palette or context pad entry, as far as these providers read it. */
interface Entry {
  title?: string;
  className?: string;
  separator?: boolean;
  html?: string;
  group?: string;
  action?: unknown;
}
type Entries = Record<string, Entry>;

interface Registry {
  registerProvider(priority: number, provider: object): void;
}

/** The shape bpmn-js creates, as far as this module passes it on. */
type Shape = object;

interface ElementFactory {
  createShape(attrs: { type: string }): Shape;
}
interface AutoPlace {
  append(source: unknown, shape: Shape): void;
}
interface Create {
  start(event: unknown, shape: Shape, context: { source: unknown }): void;
}
interface AppendPreview {
  create(source: unknown, type: string): void;
  cleanUp(): void;
}
interface Element {
  businessObject?: { $instanceOf?(type: string): boolean };
}
type Translate = (text: string) => string;

/** Below bpmn-js's providers (1000): called after them, with their entries. */
const AFTER_BPMN_JS = 500;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The palette's entries with their title as a tooltip. */
class PaletteTooltips {
  static $inject = ['palette'];

  constructor(palette: Registry) {
    palette.registerProvider(AFTER_BPMN_JS, this);
  }

  getPaletteEntries() {
    return (entries: Entries): Entries => {
      const out: Entries = {};
      for (const [id, entry] of Object.entries(entries)) {
        // diagram-js draws an entry from `html` when given: the same element as its default, with a title.
        const html = `<div class="entry" draggable="true" title="${escapeAttr(entry.title ?? '')}"></div>`;
        out[id] = entry.separator || !entry.title || entry.html ? entry : { ...entry, html };
      }
      return out;
    };
  }
}

/** The context pad entry id of "append user task". */
export const APPEND_USER_TASK = 'append.append-user-task';

interface Injector {
  get<T>(name: string, strict: false): T | null;
}

/** A start event's context pad: "append user task" first, instead of the generic task. */
class AppendUserTask {
  static $inject = ['contextPad', 'elementFactory', 'create', 'translate', 'injector'];

  private readonly entry: () => Entry;

  constructor(contextPad: Registry, elementFactory: ElementFactory, create: Create, translate: Translate, injector: Injector) {
    contextPad.registerProvider(AFTER_BPMN_JS, this);
    const autoPlace = injector.get<AutoPlace>('autoPlace', false);
    const appendPreview = injector.get<AppendPreview>('appendPreview', false);
    const type = 'bpmn:UserTask';
    const shape = () => elementFactory.createShape({ type });
    const start = (event: unknown, source: unknown) => create.start(event, shape(), { source });
    // As bpmn-js's own append entries: a click places the task after the source (auto place), a drag places it by hand.
    this.entry = () => ({
      group: 'model',
      className: 'bpmn-icon-user-task',
      title: translate('Append user task'),
      action: {
        click: autoPlace ? (_: unknown, source: unknown) => autoPlace.append(source, shape()) : start,
        dragstart: start,
        ...(appendPreview && {
          hover: (_: unknown, source: unknown) => {
            appendPreview.create(source, type);
            return () => appendPreview.cleanUp();
          },
        }),
      },
    });
  }

  getContextPadEntries(element: Element) {
    return (entries: Entries): Entries => {
      if (!element.businessObject?.$instanceOf?.('bpmn:StartEvent') || !entries['append.append-task']) return entries;
      const rest = Object.fromEntries(Object.entries(entries).filter(([id]) => id !== 'append.append-task'));
      return { [APPEND_USER_TASK]: this.entry(), ...rest };
    };
  }
}

/** The bpmn-js module of both. */
export const FirstStepsModule = {
  __init__: ['paletteTooltips', 'appendUserTask'],
  paletteTooltips: ['type', PaletteTooltips],
  appendUserTask: ['type', AppendUserTask],
};
