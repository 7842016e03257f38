// Load for the crash checks: creates streamed on a few connections, every answer (or failure) kept.
export interface Outcome {
  title: string;
  status?: number;
  /** fetch's failure: ECONNREFUSED (nobody listening), ECONNRESET / UND_ERR_SOCKET (cut mid-request) … */
  error?: string;
  workUnitId?: number;
}

export function failureCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? (err as { name?: string }).name ?? String(err);
}

/** Streams `PUT /v1/workunits` from `workers` loops until `stop()` says so. */
export function streamCreates(base: () => string, token: string, tenantId: string, run: string, workers: number) {
  const outcomes: Outcome[] = [];
  let seq = 0;
  const control = { stopping: false }; // changed by stop(), from outside the loops
  const loop = async () => {
    while (!control.stopping) {
      const title = `${run}-${seq++}`;
      const outcome: Outcome = { title };
      try {
        const res = await fetch(`${base()}/v1/workunits`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ workUnitId: -1, title, workUnitTypeId: 3, severityId: 2, tenantId }),
          signal: AbortSignal.timeout(15_000),
        });
        outcome.status = res.status;
        const body = await res.json().catch(() => undefined) as { workUnitId?: number } | undefined;
        outcome.workUnitId = body?.workUnitId;
      } catch (err) {
        outcome.error = failureCode(err);
        // Nobody listening (the server is down): do not spin.
        await new Promise((r) => setTimeout(r, 50));
      }
      outcomes.push(outcome);
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    outcomes,
    async stop() {
      control.stopping = true;
      await Promise.all(loops);
    },
  };
}

export function count<T>(items: T[], predicate: (item: T) => boolean): number {
  return items.reduce((n, item) => n + (predicate(item) ? 1 : 0), 0);
}
