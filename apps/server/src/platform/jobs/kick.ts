/**
 * A kick that coalesces: while one send is on its way, further kicks ask for one more send, not one each
 * (pg-boss's short policy keeps at most one run waiting anyway). `send` enqueues the job; `warn` hears a
 * failed send, after which the job's own cron sweep runs it. Does nothing while `running()` is false.
 */
export function coalescingKick(running: () => boolean, send: () => Promise<unknown>, warn: (err: unknown) => void): () => Promise<void> {
  let sending = false;
  let again = false;
  return async () => {
    if (!running()) return;
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    try {
      do {
        again = false;
        await send();
      } while (again);
    } catch (err) {
      warn(err);
    } finally {
      sending = false;
    }
  };
}

/** PostgreSQL's deadlock and serialization failures: the transaction rolled back whole and may be taken again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs a batch's transaction, again up to twice when PostgreSQL rolled it back for a deadlock or serialization. */
export async function retryingTransaction<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (tries >= 3 || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}
