import fp from 'fastify-plugin';
import { ensureAppSecret } from '../modules/system/repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** HMAC key of the 6-digit e-mail codes: CODE_SECRET, else the database's own (app_secrets). */
    codeSecret: string;
  }
}

export const CODE_SECRET_NAME = 'mail_code_hmac';

export default fp(
  async (app) => {
    app.decorate('codeSecret', app.config.codeSecret ?? (await ensureAppSecret(app.db, CODE_SECRET_NAME)));
  },
  { name: 'fc-secrets', dependencies: ['fc-db', 'fc-config'] },
);
