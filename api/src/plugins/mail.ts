import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** A mail kept instead of sent (no SMTP_URL), with the links it carries. */
export interface OutboxMail {
  toEmail: string;
  subject: string;
  bodyText: string;
  links: string[];
  createdAt: Date;
}

export interface MailPluginOptions {
  /** Stores a mail in the outbox (app.ts wires the dev module's table), so this infrastructure imports no module. */
  keepInOutbox(mail: OutboxMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const LINK_PATTERN = /https?:\/\/[^\s<>"')]+/g;

export function extractLinks(text: string): string[] {
  return text.match(LINK_PATTERN) ?? [];
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each mail is rendered by nodemailer's JSON
 * transport and kept in the `mail_outbox` table (read by /api/dev/outbox outside production) and logged.
 */
export default fp<MailPluginOptions>(
  async (app, { keepInOutbox }) => {
    const { smtpUrl, mailFrom, production } = app.config;
    const transport: Transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });

    const mailer: Mailer = {
      async send(mail) {
        await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
        if (smtpUrl) return;
        const links = extractLinks(mail.text);
        await keepInOutbox({ toEmail: mail.to, subject: mail.subject, bodyText: mail.text, links, createdAt: app.now() });
        // Links are one-time credentials: only development logs show them.
        app.log.info(production ? { to: mail.to, subject: mail.subject } : { to: mail.to, subject: mail.subject, links }, 'mail kept in outbox');
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      transport.close();
    });
  },
  { name: 'fc-mail', dependencies: ['fc-config'] },
);
