import { GATE_HEIGHT_MM, SLAT_HEIGHT_MM } from '../../../lib/fence-engine/constants';
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
  /** Gate leaves: two per swing gate, one per sliding gate. */
  gateLeaves: Box[];
  /** Where a gate motor stands, when the gate is motorised: one per leaf it drives. */
  motors: Box[];
  /** Gates drawn (the bill of materials has as many). */
  gates: number;
  /** Half the extent of the fence, to frame the camera. */
  radius: number;
  centre: { x: number; z: number };
}

const POST_EXTRA = 0.06;

/**
 * The fence as boxes for the 3D preview, from the engine's layout: a post per post (a corner's post
 * once), a slat per slat of each panel, a box per gate door, a box per gate leaf and a place per motor. Each segment turns 90° left of the
 * previous one. Pure, so the counts are tested against the bill of materials without WebGL.
 */
export function sceneModel(config: FenceConfig, result: FenceResult): SceneModel {
  const height = config.heightMm / 1000;
  const slatsPerPanel = Math.max(1, Math.round(config.heightMm / SLAT_HEIGHT_MM));
  const slatHeight = height / slatsPerPanel;
  const posts: Box[] = [];
  const slats: Box[] = [];
  const gateDoors: Box[] = [];
  const gateLeaves: Box[] = [];
  const motors: Box[] = [];
  let gates = 0;
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
    } else if (item.kind === 'gate') {
      gates += 1;
      const gate = config.gate!;
      const gateHeight = GATE_HEIGHT_MM / 1000;
      const leaves = gate.opening === 'swing' ? 2 : 1;
      const leafWidth = width / leaves;
      for (let leaf = 0; leaf < leaves; leaf++) {
        const centre = place(item.segment, start + leafWidth * (leaf + 0.5));
        gateLeaves.push({
          ...centre,
          y: gateHeight / 2 + 0.05,
          width: leafWidth - 0.02,
          height: gateHeight - 0.04,
          depth: 0.06,
        });
        if (!gate.motorised) continue;
        // Swing: a ram behind each leaf near its hinge; sliding: the motor on the ground at its side.
        const along =
          gate.opening === 'swing'
            ? start + (leaf === 0 ? 0.3 : width - 0.3)
            : gate.side === 'left'
              ? start + 0.3
              : start + width - 0.3;
        const base = place(item.segment, along);
        const behind = 0.25;
        motors.push({
          x: base.x - Math.sin(base.angle) * behind,
          y: gate.opening === 'swing' ? 0.6 : 0.15,
          z: base.z - Math.cos(base.angle) * behind,
          width: 0.3,
          height: 0.3,
          depth: 0.3,
          angle: base.angle,
        });
      }
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
  return { posts, slats, gateDoors, gateLeaves, motors, gates, radius, centre };
}
