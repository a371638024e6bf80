// Colour roles. Every text role is checked against the backgrounds it sits on (WCAG AA 4.5:1)
// and every UI role (borders, focus ring, stars) against 3:1 in palette.test.ts.

export type ToastSeverity = 'info' | 'success' | 'secondary' | 'warn' | 'error' | 'contrast';

export interface SeverityColours {
  background: string;
  text: string;
  border: string;
}

export interface Palette {
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  heading: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  ghostHover: string;
  link: string;
  linkHover: string;
  border: string;
  borderStrong: string;
  focus: string;
  danger: string;
  success: string;
  price: string;
  star: string;
  starEmpty: string;
  skeleton: string;
  overlay: string;
  severity: Record<ToastSeverity, SeverityColours>;
}

const severity: Record<ToastSeverity, SeverityColours> = {
  info: { background: '#E7F0FA', text: '#0F3F6E', border: '#1A5FB4' },
  success: { background: '#E8F4EA', text: '#1F4D24', border: '#2E6B34' },
  secondary: { background: '#EEEDEB', text: '#33383D', border: '#6B6560' },
  warn: { background: '#FDF1DC', text: '#6B3F00', border: '#A86400' },
  error: { background: '#FBE9E7', text: '#8C1D18', border: '#B3261E' },
  contrast: { background: '#2B2622', text: '#FFFFFF', border: '#2B2622' },
};

/** Arbora composite: warm wood browns on a warm off-white, anthracite text. */
export const arboraPalette: Palette = {
  background: '#FBF8F4',
  surface: '#FFFFFF',
  surfaceMuted: '#F3ECE3',
  text: '#2B2622',
  textMuted: '#6B5E53',
  heading: '#2B2622',
  primary: '#8A4B1F',
  primaryHover: '#6A3512',
  onPrimary: '#FFFFFF',
  secondary: '#33383D',
  secondaryHover: '#1F2326',
  onSecondary: '#FFFFFF',
  ghostHover: '#F3ECE3',
  link: '#7A3F17',
  linkHover: '#4F270C',
  border: '#D9CCBC',
  borderStrong: '#7D6E61',
  focus: '#1A5FB4',
  danger: '#B3261E',
  success: '#2E6B34',
  price: '#2B2622',
  star: '#A35A00',
  starEmpty: '#8A7F76',
  skeleton: '#E8E0D6',
  overlay: 'rgba(20, 17, 15, 0.6)',
  severity,
};

/** Océlia plastic line: cool teal and slate, same roles. */
export const oceliaPalette: Palette = {
  background: '#F5F8F9',
  surface: '#FFFFFF',
  surfaceMuted: '#E6EEF0',
  text: '#1E2A30',
  textMuted: '#4F5F67',
  heading: '#1E2A30',
  primary: '#0E6670',
  primaryHover: '#0A4A52',
  onPrimary: '#FFFFFF',
  secondary: '#2F3E46',
  secondaryHover: '#1C272C',
  onSecondary: '#FFFFFF',
  ghostHover: '#E6EEF0',
  link: '#0B5A63',
  linkHover: '#073B41',
  border: '#C3D1D6',
  borderStrong: '#627880',
  focus: '#7A3F9E',
  danger: '#B3261E',
  success: '#2E6B34',
  price: '#1E2A30',
  star: '#A35A00',
  starEmpty: '#7C8A90',
  skeleton: '#DDE6E9',
  overlay: 'rgba(12, 20, 24, 0.6)',
  severity: { ...severity, contrast: { background: '#1E2A30', text: '#FFFFFF', border: '#1E2A30' } },
};
