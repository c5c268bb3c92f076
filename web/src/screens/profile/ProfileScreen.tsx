import { useState, type FormEvent } from 'react';
import type { UserProfile } from '../../../../shared/history/userProfile.js';
import { SignInPanel } from '../../account/SignInPanel.js';
import { getEngine } from '../../engine/engine-client.js';
import { recordFeatureUse } from '../../feature-usage.js';
import { useToasts } from '../../components/toasts.js';
import { useProfile } from '../../engine/use-profile.js';
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

/** docs/product.md section 2 "You" (/you, label Profile): who the archer is, classifications, seasons, preferences. */
export default function ProfileScreen() {
  const { value: profile, show: showProfile } = useProfile();
  const [edits, setEdits] = useState<Edits | null>(null);
  // While a save is on its way the form is locked, so the draft cannot change under it.
  const [saving, setSaving] = useState<UserProfile | null>(null);
  const toasts = useToasts();

  if (profile.state === 'loading') return <p>Loading your profile…</p>;
  if (profile.state === 'failed') {
    return (
      <section aria-labelledby="profile-title">
        <h1 id="profile-title">Profile</h1>
        <p role="alert">{profile.message}</p>
      </section>
    );
  }

  // A profile fetched while saving waits: the form keeps what is being saved until the answer comes.
  const saved = saving ?? profile.value;
  const draft = draftOver(saved, edits);
  const isSaving = saving !== null;
  const changes = profileChanges(saved, draft);
  // Each edit builds on the latest draft (two in one tick must not lose the first); none while saving.
  const editDraft = (change: (draft: ProfileDraft) => ProfileDraft) => {
    if (!isSaving) setEdits((previous) => ({ from: saved, draft: change(draftOver(saved, previous)) }));
  };
  const edit = (next: Partial<ProfileDraft>) => editDraft((draft) => ({ ...draft, ...next }));
  const editClassification = (discipline: Discipline, bowType: string, name: string) =>
    editDraft((draft) => withClassification(draft, discipline, bowType, name));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving || !hasChanges(changes)) return;
    setSaving(saved);
    setEdits({ from: saved, draft });
    const result = await getEngine().updateProfile(changes);
    setSaving(null);
    if (result.ok) {
      if ('indoorClassifications' in changes || 'outdoorClassifications' in changes)
        recordFeatureUse('classifications set');
      // The engine re-derives classifications and estimates from the new category; show what it holds now.
      showProfile({ state: 'ready', value: result.value });
      setEdits(null);
      toasts.show('Profile saved', 'success');
    } else {
      toasts.show(result.error.message, 'error');
    }
  };

  const unsaved = hasChanges(changes);
  return (
    <section className="profile" aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <form className="profile-form fields" onSubmit={(event) => void save(event)}>
        <fieldset className="profile-fields" disabled={isSaving}>
          <ArcherFields draft={draft} onChange={edit} />
          <ClassificationTables draft={draft} onChange={editClassification} />
          <SeasonFields draft={draft} onChange={edit} />
          <PreferenceFields draft={draft} onChange={edit} />
        </fieldset>
        <div className="profile-actions">
          <button type="submit" className="primary-button" disabled={!unsaved || isSaving}>
            Save
          </button>
          <p className="profile-status" role="status">
            {isSaving ? 'Saving…' : unsaved ? 'You have unsaved changes.' : 'All changes saved.'}
          </p>
        </div>
      </form>
      <SignInPanel />
      <ThemeChooser />
      <TipsReset />
    </section>
  );
}
