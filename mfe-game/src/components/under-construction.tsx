import { UnderConstruction as SharedUnderConstruction } from '@fc/shared';

/** The shared under-construction page, titled from the game namespace. */
export const UnderConstruction = ({ titleKey }: { titleKey: string }) => (
  <SharedUnderConstruction namespace="game" titleKey={titleKey} />
);
