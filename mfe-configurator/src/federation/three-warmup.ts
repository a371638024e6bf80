// The three.js classes of the first frame (fence-scene.tsx), evaluated as soon as their chunk arrives.
export {
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
