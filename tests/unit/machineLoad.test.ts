/**
 * scripts/machineLoad: the share of the machine's CPU a stage of `npm test`
 * used, from two readings of every core's times.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cpuTimes, describeLoad} from '../../scripts/machineLoad';

const core = (busy: number, idle: number) => ({times: {user: busy, nice: 0, sys: 0, irq: 0, idle}});

test('a machine whose two cores were busy 90 s and idle 10 s each over the stage is 90% busy, with 180 s of CPU', () => {
  const before = cpuTimes([core(1_000, 5_000), core(2_000, 7_000)]);
  const after = cpuTimes([core(91_000, 15_000), core(92_000, 17_000)]);
  assert.equal(describeLoad(before, after), '2 cores, 90% busy, 180 s of CPU');
});

test('an idle machine is 0% busy (and nothing elapsed is not a division by zero)', () => {
  const before = cpuTimes([core(1_000, 5_000)]);
  assert.equal(describeLoad(before, cpuTimes([core(1_000, 65_000)])), '1 core, 0% busy, 0 s of CPU');
  assert.equal(describeLoad(before, before), '1 core, 0% busy, 0 s of CPU');
});

test('nice, system and interrupt time count as busy; idle time does not', () => {
  const before = cpuTimes([{times: {user: 0, nice: 0, sys: 0, irq: 0, idle: 0}}]);
  const after = cpuTimes([{times: {user: 10_000, nice: 10_000, sys: 10_000, irq: 10_000, idle: 60_000}}]);
  assert.equal(describeLoad(before, after), '1 core, 40% busy, 40 s of CPU');
});

test('this machine reports its cores and some time', () => {
  const now = cpuTimes();
  assert.ok(now.cores >= 1 && now.totalMs > 0 && now.busyMs <= now.totalMs);
});
