import { UnderConstruction as SharedUnderConstruction } from '@fc/shared';

/** The shared under-construction page, titled from the market namespace. */
export const UnderConstruction = ({ titleKey }: { titleKey: string }) => (
  <SharedUnderConstruction namespace="market" titleKey={titleKey} />
);
