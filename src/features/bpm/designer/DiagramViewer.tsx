/**
 * A read-only diagram (bpmn-js NavigatedViewer: pan and zoom, no editing), fitted to its box. Imports bpmn-js:
 * reached only by a dynamic import from the definition page.
 */
import { useEffect, useRef } from 'react';
import { createViewer } from '../modeler/create';
import { registeredNamespaces } from '@/lib/bpmn/moddle';
import { renameClashingPrefixes } from '../modeler/xml';
import './designer.css';

export function DiagramViewer({ xml, onError }: { xml: string; onError?: (e: unknown) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const viewer = createViewer(container);
    let alive = true;
    viewer
      .importXML(renameClashingPrefixes(xml, registeredNamespaces()))
      .then(({ warnings }) => {
        if (!alive) return;
        if (warnings.length) console.warn('[viewer] import warnings', warnings);
        viewer.get<{ zoom(level: 'fit-viewport', center: 'auto'): number }>('canvas').zoom('fit-viewport', 'auto');
      })
      .catch((e: unknown) => {
        // §8: import failures are logged only (the page says the diagram cannot be shown).
        console.warn('[viewer] import failed', e);
        if (alive) onError?.(e);
      });
    return () => {
      alive = false;
      viewer.destroy();
    };
  }, [xml, onError]);
  return <div className="bpm-viewer" ref={ref} data-testid="diagram-viewer" />;
}

export default DiagramViewer;
