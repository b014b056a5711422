import {AddressInfo} from 'node:net';
import {SMTPServer} from 'smtp-server';
import {emailSenderFromEnv, LocalEmailSender, SmtpEmailSender} from '../../adapters/email/email.adapter';

// The e-mail adapter's SMTP sender (nodemailer) against a local SMTP server.
describe('e-mail adapter', () => {
  let server: SMTPServer;
  let port: number;
  const received: {from: string; to: string[]; data: string}[] = [];
  let refuse = false;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse) return callback(Object.assign(new Error('Mailbox unavailable'), {responseCode: 550}));
        callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map(r => r.address), data});
          callback();
        });
      },
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>(resolve => server.close(() => resolve()));
  });

  it('delivers the message through SMTP_URL with the sender of EMAIL_FROM', async () => {
    const sender = emailSenderFromEnv({SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Karat <reviews@karat.test>'});
    expect(sender).toBeInstanceOf(SmtpEmailSender);
    const result = await sender.send({to: 'matti@example.com', subject: 'Kiitos kaupasta', text: 'Hei Matti!'});
    expect(result.provider).toBe('smtp');
    expect(result.messageId).toBeTruthy();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({from: 'reviews@karat.test', to: ['matti@example.com']});
    expect(received[0].data).toContain('Hei Matti!');
  });

  it("a refused recipient throws with the server's reason", async () => {
    refuse = true;
    try {
      await expect(new SmtpEmailSender(`smtp://127.0.0.1:${port}`, 'reviews@karat.test').send({to: 'x@example.com', subject: 's', text: 't'})).rejects.toThrow(
        /Mailbox unavailable/,
      );
    } finally {
      refuse = false;
    }
  });

  it('without SMTP_URL nothing leaves the machine', () => {
    expect(emailSenderFromEnv({})).toBeInstanceOf(LocalEmailSender);
  });
});
