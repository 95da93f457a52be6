/**
 * §2 Process designer: the bpmn-js Modeler with the toolbar above it and the React properties panel beside it.
 * This module imports bpmn-js (through ../modeler/create); pages reach it only by a dynamic import.
 *
 * Publishing ([Q] 8) lints the diagram (../lint, a chunk loaded then) and deploys it only without errors.
 *
 * The panel follows the modeler: it shows the selected element (the root process when nothing is selected),
 * re-reads it after every command (edits, undo/redo, type replacement) and on every selection change.
 *
 * The canvas is the screen's first content (src/components/screenReady.ts) once the diagram's import is done (drawn,
 * or refused: a failed import is logged only, §8, and leaves the canvas to draw on).
 */
import { App } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { screenReady } from '@/components/screenReady';
import { createModeler, type Modeler } from '../modeler/create';
import { DEFAULT_PREFIX, registeredNamespaces } from '@/lib/bpmn/moddle';
import { renameClashingPrefixes } from '../modeler/xml';
import { services, type DiagramElement, type EventPayload, type Services } from '../modeler/types';
import type { Editor } from '../panel/ops';
import { PropertiesPanel } from '../panel/PropertiesPanel';
import { DESIGNER_MESSAGES, ZOOM_MAX, ZOOM_MIN } from '../panel/rules';
import { Toolbar } from '../toolbar/Toolbar';
import type { LintProblem } from '../lint/lint';
import { LINT_MESSAGES, LintProblems } from '../lint/LintProblems';
import './designer.css';

export interface DesignerProps {
  /** The diagram to open. */
  xml: string;
  /** The engine's extension prefix (§2: 'camunda' by default). */
  prefix?: string;
  /** The model's key and name (a new diagram's process gets them; the name is synced 1 s after creation, §9). */
  processKey: string;
  processName: string;
  /** The model already has an id: its key cannot change (§5). */
  keyLocked: boolean;
  /** Saves the model; false when it failed (the designer shows §8 'save model failed'). */
  onSave?: (xml: string) => Promise<boolean>;
  /** Saves and deploys the model ([Q] 8: called only when the linter finds no error); false when refused. */
  onDeploy?: (xml: string) => Promise<boolean>;
  /** Width of the properties panel (§9: 480 px). */
  panelWidth?: number;
}

/** §9: name sync delay after creation. */
export const NAME_SYNC_DELAY_MS = 1000;

