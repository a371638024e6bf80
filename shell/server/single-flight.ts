/**
 * Runs one `work` per key at a time: callers that ask for a key while its work runs share its
 * result (or its error) instead of starting another. A crawler's burst on one uncached page costs
 * one render, not one per request.
 */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, work) => {
    const current = running.get(key);
    if (current) return current;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
