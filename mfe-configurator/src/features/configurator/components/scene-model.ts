import { SLAT_HEIGHT_MM } from '../../../lib/fence-engine/constants';
import type { FenceConfig, FenceResult } from '../../../lib/fence-engine/types';

/** One box of the scene, in metres: centre, size and the angle of its segment around the vertical. */
export interface Box {
  x: number;
  y: number;
  z: number;
  width: number;
  height: number;
  depth: number;
  angle: number;
}

export interface SceneModel {
  posts: Box[];
  slats: Box[];
  gateDoors: Box[];
  /** Half the extent of the fence, to frame the camera. */
  radius: number;
  centre: { x: number; z: number };
}

const POST_EXTRA = 0.06;

/**
 * The fence as boxes for the 3D preview, from the engine's layout: a post per post (a corner's post
 * once), a slat per slat of each panel, a box per gate door. Each segment turns 90° left of the
 * previous one. Pure, so the counts are tested against the bill of materials without WebGL.
 */
export function sceneModel(config: FenceConfig, result: FenceResult): SceneModel {
  const height = config.heightMm / 1000;
  const slatsPerPanel = Math.max(1, Math.round(config.heightMm / SLAT_HEIGHT_MM));
  const slatHeight = height / slatsPerPanel;
  const posts: Box[] = [];
  const slats: Box[] = [];
  const gateDoors: Box[] = [];
  const origins: { x: number; z: number; angle: number }[] = [];
  let x = 0;
  let z = 0;
  let angle = 0;
  for (const segment of config.segments) {
    origins.push({ x, z, angle });
    const length = segment.lengthMm / 1000 - 0.1; // the next segment starts on this one's last post
    x += Math.cos(angle) * length;
    z -= Math.sin(angle) * length;
    angle += Math.PI / 2;
  }
  const place = (segment: number, along: number) => {
    const o = origins[segment]!;
    return { x: o.x + Math.cos(o.angle) * along, z: o.z - Math.sin(o.angle) * along, angle: o.angle };
  };
  for (const item of result.layout) {
    const start = item.startMm / 1000;
    const width = item.widthMm / 1000;
    // A corner's post is the last post of a segment and the first of the next: keep it once.
    if (item.kind === 'post' && item.segment > 0 && item.startMm === 0) continue;
    const at = place(item.segment, start + width / 2);
    if (item.kind === 'post') {
      posts.push({ ...at, y: (height + POST_EXTRA) / 2, width: 0.1, height: height + POST_EXTRA, depth: 0.1 });
    } else if (item.kind === 'gate_door') {
      gateDoors.push({ ...at, y: height / 2, width: width - 0.02, height: height - 0.04, depth: 0.05 });
    } else {
      for (let slat = 0; slat < slatsPerPanel; slat++) {
        slats.push({ ...at, y: slatHeight * (slat + 0.5), width, height: slatHeight - 0.01, depth: 0.028 });
      }
    }
  }
  const all = [...posts, ...slats];
  const xs = all.map((b) => b.x);
  const zs = all.map((b) => b.z);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, z: (Math.min(...zs) + Math.max(...zs)) / 2 };
  const radius = Math.max(2, Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs)) / 2;
  return { posts, slats, gateDoors, radius, centre };
}
