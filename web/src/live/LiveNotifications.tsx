import { useEffect } from 'react';
import { useToasts, type ToastKind, type ToastType } from '../components/toasts.js';
import { offerAlert } from '../chrome/alert-slot.js';
import type { NotificationData } from '../../../shared/live-shoots/types.js';
import { roundTitle } from '../screens/select-round/round-title.js';
import { onLiveNotice } from './live-slot.js';

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
 * Live-shoot notices: the server's five notification types, the app's own rules, the locked score after
 * a save, and problems. On the score card they take its alert slot; elsewhere they are toasts, news of
 * the shoot one toast at a time, the newest replacing the one before, so a busy shoot does not bury the
 * screen under a toast per arrow.
 */
export function LiveNotifications() {
  const toasts = useToasts();
  useEffect(() => {
    const show = (message: string, tone: ToastType, kind?: ToastKind) => {
      if (!offerAlert({ message, tone, durationMs: LIVE_NOTIFICATION_MS })) {
        toasts.show(message, tone, { duration: LIVE_NOTIFICATION_MS, kind });
      }
    };
    const showNews = (message: string) => show(message, 'info', 'live-news');
    return onLiveNotice((notice) => {
      switch (notice.kind) {
        case 'server':
          showNews(notificationText(notice.notification));
          return;
        case 'rule':
          showNews(notice.message);
          return;
        case 'finished':
          show('Round completed and score locked!', 'success');
          return;
        case 'problem':
          show(notice.message, 'error');
          return;
      }
    });
  }, [toasts]);
  return null;
}
