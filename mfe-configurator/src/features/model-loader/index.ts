export { useModelParts } from './api/use-model-parts';
export { ModelProgress } from './components/model-progress';
export { MODELS } from './generated/models.generated';
export type { LoadedPart, PartName } from './types';
