/** Width of one composite fence panel (a bay between two posts), mm. */
export const PANEL_WIDTH_MM = 1800;
/** Width of an aluminium post, mm. */
export const POST_WIDTH_MM = 100;
/** Height of one slat of a panel, mm. */
export const SLAT_HEIGHT_MM = 150;
/** Depth a post is set in concrete, mm (a third of the height above ground, 500 mm at least). */
export const CONCRETE_DEPTH_MM = 500;
/** Highest fence on base plates an installer accepts (wind load on the plate's screws), mm. */
export const BASE_PLATE_MAX_HEIGHT_MM = 1500;
/** From this height, a panel needs an intermediate stiffening rail, mm. */
export const INTERMEDIATE_RAIL_FROM_MM = 1800;
/** A bay shorter than this cannot be cut from a panel cleanly, mm. */
export const MIN_BAY_MM = 300;
/** Bounds of what the configurator accepts. */
export const MIN_SEGMENT_MM = 500;
export const MAX_SEGMENT_MM = 50_000;
export const MAX_SEGMENTS = 6;
/** Product references of the accessories (catalogue « Accessoires de clôture et de portail »). */
export const ACCESSORY_REFERENCES = {
  cap: 'ARB-CHP-001',
  rail: 'ARB-LIS-001',
  stiffener: 'ARB-RAI-001',
  base_plate: 'ARB-PLT-001',
  anchor_bolts: 'ARB-GOU-001',
  chemical_anchor: 'ARB-SCH-001',
  motor_swing: 'ARB-MOB-001',
  motor_sliding: 'ARB-MOC-001',
} as const;
/** Height of the catalogue's gates when a gate variant does not say, mm. */
export const GATE_HEIGHT_MM = 1500;
