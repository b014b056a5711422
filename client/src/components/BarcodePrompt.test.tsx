import {fireEvent, render, screen} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {BarcodePrompt} from './BarcodePrompt';

function scan(input: HTMLElement, text: string) {
  fireEvent.change(input, {target: {value: text}});
  fireEvent.submit(input.closest('form')!);
}

describe('BarcodePrompt', () => {
  it('shows the title, the scan text and a focused Bar Code field', () => {
    render(<BarcodePrompt title="Receive" onSubmit={() => {}} />);
    expect(screen.getByRole('heading', {name: 'Receive'})).toBeTruthy();
    expect(screen.getByText('Scan bar code')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Bar Code'));
  });

  it('submits the trimmed code on Enter, clears the field and keeps focus', () => {
    const onSubmit = vi.fn();
    render(<BarcodePrompt title="Receive" onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Bar Code') as HTMLInputElement;
    scan(input, '  JJFI123456789  ');
    expect(onSubmit).toHaveBeenCalledWith('JJFI123456789');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);

    scan(input, 'SECOND');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith('SECOND');
    expect(input.value).toBe('');
  });

  it('upper-cases the code (normalizeBarCode) and shows the last result in its colour', () => {
    const onSubmit = vi.fn();
    const {rerender} = render(<BarcodePrompt title="Receive" onSubmit={onSubmit} />);
    scan(screen.getByLabelText('Bar Code'), ' jjfi12ab\t');
    expect(onSubmit).toHaveBeenCalledWith('JJFI12AB');
    rerender(<BarcodePrompt title="Receive" onSubmit={onSubmit} result={{outcome: 'error', text: 'JJFI12AB: Cannot find order'}} />);
    expect(screen.getByRole('status').textContent).toContain('JJFI12AB: Cannot find order');
    expect(screen.getByRole('status').getAttribute('data-scan-result')).toBe('error');
  });

  it('ignores an empty scan', () => {
    const onSubmit = vi.fn();
    render(<BarcodePrompt title="Receive" onSubmit={onSubmit} />);
    scan(screen.getByLabelText('Bar Code'), '   ');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
