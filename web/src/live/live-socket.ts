import { fromCallback } from 'xstate';
import type { SocketCommand, SocketReport } from './connection-machine.js';

/**
 * The browser's WebSocket as the connection machine's socket actor: it reports open, close (with its
 * code), error and messages, sends what the machine asks, and is closed when the machine leaves the
 * connected states (so a stopped machine never leaves a socket behind).
 */
export const browserSocket = fromCallback<SocketCommand, { url: string }>(({ sendBack, receive, input }) => {
  let stopped = false;
  // A socket closed by the machine still fires its close event later: nobody is listening by then.
  const report = (event: SocketReport) => {
    if (!stopped) sendBack(event);
  };
  const socket = new WebSocket(input.url);
  socket.addEventListener('open', () => report({ type: 'SOCKET_OPEN' }));
  socket.addEventListener('close', (event) => report({ type: 'SOCKET_CLOSED', code: event.code }));
  socket.addEventListener('error', () => report({ type: 'SOCKET_ERROR' }));
  socket.addEventListener('message', (event) => {
    if (typeof event.data === 'string') report({ type: 'SOCKET_MESSAGE', text: event.data });
  });
  receive((command) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(command.message));
  });
  return () => {
    stopped = true;
    // Closing also from CONNECTING: the browser then drops the attempt.
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) {
      socket.close(1000, 'Left the shoot');
    }
  };
});
