// In every build, @module-federation/error-codes' desc module (create-config.cjs `federationErrorsUndescribed`): the
// runtime's error texts without their one-line descriptions. An error still says its code, its arguments, the
// original error and the address of the page that explains the code (the package's getShortErrorMsg); the shell
// reports remote failures by code. The four names the package exports, as its own module does.
const UNDESCRIBED = 'Module Federation runtime error';

const undescribed = new Proxy(
  {},
  { get: (_descriptions, code) => (typeof code === 'string' && /^[A-Z]+-\d+$/.test(code) ? UNDESCRIBED : undefined) },
);

export const runtimeDescMap = undescribed;
export const typeDescMap = undescribed;
export const buildDescMap = undescribed;
export const errorDescMap = undescribed;
