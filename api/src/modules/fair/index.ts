// The face of fair (0016): the draw other modules take inside their transaction.
export { currentFairPair, fairOutcomeKey, fairOutcomesAt, settleFairDraws, takeFairDraw, type FairDraw } from './service';
