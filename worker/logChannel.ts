/**
 * Tabs of the app each run their own worker on the same log. After a write, a worker announces it on
 * a broadcast channel; the others read what was appended and tell their screens. (Writes are safe
 * without it: each is decided inside its transaction against the whole log. The channel keeps idle
 * tabs' screens current.)
 */
export interface LogChannel {
  announce(): void;
  onAnnouncement(listener: () => void): void;
  close(): void;
}

interface BroadcastLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
  close(): void;
}

/** A log channel over a BroadcastChannel-like object (the browser's, or Node's in tests). */
export function broadcastLogChannel(channel: BroadcastLike): LogChannel {
  const listeners: (() => void)[] = [];
  channel.addEventListener('message', () => {
    for (const listener of listeners) listener();
  });
  return {
    announce: () => channel.postMessage('appended'),
    onAnnouncement: (listener) => listeners.push(listener),
    close: () => channel.close(),
  };
}
