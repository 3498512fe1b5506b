// The face of fair (0016): the draw other modules take inside their transaction.
export { takeFairDraw, type FairDraw } from './service';
export { currentFairPair, fairOutcomeKey, fairOutcomesAt } from './service';
