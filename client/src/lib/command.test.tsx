import {QueryClient, QueryClientProvider} from '@tanstack/react-query';
import {act, renderHook, waitFor} from '@testing-library/react';
import type {ReactNode} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {DOUBLE_SUBMIT_WINDOW_MS, newIdempotencyKey, useCommand, type Submission} from './command';

function wrapper({children}: {children: ReactNode}) {
  const client = new QueryClient({defaultOptions: {mutations: {retry: false}}});
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A command whose answers the test releases by hand, recording each call's key. */
function givenCommand() {
  const calls: {variables: unknown; key: string; answer: (value: string) => void; fail: (error: Error) => void}[] = [];
  const mutationFn = (variables: {text: string}, submission: Submission) =>
    new Promise<string>((answer, fail) => calls.push({variables, key: submission.headers['Idempotency-Key'], answer, fail}));
  const hook = renderHook(() => useCommand({mutationFn}), {wrapper});
  return {calls, hook};
}

afterEach(() => vi.useRealTimers());

describe('useCommand', () => {
  it('makes 128-bit hex keys, a new one each time', () => {
    const keys = new Set(Array.from({length: 100}, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends a doubled submission once; both callers get its answer', async () => {
    const {calls, hook} = givenCommand();
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = hook.result.current.mutateAsync({text: 'a'});
      second = hook.result.current.mutateAsync({text: 'a'});
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0].answer('done'));
    await expect(first).resolves.toBe('done');
    await expect(second).resolves.toBe('done');
    expect(calls).toHaveLength(1);
  });

  it('retries a failed submission with the same key, and a new submission with a new key', async () => {
    const {calls, hook} = givenCommand();
    const failed = hook.result.current.mutateAsync({text: 'a'});
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0].fail(new Error('network')));
    await expect(failed).rejects.toThrow('network');
    act(() => void hook.result.current.mutateAsync({text: 'a'}));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].key).toBe(calls[0].key);
    act(() => void hook.result.current.mutateAsync({text: 'b'}));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].key).not.toBe(calls[0].key);
  });

  it('keeps the key for the same submission shortly after a success (a late double click), then makes a new one', async () => {
    // Only the clock is fake: it stands still until the test moves it past the window.
    vi.useFakeTimers({toFake: ['Date']});
    const {calls, hook} = givenCommand();
    const done = hook.result.current.mutateAsync({text: 'a'});
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0].answer('first'));
    await done;
    let again!: Promise<string>;
    act(() => void (again = hook.result.current.mutateAsync({text: 'a'})));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].key).toBe(calls[0].key);
    act(() => calls[1].answer('first'));
    await again;
    vi.advanceTimersByTime(DOUBLE_SUBMIT_WINDOW_MS + 1);
    act(() => void hook.result.current.mutateAsync({text: 'a'}));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].key).not.toBe(calls[0].key);
  });

  it('sends other submissions while one runs, each with its own key (a scan queue)', async () => {
    const {calls, hook} = givenCommand();
    act(() => {
      void hook.result.current.mutateAsync({text: 'a'});
      void hook.result.current.mutateAsync({text: 'b'});
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0].key).not.toBe(calls[1].key);
  });
});
