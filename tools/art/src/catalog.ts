// The catalog as the art reads it: the shapes tools/catalog/generate-players.mjs produces (and migration 0009 holds).
import type { Position, PreferredPosition } from '@fc/shared/contracts/base';

export interface ArtClub {
  id: number;
  name: string;
  shortName: string;
  primaryColor: string;
  secondaryColor: string;
}

export interface ArtPlayer {
  id: number;
  clubId: number;
  name: string;
  position: Position;
  preferredPosition: PreferredPosition;
}

export interface ArtCatalog {
  clubs: readonly ArtClub[];
  players: readonly ArtPlayer[];
}
