import {useFormikContext} from 'formik';
import {useCallback, useEffect, useRef} from 'react';
import {useBlocker, type BlockerFunction} from 'react-router-dom';
import {ConfirmDialog} from './ConfirmDialog';
import {TEXTS} from '@/lib/texts';

export const LEAVE_TITLE = TEXTS.guard.title;
export const LEAVE_TEXT = TEXTS.guard.text;

/**
 * Asks before leaving a form with unsaved changes: a link or Back inside the app (react-router's
 * blocker, with a dialog whose default is to stay) and a reload, closed tab or typed address (the
 * browser's own beforeunload question). Active only while `active` (dirty and not submitting, so a
 * save that navigates on success passes).
 */
export function useUnsavedChangesGuard(active: boolean) {
  const activeRef = useRef(active);
  activeRef.current = active;
  // Read at navigation time: a save that navigates in the same tick as it succeeds is let through.
  const shouldBlock = useCallback<BlockerFunction>(
    ({currentLocation, nextLocation}) =>
      activeRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={LEAVE_TITLE}
      text={LEAVE_TEXT}
      confirmLabel={TEXTS.actions.leave}
      cancelLabel={TEXTS.actions.stay}
      focusCancel
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/** The guard of a formik form: put it inside the <Formik>. */
export function UnsavedChangesGuard() {
  const {dirty, isSubmitting} = useFormikContext();
  return useUnsavedChangesGuard(dirty && !isSubmitting);
}
