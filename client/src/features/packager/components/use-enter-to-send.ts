import {useEffect, type RefObject} from 'react';
import {useKeyOnPage} from '@/lib/shortcuts';

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
  useEffect(() => {
    if (ready && (document.activeElement === document.body || document.activeElement === null)) button.current?.focus();
  }, [ready, button]);
  useKeyOnPage(
    event => event.key === 'Enter' && !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey && !event.repeat && !handlesEnter(event.target),
    send,
    ready,
  );
}
