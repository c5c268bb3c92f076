import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { AdminBackupSummary } from '../../../../shared/backups/types.js';
import { useSignedInAccount } from '../../account/signed-in-account.js';
import { routes } from '../../routes.js';
import { isAdmin } from './admin-api.js';
import { BackupList } from './BackupList.js';
import { OpenedBackup } from './OpenedBackup.js';
import './backup-debugger.css';

/**
 * The admin backup debugger (route /admin/backups, docs/product.md section 5). Only an ADMIN_EMAILS account gets
 * in, as the server says; anyone else is sent to the score card without a word, so the page does not
 * tell strangers it exists.
 */
export default function BackupDebuggerScreen() {
  const account = useSignedInAccount();
  const [, navigate] = useLocation();
  /** The account the server said is an admin; any other account (or none) is still being checked. */
  const [allowedEmail, setAllowedEmail] = useState<string | null>(null);
  const [opened, setOpened] = useState<AdminBackupSummary | null>(null);
  const email = account?.email ?? null;

  useEffect(() => {
    if (email === null) {
      navigate(routes.score, { replace: true });
      return;
    }
    let live = true;
    void isAdmin().then((admin) => {
      if (!live) return;
      if (admin) setAllowedEmail(email);
      else navigate(routes.score, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [email, navigate]);

  if (email === null || allowedEmail !== email) return null;
  return (
    <section className="backup-debugger" aria-labelledby="backup-debugger-title">
      <h1 id="backup-debugger-title">Backup debugger</h1>
      {opened === null ? (
        <BackupList onOpen={setOpened} />
      ) : (
        <OpenedBackup summary={opened} onBack={() => setOpened(null)} />
      )}
    </section>
  );
}
