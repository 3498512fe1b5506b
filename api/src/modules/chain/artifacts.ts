// The compiled contracts: ABI and bytecode are build outputs of tools/chain (`nx run chain:build`, which the api's
// test and typecheck targets depend on), typed `as const` so viem infers every call and event.
export { FcCard, FcToken } from '../../../../tools/chain/dist/contracts';
