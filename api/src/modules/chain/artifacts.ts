// The compiled contracts: ABI and bytecode, the build output of the @fc/chain-contracts package (its `build`, which
// the api's test and typecheck targets depend on), typed `as const` so viem infers every call and event.
export { FcCard, FcToken } from '@fc/chain-contracts';
