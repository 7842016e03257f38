// A local SMTP server for the browser tests: the portal delivers its mail here (SMTP_URL), and the walks
// read what arrived at http://127.0.0.1:{E2E_MAILBOX_PORT}/messages (JSON: from, to, subject, text).
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const header = (data, name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(data)?.[1]?.trim() ?? '';

/** Starts the SMTP server on `smtpPort` and the reading side on `httpPort`; answers a stop function. */
export async function startMailbox(smtpPort, httpPort) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks).toString();
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(data, 'Subject'),
          data,
          received: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const http = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages));
  });
  await new Promise((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return () => {
    smtp.close();
    http.close();
  };
}
