/**
 * The clock's whistles as beeps through Web Audio (docs/at-the-line.md): two to walk up, one to shoot,
 * three to collect. Browsers let a page make sound only after a tap, so the audio is woken by the
 * archer's Start and kept for the visit; where there is no Web Audio the clock is silent.
 */

/** A range whistle is high and shrill; a little trill makes it sound like one rather than a kitchen timer. */
const PITCH_HZ = 2600;
const TRILL_HZ = 28;
const TRILL_DEPTH_HZ = 90;
const BLAST_S = 0.32;
const GAP_S = 0.18;
const LOUDNESS = 0.25;

export interface RangeWhistle {
  /** From the archer's tap: makes (or resumes) the audio the whistles play through. */
  wake(): void;
  blow(whistles: number): void;
}

type AudioContextMaker = new () => AudioContext;

function audioMaker(): AudioContextMaker | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as { AudioContext?: AudioContextMaker }).AudioContext;
}

export function rangeWhistle(maker: AudioContextMaker | undefined = audioMaker()): RangeWhistle {
  let audio: AudioContext | null = null;
  return {
    wake() {
      if (!maker) return;
      try {
        audio ??= new maker();
        if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
      } catch {
        // No audio output allowed here: the clock still shows and vibrates.
        audio = null;
      }
    },
    blow(whistles) {
      if (!audio || whistles <= 0) return;
      const start = audio.currentTime + 0.02;
      for (let blast = 0; blast < whistles; blast += 1) {
        const at = start + blast * (BLAST_S + GAP_S);
        const tone = audio.createOscillator();
        const trill = audio.createOscillator();
        const trillDepth = audio.createGain();
        const volume = audio.createGain();
        tone.frequency.value = PITCH_HZ;
        trill.frequency.value = TRILL_HZ;
        trillDepth.gain.value = TRILL_DEPTH_HZ;
        trill.connect(trillDepth).connect(tone.frequency);
        // A quick rise and fall, so the beep does not click.
        volume.gain.setValueAtTime(0, at);
        volume.gain.linearRampToValueAtTime(LOUDNESS, at + 0.02);
        volume.gain.setValueAtTime(LOUDNESS, at + BLAST_S - 0.04);
        volume.gain.linearRampToValueAtTime(0, at + BLAST_S);
        tone.connect(volume).connect(audio.destination);
        for (const oscillator of [tone, trill]) {
          oscillator.start(at);
          oscillator.stop(at + BLAST_S);
        }
      }
    },
  };
}
