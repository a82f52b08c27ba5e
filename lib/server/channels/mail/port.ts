/**
 * The mail port (docs/decisions.md §4): one message in, the server's verdict out. Drivers: SMTP
 * through nodemailer (SMTP_URL), or the local default that writes each message as an .eml
 * file under MAIL_OUTBOX_DIR and logs it. Both build the MIME message with nodemailer.
 */
export interface MailMessage {
  /** Outbox id, also used as the Message-ID's local part and the .eml file name. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface MailResult {
  /** The server's reply line (or the file written). */
  response: string;
  /** SMTP reply code when known (250 on success). */
  code?: number;
}

export interface MailDriver {
  /** Sends `message`; throws with the server's reply when it is refused. */
  send(message: MailMessage): Promise<MailResult>;
}
