/** Asks `probe` every 250 ms until it answers something, and answers that; fails after `ms`. */
export async function within<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
