import { mailOutbox } from '../../platform/mail/index.ts';
import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** What `v1/mailoutbox` lists may filter, sort, select and expand (contracts MailOutboxResponse). */
export const mailOutboxEntity: EntityDef = defineEntity({
  name: 'mailOutbox',
  table: mailOutbox,
  fields: {
    mailId: { column: mailOutbox.mailId, type: 'guid' },
    tenantId: { column: mailOutbox.tenantId, type: 'guid' },
    kind: { column: mailOutbox.kind, type: 'string' },
    to: { column: mailOutbox.toAddresses, type: 'string' },
    cc: { column: mailOutbox.ccAddresses, type: 'string' },
    bcc: { column: mailOutbox.bccAddresses, type: 'string' },
    subject: { column: mailOutbox.subject, type: 'string' },
    text: { column: mailOutbox.textBody, type: 'string' },
    html: { column: mailOutbox.htmlBody, type: 'string' },
    status: { column: mailOutbox.status, type: 'string' },
    statusReason: { column: mailOutbox.statusReason, type: 'string' },
    messageId: { column: mailOutbox.messageId, type: 'string' },
    created: { column: mailOutbox.created, type: 'date' },
    sent: { column: mailOutbox.sent, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: mailOutbox.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['to', 'cc', 'subject', 'kind', 'status', 'tenant/name'],
  defaultOrderBy: 'created desc',
});
