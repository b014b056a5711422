import {useEffect, useRef} from 'react';

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

/** Runs `action` on the Alt shortcut anywhere on the page, in a text field too, while `enabled`. */
export function useAltShortcut(shortcut: KeyShortcut, action: () => void, enabled = true) {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isAltShortcut(shortcut, event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcut, enabled]);
}
