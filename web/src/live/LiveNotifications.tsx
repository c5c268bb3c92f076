import { useEffect, useRef } from 'react';
import { useToasts } from '../components/toasts.js';
import type { NotificationData } from '../../../shared/live-shoots/types.js';
import { roundTitle } from '../screens/select-round/round-title.js';
import { onLiveNotice } from './live-session.js';

/** docs/product.md section 9: live notifications close after 4 s. */
export const LIVE_NOTIFICATION_MS = 4000;

/** A server notification in the app's words (round names as archers write them). */
export function notificationText(notification: NotificationData): string {
  switch (notification.type) {
    case 'joined_shoot':
      return `${notification.archerName} joined: ${roundTitle(notification.roundName)}, ${notification.bowType}`;
    case 'left_shoot':
    case 'position_change':
    case 'score_update':
    case 'archer_finished':
      return notification.message;
  }
}

/**
 * Live-shoot notices as toasts: the server's five notification types, the app's own rules, the locked
 * score after a save, and problems. News of the shoot takes one toast at a time, the newest replacing
 * the one before, so a busy shoot does not bury the screen under a toast per arrow.
 */
export function LiveNotifications() {
  const toasts = useToasts();
  const newsToast = useRef<number | null>(null);
  useEffect(() => {
    const showNews = (message: string) => {
      if (newsToast.current !== null) toasts.dismiss(newsToast.current);
      newsToast.current = toasts.show(message, 'info', LIVE_NOTIFICATION_MS);
    };
    return onLiveNotice((notice) => {
      switch (notice.kind) {
        case 'server':
          showNews(notificationText(notice.notification));
          return;
        case 'rule':
          showNews(notice.message);
          return;
        case 'finished':
          toasts.show('Round completed and score locked!', 'success', LIVE_NOTIFICATION_MS);
          return;
        case 'problem':
          toasts.show(notice.message, 'error', LIVE_NOTIFICATION_MS);
          return;
      }
    });
  }, [toasts]);
  return null;
}
