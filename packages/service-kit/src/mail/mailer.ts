// Outgoing mail: nodemailer over SMTP when SMTP_URL is set. In demo mode (no SMTP_URL, or not
// production) every message is also kept as an .eml file under `${DATA_DIR}/mail/` and its
// demo-only fields (a sign-in code, a link) are logged, so the product is usable without a mail server.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Language } from '@coachwork/contracts';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (a calendar invitation, for example). */
  attachments?: MailAttachment[];
  /** Logged at info in demo mode only (for example the code itself); never logged in production. */
  demoLog?: Record<string, unknown>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text as it is, or, with `encoding: 'base64'`, the bytes of a binary file (a PDF). */
  content: string;
  encoding?: 'base64';
}

export interface MailerOptions {
  /** `smtp://host:port` or `smtps://user:pass@host:port`; unset means files and log only. */
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  production: boolean;
  logger: Logger;
}

export interface Mailer {
  /** True when messages are also written to files and their demo fields logged. */
  readonly demo: boolean;
  /** Sends and resolves when the message is delivered to the SMTP server (and written, in demo mode). */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the caller answers at once, so a known and an unknown address take the
   * same time, and a slow mail server does not hold a request. Failures are logged.
   */
  dispatch(message: MailMessage): void;
  /** Resolves when every dispatched message has been handled. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  const demo = !options.smtpUrl || !options.production;
  const smtp = options.smtpUrl ? createTransport(options.smtpUrl, { from: options.from }) : undefined;
  // Builds the raw message for the file copy without sending anything.
  const composer = demo ? createTransport({ streamTransport: true, buffer: true }) : undefined;
  const mailDir = path.resolve(options.dataDir, 'mail');
  const pending = new Set<Promise<void>>();
  if (!options.smtpUrl && options.production) {
    logger.warn('SMTP_URL is not set: mail is written under DATA_DIR/mail and not sent');
  }

  async function keepCopy(message: MailMessage): Promise<string> {
    const built = await composer!.sendMail({ from: options.from, ...fields(message) });
    await mkdir(mailDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(mailDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, built.message as Buffer);
    return file;
  }

  async function send(message: MailMessage): Promise<void> {
    if (smtp) await smtp.sendMail(fields(message));
    if (demo) {
      const file = await keepCopy(message);
      logger.info({ to: message.to, subject: message.subject, file, ...message.demoLog }, 'mail (demo copy)');
    } else {
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
    }
  }

  return {
    demo,
    send,
    dispatch(message) {
      const p = send(message)
        .catch((err: unknown) =>
          logger.error({ err, to: message.to, subject: message.subject }, 'mail failed'),
        )
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}

function fields(message: MailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments ? { attachments: message.attachments } : {}),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const SIGN_IN_FOOTER = `You received this email because someone asked to sign in to Coachwork with this address.
          If it was not you, you can ignore it.`;
const SIGN_IN_FOOTER_DE = `Sie erhalten diese E-Mail, weil jemand mit dieser Adresse die Anmeldung bei Coachwork angefordert hat.
          Falls Sie es nicht waren, können Sie sie ignorieren.`;

/**
 * The product's mail frame: a heading, the body (already-escaped HTML) and a footer saying why the
 * mail came (plain text; by default the sign-in mails' reason). Inline styles only, since mail
 * clients drop style sheets.
 */
export function mailLayout(title: string, bodyHtml: string, footer?: string, lang: Language = 'en'): string {
  const defaultFooter = lang === 'de' ? SIGN_IN_FOOTER_DE : SIGN_IN_FOOTER;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:32px 16px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:10px;padding:32px">
        <tr><td style="font-size:20px;font-weight:700;padding-bottom:16px">Coachwork</td></tr>
        <tr><td style="font-size:16px;line-height:1.5">
          <h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>
          ${bodyHtml}
        </td></tr>
        <tr><td style="font-size:12px;color:#78716c;padding-top:24px;border-top:1px solid #e7e5e4">
          ${footer === undefined ? defaultFooter : escapeHtml(footer)}
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>
`;
}
