import type { RemoteLoadSummary, VitalsSummary } from '../repositories/telemetry';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Figures as French reads them: a decimal comma, a no-break space before the unit.
const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');
const rate = (failures: number, loads: number) => (loads ? `${decimal((100 * failures) / loads, 1)}\u00a0%` : '—');
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)}\u00a0ms`);
const cls = (value: number | null) => (value === null ? '—' : decimal(value, 3));

/** Good / needs improvement / poor thresholds of the web vitals (web.dev), for the p75 column's mark. */
const LIMITS = { lcp: [2500, 4000], inp: [200, 500], cls: [0.1, 0.25] } as const;
function mark(kind: keyof typeof LIMITS, value: number | null): string {
  if (value === null) return '';
  const [good, poor] = LIMITS[kind];
  return value <= good ? ' class="good"' : value > poor ? ' class="poor"' : ' class="fair"';
}

/**
 * The ops page: per remote and version, its load failures in shoppers' browsers (the last hour and
 * day) and the p75 of LCP / INP / CLS by route type (the last day), what decides to promote or roll
 * back a canary. Never indexed (meta and X-Robots-Tag), never cached, for operators only.
 */
export function renderOpsPage(loads: RemoteLoadSummary[], vitals: VitalsSummary[], now = new Date()): string {
  const loadRows = loads
    .map(
      (l) =>
        `<tr data-remote="${escapeHtml(l.remote)}" data-version="${escapeHtml(l.version)}"><td>${escapeHtml(l.remote)}</td><td>${escapeHtml(l.version)}</td>` +
        `<td data-failures-hour="${l.failuresHour}">${l.failuresHour} / ${l.loadsHour}</td><td>${rate(l.failuresHour, l.loadsHour)}</td>` +
        `<td data-failures-day="${l.failuresDay}">${l.failuresDay} / ${l.loadsDay}</td><td>${rate(l.failuresDay, l.loadsDay)}</td></tr>`,
    )
    .join('');
  const vitalRows = vitals
    .map(
      (v) =>
        `<tr><td>${escapeHtml(v.remote)}</td><td>${escapeHtml(v.version)}</td><td>${escapeHtml(v.routeType)}</td><td>${v.samples}</td>` +
        `<td${mark('lcp', v.lcp)}>${ms(v.lcp)}</td><td${mark('inp', v.inp)}>${ms(v.inp)}</td><td${mark('cls', v.cls)}>${cls(v.cls)}</td><td>${ms(v.ttfb)}</td></tr>`,
    )
    .join('');
  const empty = (cols: number) => `<tr><td colspan="${cols}">Aucune mesure reçue.</td></tr>`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Exploitation — remotes et mesures</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;margin-bottom:2rem}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}.good{background:#dfd}.fair{background:#ffd}.poor{background:#fdd}</style>
</head><body>
<h1>Exploitation</h1>
<p>Mesures des navigateurs des visiteurs, au ${escapeHtml(now.toISOString())}. Un échec compte aussi le repli sur le HTML du serveur.</p>
<h2>Chargements des remotes</h2>
<table id="remote-loads"><thead><tr><th>Remote</th><th>Version</th><th>Échecs (1\u00a0h)</th><th>Taux (1\u00a0h)</th><th>Échecs (24\u00a0h)</th><th>Taux (24\u00a0h)</th></tr></thead>
<tbody>${loadRows || empty(6)}</tbody></table>
<h2>Signaux web (p75, 24\u00a0h)</h2>
<table id="web-vitals"><thead><tr><th>Remote</th><th>Version</th><th>Type de page</th><th>Mesures</th><th>LCP</th><th>INP</th><th>CLS</th><th>TTFB</th></tr></thead>
<tbody>${vitalRows || empty(8)}</tbody></table>
</body></html>`;
}
