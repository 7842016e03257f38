import { type EmailTemplateName, emailTemplateNames, mailMessages } from '@portal/contracts';
import { badRequest } from '../errors/errors.ts';

/**
 * The email templates of part 1 §3. A template is plain text with `{Token}` placeholders (the action's
 * tokens: {Rule.Name}, {Packet.EntityId}, {Packet.Value}, {Match.Count}…, docs/areas/actions.md, and the
 * ExtraParameters of the email action). A line whose tokens have no value is left out, so a template
 * fits a rule match, an expiration and a test alike. `Subject=` and `Body=` among the tokens override.
 */
interface Template { subject: string; lines: string[] }

const MATCH_LINES = [
  'Rule: {Rule.Name}',
  'Entity: {Packet.EntityId}',
  'Value: {Packet.Value}',
  'Time: {Packet.Timestamp}',
  'Matches: {Match.Count} (first {Match.FirstMatch}, last {Match.LastMatch})',
  'Tenant: {Tenant.Name}',
];

const WORK_UNIT_LINES = [
  'Work unit: {WorkUnit.Id}',
  'Title: {WorkUnit.Title}',
  'Status: {WorkUnit.Status}',
  'Tenant: {Tenant.Name}',
];

const TEMPLATES: Record<EmailTemplateName, Template> = {
  None: { subject: '{Rule.Name}', lines: ['{Message}'] },
  Simple: { subject: '{Rule.Name}', lines: ['{Rule.Name} matched for {Packet.EntityId}.', 'Value: {Packet.Value}'] },
  Rule: { subject: 'Rule matched: {Rule.Name}', lines: ['The rule {Rule.Name} matched.', '', ...MATCH_LINES] },
  Detailed: { subject: 'Rule matched: {Rule.Name} ({Packet.EntityId})', lines: ['The rule {Rule.Name} matched.', '', ...MATCH_LINES, '', '{*}'] },
  GeneralAlert: { subject: 'Alert: {Rule.Name}', lines: ['An alert was raised by the rule {Rule.Name}.', '', ...MATCH_LINES, '', '{Message}'] },
  SOCAlert: {
    subject: '[SOC] Security alert: {Rule.Name} on {Packet.EntityId}',
    lines: ['Security alert for the security operations center.', '', ...MATCH_LINES, '', '{Message}', '', 'Investigate the entity and record the outcome in the portal.'],
  },
  AllClear: { subject: 'All clear: {Rule.Name}', lines: ['The condition of the rule {Rule.Name} has cleared for {Packet.EntityId}.', '', ...MATCH_LINES] },
  ResolutionCenterCreated: {
    subject: 'Work unit {WorkUnit.Id} created: {WorkUnit.Title}',
    lines: ['A work unit was created for you in the Resolution Center.', '', ...WORK_UNIT_LINES, '', '{Message}'],
  },
  ResolutionCenterResolved: {
    subject: 'Work unit {WorkUnit.Id} resolved: {WorkUnit.Title}',
    lines: ['Your work unit in the Resolution Center was resolved.', '', ...WORK_UNIT_LINES, 'Resolution: {WorkUnit.Resolution}', '', '{Message}'],
  },
  WorkUnitCommunication: { subject: 'Work unit {WorkUnit.Id}: {WorkUnit.Title}', lines: ['{Message}', '', ...WORK_UNIT_LINES] },
};

const TOKEN = /\{([A-Za-z0-9_.-]+|\*)\}/g;

export interface RenderedMail { subject: string; text: string; html: string }

export function isTemplateName(name: string): name is EmailTemplateName {
  return (emailTemplateNames as readonly string[]).includes(name);
}

/** Fills a line; undefined when one of its tokens has no value (the line is then left out). */
function fill(line: string, tokens: Record<string, string>): string | undefined {
  let missing = false;
  const text = line.replace(TOKEN, (_whole, name: string) => {
    const value = Object.hasOwn(tokens, name) ? tokens[name]?.trim() : undefined;
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? undefined : text;
}

/** Every token as `Name: value`, sorted: the Detailed template's tail. */
const allTokens = (tokens: Record<string, string>) =>
  Object.keys(tokens).filter((name) => name !== 'Subject' && name !== 'Body' && tokens[name]?.trim()).sort()
    .map((name) => `${name}: ${tokens[name]}`);

/** `&`, `<`, `>`, quotes: text that can only ever be text in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A subject is one line: line breaks and control characters become spaces (no header injection). */
// eslint-disable-next-line no-control-regex -- the point is to find them
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * A template filled with the tokens: the subject, the plain text, and an HTML version that is the same
 * text with every character escaped (no value a user typed can ever become markup). An unknown template
 * name is a 400 naming the templates there are.
 */
export function renderTemplate(templateName: string, tokens: Record<string, string>): RenderedMail {
  const name = templateName.trim();
  if (!isTemplateName(name)) throw badRequest(mailMessages.unknownTemplate(name));
  const template = TEMPLATES[name];
  const lines: string[] = [];
  for (const line of template.lines) {
    if (line === '{*}') { lines.push(...allTokens(tokens)); continue; }
    if (line === '') { if (lines.length && lines.at(-1) !== '') lines.push(''); continue; }
    const filled = fill(line, tokens);
    if (filled !== undefined) lines.push(filled);
  }
  while (lines.at(-1) === '') lines.pop();
  const body = tokens.Body?.trim();
  const text = body ? (lines.length && name !== 'None' ? `${body}\n\n${lines.join('\n')}` : body) : lines.join('\n');
  const subject = oneLine(tokens.Subject?.trim() || fill(template.subject, tokens) || fill('{Rule.Name}', tokens) || name);
  const paragraphs = text.split(/\n{2,}/).map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`);
  const html = `<!doctype html><html><body style="font-family: sans-serif">${paragraphs.join('')}</body></html>`;
  return { subject, text, html };
}
