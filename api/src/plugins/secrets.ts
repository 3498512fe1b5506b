import fp from 'fastify-plugin';
import { createSecretBox, type SecretBox } from '../lib/crypto';

declare module 'fastify' {
  interface FastifyInstance {
    /** HMAC key of the 6-digit e-mail codes: CODE_SECRET, else the database's own (app_secrets). */
    codeSecret: string;
    /** Encrypts secrets at rest (authenticator secrets), keyed with SECRET_KEY, else the database's own key (app_secrets). */
    secretBox: SecretBox;
  }
}

export const CODE_SECRET_NAME = 'mail_code_hmac';
export const SECRET_KEY_NAME = 'secret_box_key';

export interface SecretsPluginOptions {
  /** The database's secret `name` (256 random bits, hex), drawn on first use; app.ts wires the table. */
  appSecret(name: string): Promise<string>;
}

export default fp<SecretsPluginOptions>(
  async (app, { appSecret }) => {
    app.decorate('codeSecret', app.config.codeSecret ?? (await appSecret(CODE_SECRET_NAME)));
    app.decorate('secretBox', createSecretBox(app.config.secretKey ?? Buffer.from(await appSecret(SECRET_KEY_NAME), 'hex')));
  },
  { name: 'fc-secrets', dependencies: ['fc-db', 'fc-config'] },
);
