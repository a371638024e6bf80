import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import type { EntityType, UrlEntity } from '@arbora/shared/schemas';

/**
 * GET /v1/url/entity: the id behind a site path (`p-lame-x`, `c-clotures`). A miss, or an entity
 * of another kind, is a NotFoundError naming the path, so the shell shows its 404 screen.
 */
export async function resolveEntity(slug: string, type: EntityType, path: string): Promise<UrlEntity> {
  let entity: UrlEntity;
  try {
    entity = await api.get<UrlEntity>('/url/entity', { query: { slug, entity_type: type } });
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw new NotFoundError(routeValidationMessage(path));
    throw error;
  }
  if (entity.entity_type !== type) throw new NotFoundError(routeValidationMessage(path));
  return entity;
}

/** `true` when `error` is the API's 404 (an id that vanished between two calls). */
export const isNotFound = (error: unknown) => (error as { status?: number }).status === 404;
