// A typed event bus after excalidraw's appEventBus: each event declares whether a subscriber
// that joins late receives the last value (state-like events) or not (one-off notifications).

type Handler<T> = (payload: T) => void;

export interface EventBus<M extends Record<string, unknown>> {
  emit<K extends keyof M>(type: K, payload: M[K]): void;
  /** Subscribes; replaying events call the handler at once with their last value. */
  on<K extends keyof M>(type: K, handler: Handler<M[K]>): () => void;
  last<K extends keyof M>(type: K): M[K] | undefined;
}

export function createEventBus<M extends Record<string, unknown>>(replay: { [K in keyof M]: boolean }): EventBus<M> {
  const handlers = new Map<keyof M, Set<Handler<never>>>();
  const lastValues = new Map<keyof M, unknown>();

  return {
    emit(type, payload) {
      if (replay[type]) lastValues.set(type, payload);
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          (handler as Handler<typeof payload>)(payload);
        } catch (error) {
          // One failing subscriber (maybe in a remote) must not stop the others.
          console.error(`[bus] handler of ${String(type)} failed`, error);
        }
      }
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(type, set);
      if (replay[type] && lastValues.has(type)) handler(lastValues.get(type) as M[typeof type]);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    last(type) {
      return lastValues.get(type) as M[typeof type] | undefined;
    },
  };
}
