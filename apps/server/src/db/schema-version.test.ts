import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context.ts';
import { assertDatabaseNotNewer, recordSchemaVersion } from './schema-version.ts';

const { db } = await createTestContext();

describe('a portal older than its database', () => {
  it('starts on a database at its own migrations', async () => {
    await recordSchemaVersion(db, '0.1.0');
    await expect(assertDatabaseNotNewer(db, '0.1.0')).resolves.toBeUndefined();
  });

  it('is refused on a database migrated past it, naming both versions', async () => {
    await recordSchemaVersion(db, '0.2.0');
    await db.$client.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-0.2.0', $1)`, [Date.now() + 86_400_000]);
    await expect(assertDatabaseNotNewer(db, '0.1.0')).rejects.toThrow(/migrated by portal 0\.2\.0 .*newer than this portal 0\.1\.0, whose newest migration is 0\d{3}_/);
  });
});
