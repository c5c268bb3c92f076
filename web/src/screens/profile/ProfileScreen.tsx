import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { EngineResult } from '../../../../shared/contract/engine.js';
import type { UserProfile } from '../../../../shared/history/userProfile.js';
import { SignInPanel } from '../../account/SignInPanel.js';
import { getEngine } from '../../engine/engine-client.js';
import { recordFeatureUse } from '../../feature-usage.js';
import { useToasts } from '../../components/toasts.js';
import { useEngineChanges } from '../../engine/use-engine.js';
import { ArcherFields, PreferenceFields, SeasonFields } from './ArcherFields.js';
import { ClassificationTables } from './ClassificationTable.js';
import {
  draftFromProfile,
  hasChanges,
  profileChanges,
  withClassification,
  type Discipline,
  type ProfileDraft,
} from './profile-form.js';
import { ThemeChooser } from './ThemeChooser.js';
import { TipsReset } from './TipsReset.js';
import './profile.css';

type ProfileState =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  /** `saved` is what the engine holds; `draft` is what the form shows, saved only on Save. */
  | { state: 'editing'; saved: UserProfile; draft: ProfileDraft }
  | { state: 'saving'; saved: UserProfile; draft: ProfileDraft };

/**
 * A fresh profile from the engine. Unsaved edits survive it (another tab may have saved meanwhile); an
 * untouched form shows the new values at once.
 */
function withFetchedProfile(previous: ProfileState, profile: UserProfile): ProfileState {
  if (previous.state === 'editing' && hasChanges(profileChanges(previous.saved, previous.draft))) {
    return { ...previous, saved: profile };
  }
  if (previous.state === 'saving') return previous;
  return { state: 'editing', saved: profile, draft: draftFromProfile(profile) };
}

/** Spec section 2 "You" (/you, label Profile): who the archer is, classifications, seasons, preferences. */
export default function ProfileScreen() {
  const [profile, setProfile] = useState<ProfileState>({ state: 'loading' });
  const toasts = useToasts();

  const showFetched = useCallback((result: EngineResult<UserProfile>) => {
    if (result.ok) setProfile((previous) => withFetchedProfile(previous, result.value));
    else setProfile({ state: 'failed', message: result.error.message });
  }, []);

  useEffect(() => {
    let live = true;
    void getEngine()
      .profile()
      .then((result) => live && showFetched(result));
    return () => {
      live = false;
    };
  }, [showFetched]);

  useEngineChanges((change) => {
    if (change.type === 'profile-updated') void getEngine().profile().then(showFetched);
  });

  if (profile.state === 'loading') return <p>Loading your profile…</p>;
  if (profile.state === 'failed') {
    return (
      <section aria-labelledby="profile-title">
        <h1 id="profile-title">Profile</h1>
        <p role="alert">{profile.message}</p>
      </section>
    );
  }

  const { saved, draft } = profile;
  const changes = profileChanges(saved, draft);
  const edit = (next: Partial<ProfileDraft>) =>
    setProfile((previous) =>
      previous.state === 'editing' ? { ...previous, draft: { ...previous.draft, ...next } } : previous,
    );
  const editClassification = (discipline: Discipline, bowType: string, name: string) =>
    setProfile((previous) =>
      previous.state === 'editing'
        ? { ...previous, draft: withClassification(previous.draft, discipline, bowType, name) }
        : previous,
    );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (profile.state !== 'editing' || !hasChanges(changes)) return;
    setProfile({ ...profile, state: 'saving' });
    const result = await getEngine().updateProfile(changes);
    if (result.ok) {
      if ('indoorClassifications' in changes || 'outdoorClassifications' in changes)
        recordFeatureUse('classifications set');
      // The engine re-derives classifications and estimates from the new category; show what it holds now.
      setProfile({ state: 'editing', saved: result.value, draft: draftFromProfile(result.value) });
      toasts.show('Profile saved', 'success');
    } else {
      setProfile({ ...profile, state: 'editing' });
      toasts.show(result.error.message, 'error');
    }
  };

  const unsaved = hasChanges(changes);
  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <form className="profile-form" onSubmit={(event) => void save(event)}>
        <fieldset className="profile-fields" disabled={profile.state === 'saving'}>
          <ArcherFields draft={draft} onChange={edit} />
          <ClassificationTables draft={draft} onChange={editClassification} />
          <SeasonFields draft={draft} onChange={edit} />
          <PreferenceFields draft={draft} onChange={edit} />
        </fieldset>
        <div className="profile-actions">
          <button type="submit" className="primary-button" disabled={!unsaved || profile.state === 'saving'}>
            Save
          </button>
          <p className="profile-status" role="status">
            {profile.state === 'saving'
              ? 'Saving…'
              : unsaved
                ? 'You have unsaved changes.'
                : 'All changes saved.'}
          </p>
        </div>
      </form>
      <SignInPanel />
      <ThemeChooser />
      <TipsReset />
    </section>
  );
}
