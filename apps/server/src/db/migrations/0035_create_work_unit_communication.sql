-- The create-work-unit built-in takes a CommunicationId: the communication (WUCOMM) of the tenant that the work
-- units it opens are related to (modules/workunitcommunications/workunitcommunications.automation.ts).
UPDATE "action_definitions" SET "input_parameters" = 'TenantId,ProtocolId,SeverityId,AssignmentGroup,CommunicationId',
  "description" = 'Opens one work unit per open rule match; later matches add a note to it; CommunicationId relates it to that communication (built-in).'
WHERE "action_definition_id" = 'create-work-unit';
