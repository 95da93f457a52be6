/**
 * Leaving a changed form asks first (docs/architecture.md "Forms: leaving a changed form"): its Cancel, a navigation
 * that would discard it (the router's blocker) and closing its tab (the tab bar, src/stores/unsaved.ts) ask
 * 确定离开吗？未保存的修改将丢失; an untouched form leaves at once.
 *
 * A router holds one blocker at a time: the first changed form registered draws it, and it asks for every changed
 * form (the registry's), whichever tab holds it.
 */
import { Modal } from 'antd';
import { useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { useT } from '@/i18n/react';
import { tabPathOf } from '@/stores/tabs';
import { discardedBy, useUnsaved } from '@/stores/unsaved';
import { inKeptAliveTab, PaneActivityContext } from './paneActivity';

export interface UnsavedFormControl {
  /** To call on every change the user makes (the form's onValuesChange). */
  changed(): void;
  /** The form saved or discarded: nothing to ask any more. */
  settled(): void;
  /** Runs `leave` at once when nothing changed, else once the user confirms (then the form counts as settled). */
  confirmLeave(leave: () => void): void;
  /** The confirmation and the blocker: to draw inside the form. */
  holder: ReactNode;
}

/** A form's leave guard: see the header comment. */
export function useUnsavedForm(): UnsavedFormControl {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const pane = useContext(PaneActivityContext);
  const [dirty, setDirty] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const mark = useUnsaved((s) => s.mark);
  const guarding = useUnsaved((s) => Object.keys(s.forms)[0] === id);
  const path = tabPathOf(location.pathname);
  const address = location.pathname + location.search;
  const keptAlive = inKeptAliveTab(pane);

  useEffect(() => {
    mark(id, dirty ? { path, address, keptAlive } : null);
  }, [mark, id, dirty, path, address, keptAlive]);
  useEffect(() => () => mark(id, null), [mark, id]);

  const settled = useCallback(() => {
    mark(id, null); // at once: the navigation that follows must not be blocked
    setDirty(false);
  }, [mark, id]);

  const confirmLeave = (leave: () => void) => {
    if (!dirty) return leave();
    modal.confirm({
      title: t('leave.title'),
      okText: t('leave.ok'),
      cancelText: t('leave.stay'),
      onOk: () => {
        settled();
        leave();
      },
    });
  };

  const holder = (
    <>
      {modalHolder}
      {guarding && <LeaveBlocker />}
    </>
  );
  return { changed: () => !dirty && setDirty(true), settled, confirmLeave, holder };
}

/**
 * The router's blocker: a navigation that would discard a changed form waits for the user's answer. Its dialog is
 * drawn in the page's body (the form asking may be in a hidden tab).
 */
function LeaveBlocker() {
  const t = useT();
  const forget = useUnsaved((s) => s.mark);
  const blocker = useBlocker(({ nextLocation }) => discardedBy({ path: tabPathOf(nextLocation.pathname), address: nextLocation.pathname + nextLocation.search }).length > 0);
  const blocked = blocker.state === 'blocked';
  const leave = () => {
    if (!blocked) return;
    const next = blocker.location;
    for (const id of discardedBy({ path: tabPathOf(next.pathname), address: next.pathname + next.search })) forget(id, null);
    blocker.proceed();
  };
  return (
    <Modal
      open={blocked}
      getContainer={() => document.body}
      destroyOnHidden
      title={t('leave.title')}
      okText={t('leave.ok')}
      cancelText={t('leave.stay')}
      onOk={leave}
      onCancel={() => blocked && blocker.reset()}
      width={400}
    />
  );
}
