/**
 * §2 Process viewer: a read-only bpmn-js viewer (pan and zoom) of an instance's diagram, fitted to its box after
 * loading, with status highlights and a hover overlay per element (rules in ./highlight). Lazily loaded: only the
 * approval detail screens import it, so only they pay for bpmn-js. The bpmn.io watermark stays (bpmn-js licence).
 */
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { moddleExtensions } from '@/lib/bpmn/moddle';
import { useLang } from '@/i18n/react';
import { computeMarkers, overlayLines, type DiagramNode, type ViewerInputs } from './highlight';
import './viewer.css';

interface ShapeLike {
  id: string;
  type: string;
  width?: number;
  waypoints?: unknown;
  outgoing?: { id: string; target: { id: string; type: string } }[];
}
interface Registry {
  getAll(): ShapeLike[];
}
interface Canvas {
  addMarker(id: string, marker: string): void;
  zoom(level: 'fit-viewport', center: 'auto'): number;
}
interface Overlays {
  add(id: string, type: string, overlay: { position: { left?: number; top?: number }; html: HTMLElement }): string;
  remove(filter: { type: string }): void;
}
interface EventBus {
  on(event: string, cb: (e: { element: ShapeLike }) => void): void;
}

export interface ProcessViewerProps extends ViewerInputs {
  xml: string;
  /** Called when the XML cannot be shown (the page says so). */
  onError?: (e: unknown) => void;
}

const OVERLAY = 'process-viewer-status';

/** The diagram's nodes as the highlight rules need them. */
function nodesOf(registry: Registry): DiagramNode[] {
  return registry
    .getAll()
    .filter((e) => !e.waypoints && e.type !== 'label')
    .map((e) => ({ id: e.id, type: e.type, outgoing: (e.outgoing ?? []).map((f) => ({ id: f.id, targetId: f.target.id, targetType: f.target.type })) }));
}

export function ProcessViewer({ xml, activities, tasks, instance, onError }: ProcessViewerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<NavigatedViewer | null>(null);
  const inputs = useRef<ViewerInputs>({ activities, tasks, instance });
  inputs.current = { activities, tasks, instance };
  const lang = useLang();
  const langRef = useRef(lang);
  langRef.current = lang;
  const [loaded, setLoaded] = useState(0);

  // Import the diagram (again when the XML changes).
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const viewer = new NavigatedViewer({ container, moddleExtensions: moddleExtensions() });
    viewerRef.current = viewer;
    let alive = true;
    const bus = viewer.get<EventBus>('eventBus');
    const overlays = viewer.get<Overlays>('overlays');
    bus.on('element.hover', ({ element }) => {
      overlays.remove({ type: OVERLAY });
      const lines = overlayLines(element, inputs.current, langRef.current);
      if (!lines.length) return;
      const box = document.createElement('div');
      box.className = 'process-viewer-overlay';
      box.setAttribute('role', 'tooltip');
      for (const line of lines) {
        const p = document.createElement('p');
        p.textContent = `${line.label}：${line.value}`;
        box.appendChild(p);
      }
      overlays.add(element.id, OVERLAY, { position: { left: (element.width ?? 0) + 8, top: 0 }, html: box });
    });
    bus.on('element.out', () => overlays.remove({ type: OVERLAY }));
    viewer
      .importXML(xml)
      .then(() => {
        if (!alive) return;
        viewer.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
        setLoaded((n) => n + 1);
      })
      .catch((e: unknown) => {
        console.warn('[viewer] import failed', e);
        if (alive) onError?.(e);
      });
    return () => {
      alive = false;
      viewerRef.current = null;
      viewer.destroy();
    };
  }, [xml, onError]);

  // Highlights: after each import and whenever the instance's state changes.
  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer || !loaded) return;
    const canvas = viewer.get<Canvas & { removeMarker(id: string, marker: string): void }>('canvas');
    const registry = viewer.get<Registry>('elementRegistry');
    const nodes = nodesOf(registry);
    for (const e of registry.getAll()) for (const m of ['highlight', 'highlight-todo', 'highlight-reject', 'highlight-cancel']) canvas.removeMarker(e.id, m);
    for (const [id, marker] of computeMarkers(nodes, { activities, tasks, instance })) canvas.addMarker(id, marker);
    ref.current?.setAttribute('data-highlighted', String(loaded));
  }, [loaded, activities, tasks, instance]);

  return <div className="process-viewer" ref={ref} data-testid="process-viewer" />;
}

export default ProcessViewer;
