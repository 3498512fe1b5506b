import { UnderConstruction as SharedUnderConstruction } from '@fc/shared';

/** The shared under-construction page, titled from the collection namespace. */
export const UnderConstruction = ({ titleKey }: { titleKey: string }) => (
  <SharedUnderConstruction namespace="collection" titleKey={titleKey} />
);
