// Distances between French postcodes (`@arbora/shared/geo`): the département positions and the
// great-circle distance the store, installer and relay-point finders sort by. Shared lazily by the
// shell (it uses none of it; the finders are lazy blocks). Named re-exports only.
export { distanceKm, positionOfPostcode } from './geo';
export type { LatLng } from './geo';
