import {afterEach, describe, expect, it, vi} from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('playScanTone', () => {
  it('does not throw where there is no AudioContext', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const {playScanTone} = await import('./scan-sound');
    expect(() => playScanTone('success')).not.toThrow();
    expect(() => playScanTone('error')).not.toThrow();
  });

  it('does not throw when the AudioContext refuses', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('not allowed');
        }
      },
    );
    const {playScanTone} = await import('./scan-sound');
    expect(() => playScanTone('error')).not.toThrow();
  });

  it('plays a different tone for success and for an error', async () => {
    const frequencies: number[] = [];
    class FakeContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        const frequency = {value: 0};
        return {
          type: '',
          frequency,
          connect: () => undefined,
          start: () => frequencies.push(frequency.value),
          stop: () => undefined,
        };
      }
      createGain() {
        return {gain: {value: 0}, connect: () => undefined};
      }
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const {playScanTone, SCAN_TONES} = await import('./scan-sound');
    playScanTone('success');
    const success = [...frequencies];
    frequencies.length = 0;
    playScanTone('error');
    expect(success).toEqual([SCAN_TONES.success.frequency]);
    expect(frequencies.length).toBe(SCAN_TONES.error.count);
    expect(frequencies[0]).not.toBe(success[0]);
  });
});
