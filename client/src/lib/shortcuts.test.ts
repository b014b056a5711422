import {describe, expect, it} from 'vitest';
import {isAltShortcut, PROCEED_SHORTCUT} from './shortcuts';

describe('isAltShortcut', () => {
  const press = (partial: Partial<KeyboardEvent>) => ({code: 'KeyP', altKey: true, ctrlKey: false, metaKey: false, shiftKey: false, repeat: false, ...partial});
  it("is Alt with the key's place, whatever character it types (Option+P is 'π' on a Mac)", () => {
    expect(isAltShortcut(PROCEED_SHORTCUT, press({}))).toBe(true);
  });
  it('is not the key alone, AltGr (Ctrl+Alt), another modifier, another key, or a held key repeating', () => {
    expect(isAltShortcut(PROCEED_SHORTCUT, press({altKey: false}))).toBe(false);
    expect(isAltShortcut(PROCEED_SHORTCUT, press({ctrlKey: true}))).toBe(false);
    expect(isAltShortcut(PROCEED_SHORTCUT, press({metaKey: true}))).toBe(false);
    expect(isAltShortcut(PROCEED_SHORTCUT, press({shiftKey: true}))).toBe(false);
    expect(isAltShortcut(PROCEED_SHORTCUT, press({code: 'KeyO'}))).toBe(false);
    expect(isAltShortcut(PROCEED_SHORTCUT, press({repeat: true}))).toBe(false);
  });
});
