import {createRoot} from 'react-dom/client';
import {afterEach, describe, expect, it} from 'vitest';
import {useKeyOnPage} from './shortcuts';

function Offer({onKey}: {onKey(): void}) {
  useKeyOnPage(event => event.key === 'k' && event.ctrlKey, onKey);
  return <button type="button">Find order</button>;
}

describe('useKeyOnPage', () => {
  let container: HTMLElement;
  afterEach(() => container?.remove());

  // As a person (or a browser test) does: the key pressed as soon as the button is on the page, in
  // the same turn as the page changed (a mutation observer's microtask), before any later task.
  it('hears a key pressed as soon as what offers it is on the page', async () => {
    container = document.body.appendChild(document.createElement('div'));
    let heard = 0;
    const pressed = new Promise<void>(resolve => {
      const observer = new MutationObserver(() => {
        if (!container.querySelector('button')) return;
        observer.disconnect();
        window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true}));
        resolve();
      });
      observer.observe(container, {childList: true, subtree: true});
    });
    const root = createRoot(container);
    root.render(<Offer onKey={() => heard++} />);
    await pressed;
    expect(heard).toBe(1);
    root.unmount();
  });
});
