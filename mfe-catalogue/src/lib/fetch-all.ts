import { api } from '@arbora/shared/api';
import type { Paginated } from '@arbora/shared/schemas';

/** Every item of a paginated list: 100 a call (the API's maximum), the other pages in parallel. */
export async function fetchAll<T>(path: string, query: Record<string, string | number> = {}): Promise<T[]> {
  const first = await api.get<Paginated<T>>(path, { query: { ...query, perPage: 100, page: 1 } });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.pages - 1) }, (_, i) =>
      api.get<Paginated<T>>(path, { query: { ...query, perPage: 100, page: i + 2 } }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.items);
}
