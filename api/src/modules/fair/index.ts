// The face of fair (0016): the draw other modules take inside their transaction, and what their outcomes show.
export { fairDrawOf, takeFairDraw, type FairDraw } from './service';
