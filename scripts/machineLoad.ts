import {cpus, type CpuInfo} from 'node:os';

/** The machine's CPU time so far, summed over its cores, in milliseconds: busy and in all. */
export interface CpuTimes {
  cores: number;
  busyMs: number;
  totalMs: number;
}

export function cpuTimes(cores: Pick<CpuInfo, 'times'>[] = cpus()): CpuTimes {
  let busyMs = 0;
  let totalMs = 0;
  for (const {times} of cores) {
    const busy = times.user + times.nice + times.sys + times.irq;
    busyMs += busy;
    totalMs += busy + times.idle;
  }
  return {cores: cores.length, busyMs, totalMs};
}

/**
 * How busy the machine was between two readings, as `npm test` reports it:
 * "2 cores, 87% busy, 1,007 s of CPU". A run near 100% is bound by the
 * machine's CPU: running more test files at once cannot make it shorter, only
 * doing less work can. The share counts every process, the tests' and others'.
 */
export function describeLoad(before: CpuTimes, after: CpuTimes): string {
  const total = after.totalMs - before.totalMs;
  const busy = after.busyMs - before.busyMs;
  const share = total > 0 ? Math.round((100 * busy) / total) : 0;
  return `${after.cores} ${after.cores === 1 ? 'core' : 'cores'}, ${share}% busy, ${Math.round(busy / 1000).toLocaleString('en-US')} s of CPU`;
}
