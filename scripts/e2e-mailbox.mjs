// A local SMTP server for the browser tests: the portal delivers its mail here (SMTP_URL), and the walks
// read what arrived at http://127.0.0.1:{E2E_MAILBOX_PORT}/messages (JSON: from, to, subject, data, received; see smtp.fixture.ts).
import { createServer } from 'node:http';
// The SMTP side is the server tests' fixture (Node strips its types).
import { startSmtp } from '../apps/server/src/platform/mail/smtp.fixture.ts';

/** Starts the SMTP server on `smtpPort` and the reading side on `httpPort`; answers a stop function. */
export async function startMailbox(smtpPort, httpPort) {
  const smtp = await startSmtp({ port: smtpPort });
  const http = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(smtp.received));
  });
  await new Promise((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return () => {
    void smtp.stop();
    http.close();
  };
}
