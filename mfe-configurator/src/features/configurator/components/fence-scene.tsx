import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  AmbientLight,
  BoxGeometry,
  Color,
  DirectionalLight,
  InstancedMesh,
  MeshLambertMaterial,
  Object3D,
  PerspectiveCamera,
  Matrix4,
  PlaneGeometry,
  Scene,
  WebGLRenderer,
} from 'three';
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { markOnce } from '../../../lib/mark-once';
import type { DetailName, SceneDetails } from './scene-details';
import type { Box, SceneModel } from './scene-model';
import { CONTEXT_ATTRIBUTES, type SceneSurface } from './scene-surface';

/**
 * The glTF loader and the meshopt decoder are only needed for the detailed parts, which load after
 * the first frame: they are a chunk of their own, kept off the first frame's path.
 */
const loadDetails = () => import('./scene-details');

/** The orbit too: the first frame needs a camera, not its mouse and touch handling. */
const loadControls = () => import('three/examples/jsm/controls/OrbitControls.js');

export type CameraPreset = 'front' | 'three-quarter' | 'top';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  width: 100%;
  background: #eef1ea;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    touch-action: none;
  }
`;

/**
 * Matte Lambert shading: composite boards show no highlight worth a physically based shader, and
 * Lambert's simpler program compiles and draws the first frame sooner, which counts most where
 * WebGL runs in software on a slow phone (figures: docs/perf-log.md).
 */
function instanced(boxes: readonly Box[], colour: string): InstancedMesh {
  const mesh = new InstancedMesh(
    new BoxGeometry(1, 1, 1),
    new MeshLambertMaterial({ color: new Color(colour) }),
    boxes.length,
  );
  const helper = new Object3D();
  boxes.forEach((box, index) => {
    helper.position.set(box.x, box.y, box.z);
    helper.rotation.set(0, box.angle, 0);
    helper.scale.set(box.width, box.height, box.depth);
    helper.updateMatrix();
    mesh.setMatrixAt(index, helper.matrix);
  });
  mesh.instanceMatrix.needsUpdate = true;
  return mesh;
}

/** The last frame's cost, for tests and the budget bench (draw calls, triangles). */
function recordFrame(host: HTMLElement | null, renderer: WebGLRenderer) {
  host?.setAttribute('data-draw-calls', String(renderer.info.render.calls));
  host?.setAttribute('data-triangles', String(renderer.info.render.triangles));
  host?.setAttribute('data-programs', String(renderer.info.programs?.length ?? 0));
}

/** Where the camera looks and how far the orbit may take it, for the controls once they are here. */
interface View {
  target: { x: number; y: number; z: number };
  maxDistance: number;
}

function bindControls(controls: OrbitControls, { target, maxDistance }: View) {
  controls.target.set(target.x, target.y, target.z);
  controls.maxDistance = maxDistance;
  controls.update();
}

function placeCamera(camera: PerspectiveCamera, model: SceneModel, preset: CameraPreset): View {
  const { centre, radius } = model;
  const distance = radius * 2.2 + 2;
  const target = { x: centre.x, y: 0.8, z: centre.z };
  const offset =
    preset === 'front'
      ? { x: 0, y: 1.2, z: distance }
      : preset === 'top'
        ? { x: 0, y: distance * 1.2, z: 0.01 }
        : { x: distance * 0.7, y: distance * 0.5, z: distance * 0.8 };
  camera.position.set(target.x + offset.x, target.y + offset.y, target.z + offset.z);
  camera.lookAt(target.x, target.y, target.z);
  return { target, maxDistance: distance * 2 };
}

export interface FenceSceneProps {
  /** Reused rather than making a second context (each costs a context creation, slow in software WebGL). */
  surface?: SceneSurface | null;
  model: SceneModel;
  colour: string;
  preset: CameraPreset;
  /** Told when WebGL cannot start, so the page draws the 2D elevation instead. */
  onUnavailable: () => void;
  /** Told once the scene has drawn its first frame (the detailed parts load after it). */
  onReady?: () => void;
  /** GLB files of the detailed parts fetched so far (light or detailed versions). */
  details?: SceneDetails;
}

interface Stage {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  /** Null until their chunk has arrived (after the first frame). */
  controls: OrbitControls | null;
  view: View | null;
}

/** What the fence looks like: a new one of these draws again. */
interface Fence {
  model: SceneModel;
  colour: string;
  preset: CameraPreset;
}

function removeMeshes(scene: Scene, meshes: readonly InstancedMesh[]) {
  meshes.forEach((mesh) => {
    scene.remove(mesh);
    mesh.geometry.dispose();
    (mesh.material as MeshLambertMaterial).dispose();
  });
}

/** The fence's meshes in place of `previous`, framed by the preset and drawn: returns the new meshes. */
function drawFence(stage: Stage, fence: Fence, previous: readonly InstancedMesh[]) {
  const { renderer, scene, camera, controls } = stage;
  removeMeshes(scene, previous);
  const { model, colour, preset } = fence;
  const meshes = [
    instanced(model.posts, '#44474a'),
    instanced(model.slats, colour),
    instanced(model.gateDoors, colour),
    instanced(model.gateLeaves, colour),
  ].filter((mesh) => mesh.count > 0);
  meshes.forEach((mesh) => scene.add(mesh));
  stage.view = placeCamera(camera, model, preset);
  if (controls) bindControls(controls, stage.view);
  const { clientWidth, clientHeight } = renderer.domElement.parentElement ?? { clientWidth: 800, clientHeight: 500 };
  renderer.setSize(clientWidth, clientHeight, false);
  camera.aspect = clientWidth / Math.max(1, clientHeight);
  camera.updateProjectionMatrix();
  renderer.render(scene, camera);
  return meshes;
}

/**
 * The three.js preview: posts, slats, gate doors and gate leaves as instanced meshes built from the engine's
 * layout, rendered only when something changes (no animation loop). Decorative for assistive
 * technology: the form and the summary carry the meaning.
 */
export default function FenceScene({
  surface,
  model,
  colour,
  preset,
  onUnavailable,
  onReady,
  details,
}: FenceSceneProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage | null>(null);
  const wanted = useMemo<Fence>(() => ({ model, colour, preset }), [model, colour, preset]);
  const latest = useRef({ wanted, onReady });
  const drawn = useRef<{ fence: Fence | null; meshes: InstancedMesh[] }>({ fence: null, meshes: [] });
  useEffect(() => {
    latest.current = { wanted, onReady };
  });

  // A layout effect: the first frame is drawn in the commit that shows the scene, not in a later
  // task after the browser has painted an empty frame in place of the 2D elevation.
  useLayoutEffect(() => {
    const host = frame.current;
    if (!host) return undefined;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ ...CONTEXT_ATTRIBUTES, canvas: surface?.canvas, context: surface?.context });
    } catch {
      onUnavailable();
      return undefined;
    }
    renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    host.append(renderer.domElement);
    renderer.domElement.setAttribute('aria-hidden', 'true');
    const scene = new Scene();
    scene.background = new Color('#eef1ea');
    scene.add(new AmbientLight('#ffffff', 1.6));
    const sun = new DirectionalLight('#ffffff', 2.2);
    sun.position.set(5, 10, 7);
    scene.add(sun);
    // The ground is an instanced mesh too: every mesh then draws with one shader program, and the
    // first frame waits for one compilation (slow in software WebGL) instead of two.
    const ground = new InstancedMesh(new PlaneGeometry(200, 200), new MeshLambertMaterial({ color: '#c9d3b8' }), 1);
    ground.setMatrixAt(0, new Matrix4().makeRotationX(-Math.PI / 2));
    scene.add(ground);
    const camera = new PerspectiveCamera(45, 16 / 10, 0.1, 500);
    const built: Stage = { renderer, scene, camera, controls: null, view: null };
    let live = true;
    // The first frame in the same task as the renderer, without a React round trip before it.
    const { wanted: fence, onReady: ready } = latest.current;
    drawn.current = { fence, meshes: drawFence(built, fence, []) };
    recordFrame(host, renderer);
    // For the budget bench: when the first 3D frame was drawn (performance timeline).
    markOnce('configurator:first-frame');
    ready?.();
    // The detailed parts come next: their loader's chunk starts downloading now.
    loadDetails().catch(() => undefined);
    // Without its chunk the camera presets still work; only the free orbit is missing.
    loadControls().then(
      ({ OrbitControls }) => {
        if (!live) return;
        const controls = new OrbitControls(camera, renderer.domElement);
        controls.maxPolarAngle = Math.PI / 2 - 0.05;
        controls.minDistance = 1.5;
        controls.enablePan = false;
        controls.addEventListener('change', () => renderer.render(scene, camera));
        // Bound after the listener: a camera the orbit's limits move is drawn again.
        if (built.view) bindControls(controls, built.view);
        built.controls = controls;
        host.setAttribute('data-orbit', 'true');
      },
      () => undefined,
    );
    const observer = new ResizeObserver(() => {
      const { clientWidth, clientHeight } = host;
      renderer.setSize(clientWidth, clientHeight, false);
      camera.aspect = clientWidth / Math.max(1, clientHeight);
      camera.updateProjectionMatrix();
      renderer.render(scene, camera);
    });
    observer.observe(host);
    setStage(built);
    return () => {
      live = false;
      observer.disconnect();
      built.controls?.dispose();
      removeMeshes(scene, drawn.current.meshes);
      drawn.current = { fence: null, meshes: [] };
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [onUnavailable, surface]);

  // A changed configuration, colour or camera preset: drawn again (the first frame is drawn above).
  useEffect(() => {
    if (!stage || drawn.current.fence === wanted) return;
    drawn.current = { fence: wanted, meshes: drawFence(stage, wanted, drawn.current.meshes) };
    recordFrame(frame.current, stage.renderer);
    onReady?.();
  }, [stage, wanted, onReady]);

  // The detailed parts, added on top of the boxes when their files arrive (a light version first).
  useEffect(() => {
    if (!stage || !details || Object.keys(details).length === 0) return undefined;
    const { renderer, scene, camera } = stage;
    let live = true;
    const added: InstancedMesh[] = [];
    const names = Object.keys(details) as DetailName[];
    const hosts = { posts: model.posts, doors: [...model.gateDoors, ...model.gateLeaves], motors: model.motors };
    loadDetails()
      .then(({ detailMesh }) =>
        Promise.all(names.map((name) => detailMesh(name, details[name]!, hosts).catch(() => null))),
      )
      // The loader's chunk did not arrive: the boxes stay as they are.
      .catch(() => [] as null[])
      .then((meshes) => {
        if (!live) return;
        meshes.forEach((mesh) => {
          if (!mesh) return;
          scene.add(mesh);
          added.push(mesh);
        });
        renderer.render(scene, camera);
        recordFrame(frame.current, renderer);
        frame.current?.setAttribute(
          'data-details',
          added.map((mesh) => `${mesh.name}:${mesh.count}${mesh.userData.fallback ? ':fallback' : ''}`).join(' '),
        );
      });
    return () => {
      live = false;
      added.forEach((mesh) => {
        scene.remove(mesh);
        mesh.geometry.dispose();
      });
    };
  }, [stage, model, details]);

  return (
    <Frame
      ref={frame}
      data-testid="fence-scene"
      data-posts={model.posts.length}
      data-slats={model.slats.length}
      data-gate-doors={model.gateDoors.length}
      data-gates={model.gates}
      data-gate-leaves={model.gateLeaves.length}
      data-motors={model.motors.length}
      data-ready={stage ? 'true' : 'false'}
    />
  );
}
