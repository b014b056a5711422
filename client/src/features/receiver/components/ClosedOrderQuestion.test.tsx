import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {ClosedOrderQuestion} from './ClosedOrderQuestion';

describe('ClosedOrderQuestion', () => {
  it('focuses nothing, and Enter never answers it; only a click does', () => {
    const onReopen = vi.fn();
    const onCancel = vi.fn();
    render(<ClosedOrderQuestion barCode="JJFI1" text="This order is closed: Age. Reopen and receive?" onReopen={onReopen} onCancel={onCancel} />);
    const question = screen.getByRole('dialog', {name: 'Closed order JJFI1'});
    expect(question.getAttribute('aria-modal')).toBe('false');
    const reopen = screen.getByRole('button', {name: 'Reopen and receive'});
    const cancel = screen.getByRole('button', {name: 'Cancel'});
    expect([reopen, cancel]).not.toContain(document.activeElement);
    expect(reopen.getAttribute('type')).toBe('button');
    fireEvent.keyDown(document.body, {key: 'Enter'});
    expect(onReopen).not.toHaveBeenCalled();
    fireEvent.click(reopen);
    expect(onReopen).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
