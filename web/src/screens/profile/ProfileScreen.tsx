import { useEffect, useEffectEvent, useState } from 'react';
import type { UserProfile } from '../../../../shared/history/userProfile.js';
import { SignInPanel } from '../../account/SignInPanel.js';
import { useEngine } from '../../engine/engine-context.js';
import { recordFeatureUse } from '../../feature-usage.js';
import { useProfile } from '../../engine/use-profile.js';
import { ArcherFields, PreferenceFields } from './ArcherFields.js';
import { ClassificationTables } from './ClassificationTable.js';
import {
  draftFromProfile,
  hasChanges,
  membershipNumberError,
  profileChanges,
  withClassification,
  type Discipline,
  type ProfileDraft,
} from './profile-form.js';
import { AtTheLineSettings } from './AtTheLineSettings.js';
import { ThemeChooser } from './ThemeChooser.js';
import { TipsReset } from './TipsReset.js';
import './profile.css';

/** The archer's edits: the draft the form shows, and the saved profile it was edited from. */
interface Edits {
  from: UserProfile;
  draft: ProfileDraft;
}

/**
 * What the form shows over the profile the engine holds. Unsaved edits survive a fresh profile (another
 * tab may have saved meanwhile); an untouched form shows the new values at once.
 */
function draftOver(saved: UserProfile, edits: Edits | null): ProfileDraft {
  if (edits && (edits.from === saved || hasChanges(profileChanges(edits.from, edits.draft))))
    return edits.draft;
  return draftFromProfile(saved);
}

/** How long the form waits after the last change before saving it: typing a name is one save. */
const SAVE_AFTER_MS = 600;

/**
 * Where saving stands. `quiet`: nothing changed this visit. `saved`: every change is in the worker.
 * `failed`: the worker refused the last change (a year of birth that makes no sense, say), in its words.
 */
type SaveState = { state: 'quiet' } | { state: 'saved' } | { state: 'failed'; message: string };

/** docs/product.md section 2 "You" (/you, label Profile): who the archer is, classifications, preferences. */
export default function ProfileScreen() {
  const { value: profile, show: showProfile } = useProfile();
  if (profile.state === 'loading') return <p>Loading your profile…</p>;
  if (profile.state === 'failed') {
    return (
      <section aria-labelledby="profile-title">
        <h1 id="profile-title">Profile</h1>
        <p role="alert">{profile.message}</p>
      </section>
    );
  }
  return (
    <ProfileForm profile={profile.value} showSaved={(value) => showProfile({ state: 'ready', value })} />
  );
}

/**
 * The profile saves as the archer goes (docs/screens.md, Profile): each change is saved a moment after
 * the last one, and whatever is still waiting is saved when the archer leaves the screen or the app, so
 * an edit is never lost and there is no Save button to scroll to.
 */
function ProfileForm({
  profile,
  showSaved,
}: {
  profile: UserProfile;
  showSaved: (value: UserProfile) => void;
}) {
  const engine = useEngine();
  const [edits, setEdits] = useState<Edits | null>(null);
  // The profile a save is on its way from: edits made meanwhile build on it and are saved next.
  const [saving, setSaving] = useState<UserProfile | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ state: 'quiet' });

  const saved = saving ?? profile;
  const draft = draftOver(saved, edits);
  const changes = profileChanges(saved, draft);
  const waiting = hasChanges(changes);
  // Each edit builds on the latest draft (two in one tick must not lose the first).
  const editDraft = (change: (draft: ProfileDraft) => ProfileDraft) =>
    setEdits((previous) => ({ from: saved, draft: change(draftOver(saved, previous)) }));
  const edit = (next: Partial<ProfileDraft>) => editDraft((draft) => ({ ...draft, ...next }));
  const editClassification = (discipline: Discipline, bowType: string, name: string) =>
    editDraft((draft) => withClassification(draft, discipline, bowType, name));

  const unsaved = waiting ? changes : null;
  const pendingKey = waiting && saving === null ? JSON.stringify(changes) : '';

  // What is waiting when the pause ends, as that render has it, and the profile it was edited from.
  const saveWaiting = useEffectEvent(() => {
    const asked = unsaved;
    if (asked === null) return;
    setSaving(profile);
    void engine.updateProfile(asked).then((result) => {
      setSaving(null);
      if (!result.ok) {
        setSaveState({ state: 'failed', message: result.error.message });
        return;
      }
      if ('indoorClassifications' in asked || 'outdoorClassifications' in asked)
        recordFeatureUse('classifications set');
      // The engine re-derives classifications and estimates from the new category: show what it holds.
      showSaved(result.value);
      setSaveState({ state: 'saved' });
    });
  });
  useEffect(() => {
    if (pendingKey === '') return;
    const timer = setTimeout(() => saveWaiting(), SAVE_AFTER_MS);
    // Keyed by what is waiting: a new change restarts the wait; a re-render with the same changes does not.
    return () => clearTimeout(timer);
  }, [pendingKey]);

  // Leaving the screen, or the app going to the background, saves what is still waiting at once.
  const saveNow = useEffectEvent(() => {
    if (unsaved !== null) void engine.updateProfile(unsaved);
  });
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') saveNow();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      saveNow();
    };
  }, []);

  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <p className="profile-status" role="status">
        {waiting
          ? 'Saving…'
          : membershipNumberError(draft) !== null
            ? 'Your membership number is not saved: see below.'
            : saveState.state === 'failed'
              ? `Not saved: ${saveState.message}`
              : saveState.state === 'saved'
                ? 'All changes saved.'
                : 'Changes save as you go.'}
      </p>
      <form className="profile-form fields" onSubmit={(event) => event.preventDefault()}>
        <ArcherFields draft={draft} onChange={edit} />
        <ClassificationTables draft={draft} onChange={editClassification} />
        <PreferenceFields draft={draft} onChange={edit} />
      </form>
      <SignInPanel />
      <ThemeChooser />
      <AtTheLineSettings />
      <TipsReset />
    </section>
  );
}
