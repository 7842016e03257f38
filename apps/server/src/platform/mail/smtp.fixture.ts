/**
 * A real SMTP server on loopback for tests: it keeps every message it accepts (envelope, subject and the
 * raw message) and can turn recipients away as a mail server does.
 *
 * Plain TypeScript without imports from the app, so the walks' mailbox (scripts/e2e-mailbox.mjs, run by
 * Node, which strips the types) runs it too.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender, '' for a null sender. */
  from: string;
  /** The envelope's recipients (To and Cc alike). */
  to: string[];
  subject: string;
  /** The whole message as it arrived: headers and body. */
  data: string;
  /** When it arrived, ISO 8601. */
  received: string;
}

export interface SmtpOptions {
  /** The port to listen on; 0, the default, takes a free one. */
  port?: number;
  /** The server's answer to a recipient it refuses (sent as a 550), or undefined to take the recipient. */
  refuse?: (address: string) => string | undefined;
}

export interface Smtp {
  port: number;
  /** What SMTP_URL takes to deliver here. */
  url: string;
  /** Every message accepted, oldest first. */
  received: ReceivedMail[];
  stop(): Promise<void>;
}

const header = (data: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(data)?.[1]?.trim() ?? '';

export async function startSmtp({ port = 0, refuse }: SmtpOptions = {}): Promise<Smtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onRcptTo(address, _session, callback) {
      const answer = refuse?.(address.address);
      callback(answer === undefined ? undefined : Object.assign(new Error(answer), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString();
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(data, 'Subject'), data, received: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound, url: `smtp://127.0.0.1:${bound}`, received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
