import { startWhenIdle } from '../core/when-idle';

/**
 * Remote loads and web vitals go out in beacons (reporter.ts). The reporter and web-vitals come in
 * a chunk of their own, asked for in an idle period once the page is interactive and started in
 * another (core/when-idle.ts): web-vitals reads the vitals from the buffered performance entries, so
 * starting late loses none.
 */
export function startTelemetryWhenIdle(): () => void {
  return startWhenIdle(
    () => import(/* webpackChunkName: "telemetry" */ './reporter'),
    (telemetry) => telemetry.startTelemetry(),
  );
}
