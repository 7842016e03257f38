export { createMailer, mailFrom, presentMail, type MailMessage, type Mailer } from './mailer.ts';
export { mailOutbox } from './mail.table.ts';
export { escapeHtml, isTemplateName, renderTemplate, type RenderedMail } from './templates.ts';
