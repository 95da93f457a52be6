/**
 * The §2 route of a record's step (/AuditAdd, /StartRepairAdd…), kept as a deep link now that the step is a dialog on
 * the record (docs/architecture.md "Step dialogs"): the record's detail with the step's dialog open. Only the
 * record's id is read from the address — `?<rowKey>=<id>`, or the `rowKey` of an older link's `row` JSON (nothing
 * else of that row) —, the record itself is loaded. The dialog closing (done or cancelled) closes the step's tab and
 * shows `parent` (else the list).
 */
import { useSearchParams } from 'react-router-dom';
import { PARENT_PARAM, parentPath, stepRecordId } from '@/lib/rowQuery';
import type { AnySchema } from '@/entities/define';
import { useCloseAndReturn } from '../useCloseAndReturn';
import type { StepViews } from './ActionButtons';
import { EntityDetailPage } from './EntityDetailPage';


/** `steps`: the screen's own dialog or drawer for the step (a policy's 完善), as its list and detail draw it. */
export function StepScreen({ schema, step, defaultParent, steps }: { schema: AnySchema; step: string; defaultParent: string; steps?: StepViews }) {
  const [query] = useSearchParams();
  const closeAndReturn = useCloseAndReturn();
  const parent = parentPath(query.get(PARENT_PARAM), defaultParent);
  const id = stepRecordId(query, schema.rowKey);
  // Keyed by the record: another record's address (the same screen kept) opens its own dialog afresh.
  return <EntityDetailPage key={id} schema={schema} defaultParent={defaultParent} step={{ key: step, id, onClose: () => closeAndReturn(parent) }} steps={steps} />;
}
