// CPU time a process has used so far (user + system, every thread), from /proc on Linux: the bench's
// measure of work per answer, steadier than requests/s on a machine other programs share.
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** @returns {number} ms of CPU used by process `pid`, or NaN where /proc is absent. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": field 14 utime and 15 stime are the 12th and 13th.
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}
