import {useEffect, useRef, type RefObject} from 'react';

/** Whether the key went to something that handles Enter itself (a field, a button, a link, a dialog). */
function handlesEnter(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || element === document.body) return false;
  if (element.isContentEditable) return true;
  return Boolean(element.closest('input, textarea, select, button, a, [role="button"], [role="dialog"], [role="combobox"]'));
}

/**
 * The packager sends with Enter: the Send button takes the focus when it becomes ready (unless the
 * packager is already in a field), and Enter anywhere that is not a field or control sends.
 */
export function useEnterToSend(ready: boolean, button: RefObject<HTMLButtonElement | null>, send: () => void) {
  const latest = useRef(send);
  latest.current = send;
  useEffect(() => {
    if (!ready) return;
    if (document.activeElement === document.body || document.activeElement === null) button.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.ctrlKey || event.altKey || event.metaKey || event.shiftKey || event.repeat || handlesEnter(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ready, button]);
}
