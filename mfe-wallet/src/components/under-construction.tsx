import { UnderConstruction as SharedUnderConstruction } from '@fc/shared';

/** The shared under-construction page, titled from the wallet namespace. */
export const UnderConstruction = ({ titleKey }: { titleKey: string }) => (
  <SharedUnderConstruction namespace="wallet" titleKey={titleKey} />
);
