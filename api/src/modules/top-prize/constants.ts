import type { Rarity } from '@fc/shared/contracts';

/** A demo participant (nobody signs in as them): the cards they have in the event. [ours] */
export interface DemoParticipant {
  email: string;
  nickName: string;
  clubName: string;
  cards: readonly { playerId: number; rarity: Rarity }[];
}

/**
 * The demo seed's TopPrize (`npm start`): a few participants already in the event, so the ranking and the projected
 * shares have others to be measured against, and this many past half hours already paid to them.
 */
export const DEMO_TOP_PRIZE_PARTICIPANTS: readonly DemoParticipant[] = [
  {
    email: 'topprize-1@fc.example',
    nickName: 'PrizeHunterPark',
    clubName: 'Harbor Prize FC',
    cards: [
      { playerId: 21, rarity: 'epic' },
      { playerId: 22, rarity: 'rare' },
      { playerId: 23, rarity: 'rare' },
    ],
  },
  {
    email: 'topprize-2@fc.example',
    nickName: 'GoldenBootLee',
    clubName: 'Golden Boot United',
    cards: [
      { playerId: 31, rarity: 'rare' },
      { playerId: 32, rarity: 'common' },
      { playerId: 32, rarity: 'common' },
    ],
  },
  {
    email: 'topprize-3@fc.example',
    nickName: 'HalfHourHan',
    clubName: 'Half Hour Athletic',
    cards: [{ playerId: 41, rarity: 'legendary' }],
  },
];
export const DEMO_TOP_PRIZE_PAID_PERIODS = 6;
