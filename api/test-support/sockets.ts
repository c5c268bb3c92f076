import { WebSocket } from 'ws';
import type { ServerMessage } from '../../shared/live-shoots/types.js';

/** A real WebSocket client that keeps every message it receives and can wait for one. */
export class SocketClient {
  readonly messages: ServerMessage[] = [];
  private waiters: Array<() => void> = [];
  closeCode: number | undefined;
  closeReason = '';

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as ServerMessage);
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closeCode = code;
      this.closeReason = reason.toString();
      this.wake();
    });
  }

  static async open(base: string, options: { autoPong?: boolean } = {}): Promise<SocketClient> {
    const socket = new WebSocket(base.replace(/^http/, 'ws') + '/ws', { autoPong: options.autoPong ?? true });
    const client = new SocketClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with the first message (from index `from`) that matches, or fails after `timeoutMs`. */
  async waitFor<T extends ServerMessage>(
    match: (message: ServerMessage) => message is T,
    timeoutMs = 3000,
    from = 0,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`No matching socket message in ${timeoutMs} ms: ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async waitForClose(timeoutMs = 3000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === undefined) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Socket still open after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closeCode;
  }

  close(): void {
    this.socket.close();
  }
}

export type Notification = Extract<ServerMessage, { type: 'notification' }>;
export type Update = Extract<ServerMessage, { type: 'update' }>;

export const isNotification =
  (kind: Notification['data']['type'], archerName?: string) =>
  (message: ServerMessage): message is Notification =>
    message.type === 'notification' &&
    message.data.type === kind &&
    (archerName === undefined || message.data.archerName === archerName);

export const isUpdate = (message: ServerMessage): message is Update => message.type === 'update';
