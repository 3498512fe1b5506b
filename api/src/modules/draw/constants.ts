/** The ledger row's and the grants' ref of draw `id`: `draw:<id>`; the inviter's grant adds `:inviter`. */
export const DRAW_REF_PREFIX = 'draw:';
export const INVITER_REF_SUFFIX = ':inviter';

export const drawRef = (drawId: number): string => `${DRAW_REF_PREFIX}${drawId}`;
export const inviterRef = (drawId: number): string => `${drawRef(drawId)}${INVITER_REF_SUFFIX}`;
