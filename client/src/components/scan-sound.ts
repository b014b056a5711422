/** The outcome of one scan, as heard and seen at a scanner station. */
export type ScanOutcome = 'success' | 'error' | 'question';

interface Tone {
  frequency: number;
  type: OscillatorType;
  seconds: number;
  /** Repeats after a short gap (the error and the question are heard as more than one beep). */
  count: number;
}

/** A high short beep for success, a low long double buzz for an error, two mid beeps for a question. */
export const SCAN_TONES: Record<ScanOutcome, Tone> = {
  success: {frequency: 1320, type: 'sine', seconds: 0.12, count: 1},
  error: {frequency: 220, type: 'square', seconds: 0.25, count: 2},
  question: {frequency: 660, type: 'triangle', seconds: 0.12, count: 2},
};

type AudioContextClass = new () => AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const scope = globalThis as {AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass};
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) return null;
  context = new Constructor();
  return context;
}

/**
 * Plays the scan's tone with WebAudio. Silent (never throws) where there is no AudioContext (tests,
 * old browsers) or the browser refuses to play (no user gesture yet): the colours still tell.
 */
export function playScanTone(outcome: ScanOutcome): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const tone = SCAN_TONES[outcome];
    for (let i = 0; i < tone.count; i++) {
      const start = audio.currentTime + i * (tone.seconds + 0.08);
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone.type;
      oscillator.frequency.value = tone.frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain);
      gain.connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + tone.seconds);
    }
  } catch {
    // No sound on this machine; the result is still shown in colour.
  }
}
