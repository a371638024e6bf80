/** One model file: its URL (content-hashed name) and its size, known at build time. */
export interface ModelFile {
  url: string;
  bytes: number;
}

export type PartName = 'cap' | 'hinge' | 'handle' | 'lock' | 'motor';

export type ModelManifest = Record<PartName, { light: ModelFile; detailed: ModelFile }>;

/** What the scene gets for a part: the best version fetched so far. */
export interface LoadedPart {
  level: 'light' | 'detailed';
  data: ArrayBuffer;
  /** The light version, kept as a fallback should the detailed one fail to decode. */
  light?: ArrayBuffer;
}
