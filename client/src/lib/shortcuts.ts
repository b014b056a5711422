import {useLayoutEffect, useRef} from 'react';

export interface KeyShortcut {
  /** As the "?" panel shows it. */
  keys: string;
  /** For aria-keyshortcuts. */
  aria: string;
  /** The key's place on the keyboard (KeyboardEvent.code): Option+P types 'π' on a Mac, so the key text would miss it. */
  code: string;
}

/**
 * Alt+P: a desk's next step (the teller's page: To preview, then Approve). Alt with a letter
 * opens no menu in Chrome or Edge (those are Alt+F and Alt+E) nor in Firefox (F, E, V, S, B, T, H),
 * and no other shortcut of the app uses Alt.
 */
export const PROCEED_SHORTCUT: KeyShortcut = {keys: 'Alt P', aria: 'Alt+P', code: 'KeyP'};

type KeyPress = Pick<KeyboardEvent, 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'repeat'>;

/**
 * Whether a key press is the Alt shortcut: Alt alone with the key (AltGr is Ctrl+Alt on Windows and
 * types characters), pressed, not held: a held key repeats, and one press must not preview and then approve.
 */
export const isAltShortcut = (shortcut: KeyShortcut, event: KeyPress) =>
  event.code === shortcut.code && event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.repeat;

/** Whether a key press is typing into a field, where a key is a character, not a command. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)));
}

/**
 * Runs `action` on every key press that `matches`, anywhere on the page, while `enabled`; the press
 * does nothing else (preventDefault). The latest `matches` and `action` are used, so callers may pass
 * new functions on every render. The listener is in place when the screen that offers the key is
 * (a layout effect, run with the commit): a passive effect runs a task later, and a key pressed as
 * soon as the button showed was lost.
 */
export function useKeyOnPage(matches: (event: KeyboardEvent) => boolean, action: () => void, enabled = true) {
  const latest = useRef({matches, action});
  useLayoutEffect(() => {
    latest.current = {matches, action};
  });
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!latest.current.matches(event)) return;
      event.preventDefault();
      latest.current.action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** Runs `action` on the Alt shortcut anywhere on the page, in a text field too, while `enabled`. */
export function useAltShortcut(shortcut: KeyShortcut, action: () => void, enabled = true) {
  useKeyOnPage(event => isAltShortcut(shortcut, event), action, enabled);
}
