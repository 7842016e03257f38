import { emailTemplateNames } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { HttpError } from '../errors/errors.ts';
import { createMailer, mailFrom, mailOutbox, renderTemplate } from './index.ts';
import { type Smtp, startSmtp } from './smtp.fixture.ts';

let ctx: TestContext;
let smtp: Smtp;
let tenantId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  // A recipient whose address starts with 'refuse' is turned away.
  smtp = await startSmtp({ refuse: (address) => (address.startsWith('refuse') ? '5.1.1 No such mailbox here' : undefined) });
  tenantId = (await ctx.factories.tenant({ name: 'Contoso' })).tenantId;
});
afterAll(() => smtp.stop());

const rowOf = async (mailId: string) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.mailId, mailId)))[0];
const config = (env: { SMTP_URL?: string; MAIL_FROM?: string } = {}) => ({ publicUrl: 'https://portal.example.com', ...env });

describe('mailer without SMTP_URL', () => {
  it('keeps the message in the outbox, queued', async () => {
    const mailer = createMailer({ db: ctx.db, config: config() });
    expect(mailer.delivers).toBe(false);
    const mail = await mailer.send({ tenantId, to: ['ops@contoso.example', ' noc@contoso.example '], subject: 'Hello', text: 'Body', kind: 'callMe' });
    expect(mail).toMatchObject({ tenantId, to: 'ops@contoso.example, noc@contoso.example', status: 'queued', sent: null, messageId: null, html: null });
    expect(await rowOf(mail.mailId)).toMatchObject({ subject: 'Hello', textBody: 'Body', status: 'queued', kind: 'callMe' });
    expect(smtp.received).toHaveLength(0);
  });

  it('refuses a message without a recipient with a 400 that says what to give', async () => {
    const mailer = createMailer({ db: ctx.db, config: config() });
    const error = await mailer.send({ tenantId, to: ' , ', subject: 'x', text: 'y', kind: 'action' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as Error).message).toContain('at least one email address');
  });
});

describe('mailer with SMTP_URL (a real local SMTP server)', () => {
  it('delivers, and records sent with the server\'s message id', async () => {
    const mailer = createMailer({ db: ctx.db, config: config({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <alerts@portal.example.com>' }) });
    const rendered = renderTemplate('Simple', { 'Rule.Name': 'CPU high', 'Packet.EntityId': 'web-01', 'Packet.Value': '<b>97</b>' });
    const mail = await mailer.send({ tenantId, to: 'ops@contoso.example', cc: 'lead@contoso.example', subject: rendered.subject, text: rendered.text, html: rendered.html, kind: 'action' });
    mailer.close();
    expect(mail).toMatchObject({ status: 'sent', statusReason: null, subject: 'CPU high' });
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.sent).not.toBeNull();
    const message = smtp.received.at(-1);
    expect(message?.from).toBe('alerts@portal.example.com');
    expect(message?.to).toEqual(['ops@contoso.example', 'lead@contoso.example']);
    expect(message?.data).toContain('Subject: CPU high');
    expect(message?.data).toContain('&lt;b&gt;97&lt;/b&gt;');
    expect(message?.data).not.toContain('<b>97</b></p>');
  });

  it('records a refused recipient as failed with the server\'s answer', async () => {
    const mailer = createMailer({ db: ctx.db, config: config({ SMTP_URL: smtp.url }) });
    const mail = await mailer.send({ tenantId, to: 'refuse@contoso.example', subject: 'x', text: 'y', kind: 'action' });
    mailer.close();
    expect(mail.status).toBe('failed');
    expect(mail.statusReason).toContain('No such mailbox');
    expect((await rowOf(mail.mailId))?.status).toBe('failed');
  });

  it('records a server that is down as failed, and keeps the message', async () => {
    const down = await startSmtp();
    await down.stop();
    const mailer = createMailer({ db: ctx.db, config: config({ SMTP_URL: down.url }) });
    const mail = await mailer.send({ tenantId, to: 'ops@contoso.example', subject: 'x', text: 'kept', kind: 'action' });
    expect(mail.status).toBe('failed');
    expect(mail.statusReason).toMatch(/ECONNREFUSED|connect/i);
    expect((await rowOf(mail.mailId))?.textBody).toBe('kept');
  });
});

describe('renderTemplate', () => {
  const tokens = {
    'Rule.Name': 'Disk <full>', 'Packet.EntityId': 'db-02', 'Packet.Value': '"91" & rising', 'Match.Count': '3',
    'Match.FirstMatch': '2026-01-01T00:00:00Z', 'Match.LastMatch': '2026-01-01T00:10:00Z', 'Tenant.Name': 'Contoso',
    'WorkUnit.Id': '42', 'WorkUnit.Title': 'Printer <script>alert(1)</script>', Message: 'Call me at 555-0100',
  };

  it.each(emailTemplateNames)('renders %s as text and as HTML whose user values are escaped', (name) => {
    const mail = renderTemplate(name, tokens);
    expect(mail.subject).not.toBe('');
    expect(mail.text).not.toBe('');
    expect(mail.html).not.toMatch(/<script|<full>|<\/?b>/);
    expect(mail.html.replace(/<\/?(p|br|html|body|!doctype html)[^>]*>/gi, '')).not.toMatch(/[<>]/);
  });

  it('fills the tokens and leaves out lines whose tokens have no value', () => {
    const mail = renderTemplate('Rule', { 'Rule.Name': 'CPU high', 'Packet.EntityId': 'web-01' });
    expect(mail.subject).toBe('Rule matched: CPU high');
    expect(mail.text).toBe('The rule CPU high matched.\n\nRule: CPU high\nEntity: web-01');
    expect(mail.html).toContain('<p>The rule CPU high matched.</p><p>Rule: CPU high<br>Entity: web-01</p>');
  });

  it('lists every token in Detailed, and takes Subject and Body from the tokens', () => {
    const mail = renderTemplate('Detailed', { 'Rule.Name': 'r', Site: 'Berlin', Subject: 'Custom\r\nBcc: evil@example.com' });
    expect(mail.text).toContain('Site: Berlin');
    expect(mail.subject).toBe('Custom Bcc: evil@example.com');
    expect(renderTemplate('None', { Body: 'Just this.' }).text).toBe('Just this.');
  });

  it('answers an unknown template with a 400 naming the templates there are', () => {
    expect(() => renderTemplate('Fancy', {})).toThrow(/The email template 'Fancy' does not exist; use one of AllClear, Detailed/);
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  it('takes an smtp:// or smtps:// URL, and says what to write without repeating the value (it holds a password)', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe('smtps://u:p@mail.example.com:465');
    const error = (() => { try { loadConfig({ SMTP_URL: 'mail.example.com:secret' }); } catch (e) { return e as Error; } })();
    expect(error?.message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(error?.message).not.toContain('secret');
  });

  it('sends from MAIL_FROM, else from portal@ the host of PUBLIC_URL', () => {
    expect(mailFrom(loadConfig({ PUBLIC_URL: 'https://ops.example.com/' }))).toBe('Portal <portal@ops.example.com>');
    expect(mailFrom(loadConfig({ MAIL_FROM: 'NOC <noc@example.com>' }))).toBe('NOC <noc@example.com>');
  });
});
