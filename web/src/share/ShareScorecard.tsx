import { useEffect, useState } from 'react';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import { scorecardImageLayout } from '../../../shared/share/scorecardImage.js';
import { unknownGameType } from '../../../shared/rounds/catalogue.js';
import type { PageEngine } from '../engine/engine-client.js';
import { useEngine } from '../engine/engine-context.js';
import { Modal } from '../components/Modal.js';
import { downloadFile } from './download.js';
import { renderScorecardImage } from './render-scorecard-image.js';
import { scorecardImageInput, shareFileName, shareText } from './share-input.js';
import './share.css';

type Picture =
  | { state: 'drawing' }
  | { state: 'ready'; file: File; url: string }
  | { state: 'unavailable'; message: string };

async function drawPicture(engine: PageEngine, item: HistoryItemView): Promise<Picture> {
  const profile = await engine.profile();
  const input = scorecardImageInput(item, profile.ok ? profile.value.name : '');
  if (!input) return { state: 'unavailable', message: unknownGameType(item.gameType) };
  const png = await renderScorecardImage(scorecardImageLayout(input));
  if (!png.ok) return { state: 'unavailable', message: png.error.message };
  const file = new File([png.value], shareFileName(item, 'png'), { type: 'image/png' });
  return { state: 'ready', file, url: URL.createObjectURL(file) };
}

/** Whether this browser can hand an image file to the phone's share sheet. */
function canShareFile(file: File): boolean {
  return typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true;
}

/**
 * "Share scorecard": the 800 px picture of a saved shoot, made when the dialog opens (so the share sheet
 * opens at once from the tap that asks for it), shared through the phone's share sheet where it takes
 * files, else sent as a message link; "Download image" always.
 */
export function ShareScorecard({ item }: { item: HistoryItemView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="plain-button accent" onClick={() => setOpen(true)}>
        Share scorecard
      </button>
      {open && <ShareDialog item={item} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ item, onClose }: { item: HistoryItemView; onClose: () => void }) {
  const engine = useEngine();
  const [picture, setPicture] = useState<Picture>({ state: 'drawing' });
  const [problem, setProblem] = useState<string | null>(null);
  const line = shareText(item);

  useEffect(() => {
    let current = true;
    let madeUrl: string | null = null;
    void drawPicture(engine, item).then((made) => {
      if (made.state === 'ready') madeUrl = made.url;
      if (current) setPicture(made);
      else if (madeUrl) URL.revokeObjectURL(madeUrl);
    });
    return () => {
      current = false;
      if (madeUrl) URL.revokeObjectURL(madeUrl);
    };
  }, [engine, item]);

  const share = (file: File) => {
    setProblem(null);
    // Called straight from the tap: any wait first could cost the browser's permission to open the sheet.
    navigator.share({ files: [file], text: line }).catch((error: unknown) => {
      // The archer closed the sheet: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(`Sharing failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  return (
    <Modal title="Share scorecard" onClose={onClose}>
      <div className="share-dialog">
        {picture.state === 'drawing' && <p role="status">Drawing your scorecard…</p>}
        {picture.state === 'unavailable' && (
          <div className="share-unavailable" role="alert">
            <p>Scorecard temporarily unavailable</p>
            <p className="share-reason">{picture.message}</p>
          </div>
        )}
        {picture.state === 'ready' && (
          <img className="share-preview" src={picture.url} alt={`Scorecard image: ${line}`} width={800} />
        )}
        <p className="share-line">{line}</p>
        <div className="share-actions">
          {picture.state === 'ready' && canShareFile(picture.file) && (
            <button type="button" className="primary-button" onClick={() => share(picture.file)}>
              Share
            </button>
          )}
          {!(picture.state === 'ready' && canShareFile(picture.file)) && (
            <a
              className="share-link"
              href={`https://wa.me/?text=${encodeURIComponent(line)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Send in a message
            </a>
          )}
          <button
            type="button"
            className="plain-button accent"
            disabled={picture.state !== 'ready'}
            onClick={() => picture.state === 'ready' && downloadFile(picture.file, picture.file.name)}
          >
            Download image
          </button>
          {/* Escape and a tap on the backdrop close it too, but neither is visible: a phone has no
              Escape key and the backdrop is a thin edge round a dialog this tall. */}
          <button type="button" className="plain-button share-close" onClick={onClose}>
            Close
          </button>
        </div>
        {problem && (
          <p role="alert" className="share-problem">
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}
