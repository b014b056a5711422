import {useCallback, useEffect, useRef, useState} from 'react';

/**
 * The text of a box whose applied value the URL keeps (a list's search or filter). A URL changed
 * elsewhere (Back, a link) puts its text in the box; the URL's echo of the box's own write does not.
 * The router shows a write a render or more later (its navigations are transitions), and what the
 * member typed meanwhile must stay: a filter box once put its earlier search back over the next one
 * typed just after it.
 */
export function useUrlBackedText(applied: string) {
  const [text, setText] = useState(applied);
  const appliedRef = useRef(applied);
  appliedRef.current = applied;
  /** The box's writes the URL has not shown yet, oldest first. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const echo = pending.current.indexOf(applied);
    if (echo >= 0) {
      // The router may skip a write a later one overtook: both are shown now.
      pending.current.splice(0, echo + 1);
      return;
    }
    pending.current = [];
    setText(applied);
  }, [applied]);

  /** Notes `value` as the box's write to the URL, made next; false when the URL holds it already (nothing to write). */
  const writes = useCallback((value: string) => {
    if (value === appliedRef.current) return false;
    pending.current.push(value);
    return true;
  }, []);

  return {text, setText, writes};
}