export function Designer({ xml, prefix = DEFAULT_PREFIX, processKey, processName, keyLocked, onSave, onDeploy, panelWidth = 480 }: DesignerProps) {
  const { message } = App.useApp();
  const lang = useLang();
  const containerRef = useRef<HTMLDivElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [element, setElement] = useState<DiagramElement | null>(null);
  const [rev, setRev] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [simulating, setSimulating] = useState(false);
  const [undoable, setUndoable] = useState({ undo: false, redo: false });
  const elementRef = useRef<DiagramElement | null>(null);
  const [problems, setProblems] = useState<LintProblem[] | null>(null);
  /** The first diagram's import is done (see the module's comment). */
  const [drawn, setDrawn] = useState(false);

  const svc: Services | null = useMemo(() => (modeler ? services(modeler) : null), [modeler]);

  // Create the modeler once; import the diagram; wire the panel to the modeler's events.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const m = createModeler(container, prefix);
    const s = services(m);
    const show = (el: DiagramElement | null) => {
      elementRef.current = el;
      setElement(el);
      setRev((r) => r + 1);
    };
    const root = () => s.canvas.getRootElement();
    s.eventBus.on('selection.changed', (e: EventPayload) => show(e.newSelection?.[0] ?? root()));
    s.eventBus.on('import.done', () => show(root()));
    s.eventBus.on('commandStack.changed', () => {
      const current = elementRef.current;
      // A replaced or removed element: show what took its place (the selection) or the root.
      const still = current ? s.elementRegistry.get(current.id) : undefined;
      show(still ?? s.selection.get()[0] ?? root());
      setUndoable({ undo: s.commandStack.canUndo(), redo: s.commandStack.canRedo() });
    });
    // §8 'hold Ctrl to select several elements': Ctrl (⌘ on a Mac) + click adds to or removes from the selection,
    // as Shift + click does in bpmn-js.
    s.eventBus.on('element.click', 1500, (e: EventPayload) => {
      const original = e.originalEvent as MouseEvent | undefined;
      const el = e.element;
      if (!original || !(original.ctrlKey || original.metaKey) || !el || el === root()) return undefined;
      if (s.selection.get().includes(el)) s.selection.deselect(el);
      else s.selection.select(el, true);
      return false;
    });
    // Ctrl + mouse down on an element would start the hand tool (diagram-js pans with Ctrl + drag), whose drag
    // swallows the click that follows: keep Ctrl + press on an element for selecting (panning stays on the canvas).
    s.eventBus.on('element.mousedown', 2000, (e: EventPayload) => {
      const original = e.originalEvent as MouseEvent | undefined;
      if (!original || !(original.ctrlKey || original.metaKey) || !e.element || e.element === root()) return undefined;
      return false;
    });
    s.eventBus.on('canvas.viewbox.changed', () => setZoom(s.canvas.zoom()));
    s.eventBus.on('tokenSimulation.toggleMode', (e: EventPayload) => setSimulating(Boolean(e.active)));
    setModeler(m);
    return () => {
      m.destroy();
      setModeler(null);
    };
  }, [prefix]);

  const importXml = useCallback(
    async (text: string): Promise<boolean> => {
      if (!modeler) return false;
      try {
        const { warnings } = await modeler.importXML(renameClashingPrefixes(text, registeredNamespaces(prefix)));
        // §8: import warnings and failures are logged only.
        if (warnings.length) console.warn('[designer] import warnings', warnings);
        const { canvas } = services(modeler);
        canvas.zoom('fit-viewport', 'auto');
        const fitted = canvas.viewbox();
        if (fitted.scale < ZOOM_MIN) {
          // Too large to fit within §9's zoom range: the smallest zoom, showing the diagram's top-left corner.
          const { inner, outer } = fitted;
          canvas.viewbox({ x: inner.x - 20, y: inner.y - 20, width: outer.width / ZOOM_MIN, height: outer.height / ZOOM_MIN });
        } else if (fitted.scale > ZOOM_MAX) {
          canvas.zoom(1, 'auto');
        }
        return true;
      } catch (e) {
        console.warn('[designer] import failed', e);
        return false;
      }
    },
    [modeler, prefix],
  );

  useEffect(() => {
    if (!modeler) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void importXml(xml).then((ok) => {
      if (cancelled) return;
      setDrawn(true);
      if (!ok) return;
      // §9: the process name follows the model's name 1 s after creation.
      timer = setTimeout(() => {
        const s = services(modeler);
        const rootEl = s.canvas.getRootElement();
        const proc = rootEl.businessObject.$instanceOf('bpmn:Process') ? rootEl : null;
        if (proc && processName && proc.businessObject.name !== processName) s.modeling.updateProperties(proc, { name: processName });
      }, NAME_SYNC_DELAY_MS);
    });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
    // The name is read when the diagram is opened only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [modeler, xml, importXml]);

  const editor: Editor | null = useMemo(() => {
    if (!svc) return null;
    return {
      prefix,
      create: (type, attrs) => svc.bpmnFactory.create(type, attrs),
      update: (target, props, owner) => {
        const el = owner ?? elementRef.current;
        if (!el) return;
        if (target === el.businessObject) svc.modeling.updateProperties(el, props);
        else svc.modeling.updateModdleProperties(el, target, props);
      },
    };
  }, [svc, prefix]);

  const save = useCallback(async () => {
    if (!modeler) return;
    try {
      const { xml: out } = await modeler.saveXML({ format: true });
      if (out && onSave && (await onSave(out))) return;
    } catch (e) {
      console.warn('[designer] save failed', e);
    }
    void message.error(pick(DESIGNER_MESSAGES.saveFailed, lang));
  }, [modeler, onSave, message, lang]);

  // [Q] 8: publishing lints the diagram first (bpmnlint, loaded now); an error refuses it, the problems listed and marked.
  const publish = useCallback(async () => {
    if (!modeler || !onDeploy) return;
    const s = services(modeler);
    setProblems(null);
    const { lintDiagram } = await import('../lint/lint');
    // The definitions are a moddle tree: what the linter walks.
    const definitions = modeler.getDefinitions() as unknown as Parameters<typeof lintDiagram>[0];
    const found = await lintDiagram(definitions, prefix, (id) => s.elementRegistry.get(id)?.businessObject);
    setProblems(found.length ? found : null);
    const errors = found.filter((p) => p.severity === 'error').length;
    if (errors) {
      void message.error(pick(LINT_MESSAGES.refused(errors), lang));
      return;
    }
    const { xml: out } = await modeler.saveXML({ format: true });
    if (out) await onDeploy(out);
  }, [modeler, onDeploy, prefix, message, lang]);

  return (
    <div className="bpm-designer" data-testid="designer">
      {modeler && svc && (
        <Toolbar
          modeler={modeler}
          services={svc}
          zoom={zoom}
          simulating={simulating}
          canUndo={undoable.undo}
          canRedo={undoable.redo}
          fileName={processKey || 'diagram'}
          onOpen={importXml}
          onSave={onSave ? save : undefined}
          onPublish={onDeploy ? publish : undefined}
          processKey={processKey}
          processName={processName}
          prefix={prefix}
        />
      )}
      {svc && problems && <LintProblems problems={problems} services={svc} onClose={() => setProblems(null)} />}
      <div className="bpm-designer-body">
        <div className="bpm-designer-canvas" ref={containerRef} data-testid="designer-canvas" {...screenReady(drawn)} />
        {svc && editor && element && (
          <PropertiesPanel
            width={panelWidth}
            element={element}
            rev={rev}
            services={svc}
            editor={editor}
            keyLocked={keyLocked}
            readOnly={simulating}
          />
        )}
      </div>
    </div>
  );
}

export default Designer;
