/**
 * Sends e-mail over SMTP when configured; otherwise keeps it in the outbox and prints it to the
 * log so a local user can follow the links. Every message is written to the outbox first, so a
 * crash never loses one that the user was told about.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';
import { renderMail, type MailKind } from './templates.js';

export interface SendMailInput {
  kind: MailKind;
  to: string;
  language?: string | null;
  vars?: Record<string, string | number>;
  link?: string;
  /**
   * What the outbox keeps as the recipient instead of `to`: the last message to an erased person
   * (docs/product/data-deletion.md) must not put their address back into the database.
   */
  storedTo?: string;
}

export class Mailer {
  readonly #transport: Transporter | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly from: string,
    smtpUrl: string | undefined,
  ) {
    this.#transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(input: SendMailInput): Promise<void> {
    const mail = renderMail(input.kind, input.language, input.vars ?? {}, input.link);
    const row = await this.db
      .insertInto('mailOutbox')
      .values({
        kind: input.kind,
        to: input.storedTo ?? input.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        link: input.link ?? null,
        status: this.#transport ? 'queued' : 'kept',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!this.#transport) {
      this.log.info(
        { mail: { to: input.storedTo ?? input.to, subject: mail.subject, link: input.link } },
        `✉  ${input.storedTo ?? input.to}: ${mail.subject}${input.link ? ` → ${input.link}` : ''}`,
      );
      return;
    }
    try {
      await this.#transport.sendMail({
        from: this.from,
        to: input.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await this.db
        .updateTable('mailOutbox')
        .set({ status: 'sent', sentAt: new Date() })
        .where('id', '=', row.id)
        .execute();
    } catch (err) {
      // The message stays in the outbox as failed; an admin can see it and the link still works.
      this.log.error({ err, to: input.to }, 'sending e-mail failed');
      await this.db
        .updateTable('mailOutbox')
        .set({ status: 'failed', error: String(err) })
        .where('id', '=', row.id)
        .execute();
    }
  }

  close(): void {
    this.#transport?.close();
  }
}
