import { useState } from 'react';
import { useEngine } from '../../engine/engine-context.js';
import { engineAnswer } from '../../engine/engine-answer.js';
import { downloadFile } from '../../share/download.js';
import { renderScorecardImage } from '../../share/render-scorecard-image.js';
import { cardPicture, cardPictureName } from './card-picture.js';

type Saving = { state: 'idle' } | { state: 'saving' } | { state: 'failed'; message: string };

/**
 * Saves a sealed card as a PNG for an archer without the app: the engine reads the card's text as the
 * card's page does (so the picture says exactly what the page says), the browser draws it on a canvas and
 * downloads it named after the archer and round. No server is involved; it works offline.
 */
export function CardPictureButton({ text, link, name }: { text: string; link: string; name: string }) {
  const engine = useEngine();
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });
  const save = async () => {
    setSaving({ state: 'saving' });
    const read = await engineAnswer(() => engine.readTargetCard(text), 'reading the card');
    if (!read.ok) {
      setSaving({ state: 'failed', message: read.error.message });
      return;
    }
    const image = await renderScorecardImage(cardPicture(read.value, link));
    if (!image.ok) {
      setSaving({ state: 'failed', message: image.error.message });
      return;
    }
    downloadFile(image.value, cardPictureName(read.value));
    setSaving({ state: 'idle' });
  };
  return (
    <>
      <button
        type="button"
        className="plain-button"
        disabled={saving.state === 'saving'}
        onClick={() => void save()}
      >
        {saving.state === 'saving' ? 'Drawing the card…' : `Save ${name}'s card as a picture`}
      </button>
      {saving.state === 'failed' && <p role="alert">{saving.message}</p>}
    </>
  );
}
