import { useEffect, useRef } from 'react';
import { useToasts } from '../shell/toasts.js';
import { onLiveNotice } from './live-session.js';

/** Spec section 9: live notifications close after 4 s. */
export const LIVE_NOTIFICATION_MS = 4000;

/**
 * Live-shoot notices as toasts: the server's five notification types, the app's own rules, the locked
 * score after a save, and problems. An archer's newer score replaces their older score toast, so a
 * busy shoot does not stack a toast per arrow.
 */
export function LiveNotifications() {
  const toasts = useToasts();
  const scoreToasts = useRef(new Map<string, number>());
  useEffect(
    () =>
      onLiveNotice((notice) => {
        switch (notice.kind) {
          case 'server': {
            const { notification } = notice;
            if (notification.type === 'score_update') {
              const key = `${notice.shootCode}:${notification.archerName}`;
              const previous = scoreToasts.current.get(key);
              if (previous !== undefined) toasts.dismiss(previous);
              scoreToasts.current.set(key, toasts.show(notification.message, 'info', LIVE_NOTIFICATION_MS));
            } else {
              toasts.show(notification.message, 'info', LIVE_NOTIFICATION_MS);
            }
            return;
          }
          case 'rule':
            toasts.show(notice.message, 'info', LIVE_NOTIFICATION_MS);
            return;
          case 'finished':
            toasts.show('Round completed and score locked!', 'success', LIVE_NOTIFICATION_MS);
            return;
          case 'problem':
            toasts.show(notice.message, 'error', LIVE_NOTIFICATION_MS);
            return;
        }
      }),
    [toasts],
  );
  return null;
}
