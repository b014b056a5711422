import {createTransport, type Transporter} from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailResult {
  provider: string;
  /** The server's id of the message, when it gives one. */
  messageId?: string;
}

/** Sends one e-mail; throws with the server's reason when it is refused. */
export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<EmailResult>;
}

/** Local default: nothing leaves the machine; the service records the message in the audit trail. */
export class LocalEmailSender implements EmailSender {
  readonly name = 'local';
  async send(): Promise<EmailResult> {
    return {provider: this.name};
  }
}

/** SMTP through nodemailer: `SMTP_URL` (smtp://user:pass@host:port or smtps://...), `EMAIL_FROM` the sender. */
export class SmtpEmailSender implements EmailSender {
  readonly name = 'smtp';
  private transport: Transporter;
  constructor(
    url: string,
    private from: string,
  ) {
    this.transport = createTransport(url);
  }

  async send(message: EmailMessage): Promise<EmailResult> {
    const info = await this.transport.sendMail({from: this.from, to: message.to, subject: message.subject, text: message.text});
    return {provider: this.name, messageId: info.messageId};
  }
}

export function emailSenderFromEnv(env: NodeJS.ProcessEnv = process.env): EmailSender {
  if (!env.SMTP_URL) return new LocalEmailSender();
  return new SmtpEmailSender(env.SMTP_URL, env.EMAIL_FROM ?? 'Karat <no-reply@karat.invalid>');
}
