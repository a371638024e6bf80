import { ComingSoon } from '@arbora/shared/platform/standalone';
import { AREA } from '../area';

/** Served for the routes of this area that are not built yet. */
export default function ComingSoonPage() {
  return <ComingSoon area={AREA.label} remote={AREA.remote} />;
}
