const deviceOnly = 'the agent API answers only an agent: a person, of any tenant, is refused (403); agent.test.ts tests one device against another';

/** The agent API keeps no records of its own; its routes are a device's, tested device against device in agent.test.ts. */
export async function createForeignRecords(): Promise<Record<string, string>> {
  return {};
}

export const notTenantScoped: Record<string, string> = {
  'POST /agent/v1/enroll': deviceOnly,
  'POST /agent/v1/checkin': deviceOnly,
  'GET /agent/v1/commands': deviceOnly,
  'GET /agent/v1/packages/:packageVersionId': deviceOnly,
};
