declare const __FC_APP_VERSION__: string | undefined;

/** The shell's release version, defined by the webpack factory; tests and tools see `dev`. */
export const SHELL_VERSION: string = typeof __FC_APP_VERSION__ === 'string' ? __FC_APP_VERSION__ : 'dev';
