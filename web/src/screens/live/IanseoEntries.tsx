import { useId, useState } from 'react';
import type { LiveShoot } from '../../../../shared/live-shoots/types.js';
import { Modal } from '../../components/Modal.js';
import { useEngine } from '../../engine/engine-context.js';
import { downloadFile } from '../../share/download.js';

type Making =
  | { state: 'idle' }
  | { state: 'making' }
  | { state: 'saved'; entries: number }
  | { state: 'refused'; message: string };

interface Details {
  /** Membership numbers by participant id: the organiser types the others'; the archer's own is known. */
  numbers: Record<string, string>;
  clubCode: string;
  clubName: string;
  session: string;
}

/**
 * "Entries for ianseo" (docs/records-formats.md, ianseo participant list load): the shoot's roster as the
 * tab-separated file ianseo's participant import takes, so an organiser types no entry twice. The live
 * shoot holds no membership numbers, so the organiser gives them here (theirs comes from the profile);
 * the engine refuses a roster ianseo could not take and names every archer and what is missing.
 */
export function IanseoEntries({ shoot, myParticipantId }: { shoot: LiveShoot; myParticipantId: string }) {
  const engine = useEngine();
  const [details, setDetails] = useState<Details | null>(null);

  const open = async () => {
    const profile = await engine.profile();
    const mine = profile.ok ? profile.value.agbMembershipNumber : '';
    setDetails({
      numbers: mine === '' ? {} : { [myParticipantId]: mine },
      clubCode: '',
      clubName: profile.ok ? profile.value.clubName : '',
      session: '1',
    });
  };

  return (
    <>
      <p>
        <button
          type="button"
          className="plain-button accent live-button-secondary"
          onClick={() => void open()}
        >
          Entries for ianseo
        </button>
      </p>
      {details !== null && <EntriesDialog shoot={shoot} start={details} onClose={() => setDetails(null)} />}
    </>
  );
}

function EntriesDialog({ shoot, start, onClose }: { shoot: LiveShoot; start: Details; onClose: () => void }) {
  const engine = useEngine();
  const ids = { code: useId(), name: useId(), session: useId() };
  const [details, setDetails] = useState(start);
  const [making, setMaking] = useState<Making>({ state: 'idle' });
  // A refusal is about the roster as it was: an edit takes it away until the next download.
  const edit = (change: Partial<Details>) => {
    setDetails((before) => ({ ...before, ...change }));
    setMaking({ state: 'idle' });
  };

  const download = async () => {
    setMaking({ state: 'making' });
    const archers = shoot.participants.map((participant) => ({
      archerName: participant.archerName,
      bowType: participant.bowType,
      gender: participant.gender,
      membershipNumber: (details.numbers[participant.id] ?? '').trim(),
    }));
    const session = Number(details.session);
    const made = await engine.ianseoEntriesFile(archers, {
      session: Number.isInteger(session) && session > 0 ? session : 1,
      clubCode: details.clubCode.trim(),
      clubName: details.clubName.trim(),
    });
    if (!made.ok) {
      setMaking({ state: 'refused', message: made.error.message });
      return;
    }
    downloadFile(made.value, `ianseo-entries-${shoot.code}.txt`);
    setMaking({ state: 'saved', entries: archers.length });
  };

  return (
    <Modal title="Entries for ianseo" onClose={onClose}>
      <form
        className="live-entries-form"
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <p>
          For ianseo’s participant import (Participants, List load). ianseo needs each archer’s Archery GB
          membership number.
        </p>
        {shoot.participants.map((participant) => (
          <NumberOf
            key={participant.id}
            name={participant.archerName}
            value={details.numbers[participant.id] ?? ''}
            onChange={(number) => edit({ numbers: { ...details.numbers, [participant.id]: number } })}
          />
        ))}
        <label htmlFor={ids.code}>Club code (up to 10 letters)</label>
        <input
          id={ids.code}
          type="text"
          maxLength={10}
          value={details.clubCode}
          onChange={(event) => edit({ clubCode: event.target.value })}
        />
        <label htmlFor={ids.name}>Club name</label>
        <input
          id={ids.name}
          type="text"
          value={details.clubName}
          onChange={(event) => edit({ clubName: event.target.value })}
        />
        <label htmlFor={ids.session}>Session</label>
        <input
          id={ids.session}
          type="text"
          inputMode="numeric"
          value={details.session}
          onChange={(event) => edit({ session: event.target.value })}
        />
        {making.state === 'saved' && (
          <p role="status">
            Saved {making.entries === 1 ? '1 entry' : `${making.entries} entries`} for ianseo.
          </p>
        )}
        <div className="live-entries-docked">
          {making.state === 'refused' && (
            <p role="alert" className="live-problem" data-testid="ianseo-entries-refused">
              {making.message}
            </p>
          )}
          <div className="live-dialog-actions">
            <button type="button" className="plain-button accent live-button-secondary" onClick={onClose}>
              Close
            </button>
            <button type="submit" className="primary-button" disabled={making.state === 'making'}>
              Download entries
            </button>
          </div>
        </div>
      </form>
    </Modal>
  );
}

function NumberOf({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{name}: membership number</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
