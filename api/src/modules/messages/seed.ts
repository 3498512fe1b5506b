import type { SeedContext } from '../../lib/seed-context';
import { DEMO_ACCOUNT } from '../account';
import { MessageKind } from './constants';
import { deliverMessage } from './service';

const DAY_MS = 86_400_000;

/** A read welcome message and an unread one. */
export async function seedMessages({ tx, now, demoUserId }: SeedContext): Promise<void> {
  await deliverMessage(tx, {
    userId: demoUserId,
    kind: MessageKind.welcome,
    params: { nickName: DEMO_ACCOUNT.nickName, clubName: DEMO_ACCOUNT.clubName },
    now: new Date(now.getTime() - DAY_MS),
    read: true,
  });
  await deliverMessage(tx, { userId: demoUserId, kind: MessageKind.gettingStarted, now });
}
