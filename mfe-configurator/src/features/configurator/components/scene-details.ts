import type { BufferGeometry, Mesh, MeshStandardMaterial } from 'three';
import { BufferAttribute, InstancedMesh, MeshLambertMaterial, Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
// The decoder alone: the package's index also bundles its encoder, simplifier and clusterizer.
import { MeshoptDecoder } from 'meshoptimizer/meshopt_decoder.module.js';
import type { Box } from './scene-model';

export type DetailName = 'cap' | 'hinge' | 'handle' | 'lock' | 'motor';

/** The boxes details sit on: caps on posts, hardware on doors and gate leaves, motors where the model puts them. */
export interface DetailHosts {
  posts: readonly Box[];
  doors: readonly Box[];
  motors: readonly Box[];
}
/** Per part, its files best first (detailed, then light): the first one that decodes is drawn. */
export type SceneDetails = Partial<Record<DetailName, readonly ArrayBuffer[]>>;

/** Where each part goes, in the local frame of the box it belongs to (metres). */
function placements(name: DetailName, { posts, doors, motors }: DetailHosts) {
  if (name === 'cap') return posts.map((post) => ({ box: post, offset: [0, post.height / 2, 0] as const }));
  if (name === 'motor') return motors.map((motor) => ({ box: motor, offset: [0, 0, 0] as const }));
  return doors.flatMap((door) => {
    const w = door.width / 2;
    const h = door.height / 2;
    const front = door.depth / 2;
    if (name === 'hinge') return [h * 0.6, -h * 0.6].map((y) => ({ box: door, offset: [-w, y, front] as const }));
    if (name === 'handle') return [{ box: door, offset: [w - 0.06, 0.05, front] as const }];
    return [{ box: door, offset: [w - 0.06, -0.1, front] as const }];
  });
}

/** A copy with float positions and normals, so that transforming them keeps their precision. */
function toFloat(source: BufferGeometry): BufferGeometry {
  const geometry = source.clone();
  for (const name of ['position', 'normal']) {
    const attribute = geometry.getAttribute(name);
    if (!attribute) continue;
    const values = new Float32Array(attribute.count * attribute.itemSize);
    for (let i = 0; i < attribute.count; i++) {
      for (let k = 0; k < attribute.itemSize; k++) values[i * attribute.itemSize + k] = attribute.getComponent(i, k);
    }
    geometry.setAttribute(name, new BufferAttribute(values, attribute.itemSize));
  }
  return geometry;
}

const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);

/** The GLB's first mesh as instances on every post (caps), door or leaf (hinges, handle, lock), motor place. */
export async function detailMesh(
  name: DetailName,
  files: readonly ArrayBuffer[],
  hosts: DetailHosts,
): Promise<InstancedMesh | null> {
  for (const [index, data] of files.entries()) {
    try {
      const mesh = await instancesOf(name, data, hosts);
      if (mesh) mesh.userData.fallback = index > 0;
      return mesh;
    } catch {
      // not decodable here (e.g. no WebAssembly for meshopt): the next, simpler file
    }
  }
  return null;
}

async function instancesOf(name: DetailName, data: ArrayBuffer, hosts: DetailHosts): Promise<InstancedMesh | null> {
  const gltf = await loader.parseAsync(data, '');
  let source: Mesh | null = null;
  gltf.scene.traverse((node) => {
    if (!source && (node as Mesh).isMesh) source = node as Mesh;
  });
  const found = source as Mesh | null;
  const at = placements(name, hosts);
  if (!found || at.length === 0) return null;
  // Meshopt's quantisation stores positions as integers with a dequantising scale on the node:
  // the geometry is only right with the node's transform applied (else a 7 cm cap draws metres wide).
  found.updateWorldMatrix(true, false);
  const geometry = toFloat(found.geometry as BufferGeometry).applyMatrix4(found.matrixWorld);
  // Lambert like the fence, in the file's colour: the only shader program the scene builds (one
  // compilation).
  const { color } = found.material as MeshStandardMaterial;
  const mesh = new InstancedMesh(geometry, new MeshLambertMaterial({ color }), at.length);
  mesh.name = name;
  const helper = new Object3D();
  at.forEach(({ box, offset }, index) => {
    helper.position.set(box.x, box.y, box.z);
    helper.rotation.set(0, box.angle, 0);
    helper.translateX(offset[0]);
    helper.translateY(offset[1]);
    helper.translateZ(offset[2]);
    helper.updateMatrix();
    mesh.setMatrixAt(index, helper.matrix);
  });
  mesh.instanceMatrix.needsUpdate = true;
  return mesh;
}
