import { createJSONStorage } from 'zustand/middleware';
import { safeLocalStorage } from '@arbora/shared/env';

const memory = new Map<string, string>();
const memoryStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** localStorage in the browser, memory on a server or when storage is blocked. */
export const persistentStorage = createJSONStorage(() => safeLocalStorage() ?? memoryStorage);
