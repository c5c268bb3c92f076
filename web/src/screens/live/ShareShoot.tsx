import { useState } from 'react';
import { LinkQrCode } from '../../components/LinkQrCode.js';

type Shared = { state: 'idle' } | { state: 'copied' } | { state: 'failed' };

/** The join code in large type, for club-mates to type in (docs/product.md section 2). */
export function JoinCode({ shootCode }: { shootCode: string }) {
  return (
    <div className="live-join-code">
      <p className="live-code-label" aria-hidden="true">
        Join code
      </p>
      <p className="live-code" role="note" aria-label="Join code">
        {shootCode}
      </p>
    </div>
  );
}

/**
 * Two QR codes: one that joins the shoot (it opens the Live screen with the code filled in, so a
 * club-mate only checks their name and taps Join) and one that watches it; the viewer link to share
 * or copy.
 */
export function ShareShoot({ shootCode }: { shootCode: string }) {
  const link = `${window.location.origin}/viewer/${shootCode}`;
  const joinLink = `${window.location.origin}/leaderboard?join=${shootCode}`;
  const [shared, setShared] = useState<Shared>({ state: 'idle' });

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Follow our shoot', text: `Join code ${shootCode}`, url: link });
        return;
      } catch (error) {
        // The archer closed the share sheet: nothing went wrong.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setShared({ state: 'copied' });
    } catch {
      setShared({ state: 'failed' });
    }
  };

  return (
    <section className="live-card live-share" aria-label="Share this shoot">
      <h2>Join or watch from another phone</h2>
      <div className="live-qr-pair">
        <figure>
          <LinkQrCode className="live-qr" link={joinLink} />
          <figcaption>Scan to shoot in it</figcaption>
        </figure>
        <figure>
          <LinkQrCode className="live-qr" link={link} />
          <figcaption>Scan to watch</figcaption>
        </figure>
      </div>
      <p>
        Club-mates and family can watch at <a href={link}>{link}</a>
      </p>
      <button
        type="button"
        className="plain-button accent live-button-secondary"
        onClick={() => void share()}
      >
        Share viewer link
      </button>
      <span role="status" className="live-share-outcome">
        {shared.state === 'copied'
          ? 'Link copied'
          : shared.state === 'failed'
            ? `Copy failed: the link is ${link}`
            : ''}
      </span>
    </section>
  );
}
