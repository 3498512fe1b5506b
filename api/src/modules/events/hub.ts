import fp from 'fastify-plugin';
import { LIVE_CHANNEL } from './constants';

/** What the hub knows of an open stream. */
export interface LiveListener {
  /** The user's events committed: read them. */
  wake(): void;
  /** The app is closing: end the stream. */
  close(): void;
}

/**
 * The open streams of this process, by user. The database's notification (channel LIVE_CHANNEL, sent when a user's
 * events commit, by whichever process wrote them) wakes that user's streams; each then reads its events itself, so a
 * notification carries no event and a lost one only delays delivery until the stream's next heartbeat.
 */
export class LiveHub {
  private readonly byUser = new Map<number, Set<LiveListener>>();

  add(userId: number, listener: LiveListener): () => void {
    let listeners = this.byUser.get(userId);
    if (!listeners) {
      listeners = new Set();
      this.byUser.set(userId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.byUser.get(userId) === listeners) this.byUser.delete(userId);
    };
  }

  wake(userId: number): void {
    for (const listener of this.byUser.get(userId) ?? []) listener.wake();
  }

  /** Every stream reads: after the database connection was lost, notifications may have been missed. */
  wakeAll(): void {
    for (const listeners of [...this.byUser.values()]) for (const listener of [...listeners]) listener.wake();
  }

  closeAll(): void {
    for (const listeners of [...this.byUser.values()]) for (const listener of [...listeners]) listener.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/** The hub, listening on the database from start to close; open streams end before the server closes. */
export default fp(
  async (app) => {
    const hub = new LiveHub();
    const unlisten = await app.dbHandle.listen(
      LIVE_CHANNEL,
      (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) hub.wake(userId);
      },
      () => hub.wakeAll(),
    );
    app.decorate('liveHub', hub);
    // A stream never ends by itself, and the server's close waits for every open request.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => unlisten());
  },
  { name: 'fc-live-hub', dependencies: ['fc-db'] },
);
