/** The budgets file's shape and the gap the bench reports (bench/budgets.ts). */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {gapTo, readBudgets} from '../../bench/budgets';

test('budgets: one number per budget, and a headroom stated once', () => {
  const budgets = readBudgets();
  assert.ok(budgets.headroomPercent > 0 && budgets.headroomPercent <= 10, `headroom ${budgets.headroomPercent}%`);
  for (const group of [budgets.initialJs, budgets.searchIndex]) {
    for (const [name, limit] of Object.entries(group)) assert.equal(typeof limit, 'number', `${name} is ${JSON.stringify(limit)}`);
  }
  assert.ok(Object.keys(budgets.initialJs).includes('anyPage'));
});

test('budgets: a figure over its limit, within the headroom, and with more room than the headroom', () => {
  assert.deepEqual(gapTo(100, 101.5, 5), {limitKiB: 100, gapKiB: -1.5, verdict: 'over'});
  assert.deepEqual(gapTo(100, 96, 5), {limitKiB: 100, gapKiB: 4, verdict: 'ok'});
  assert.deepEqual(gapTo(100, 95, 5), {limitKiB: 100, gapKiB: 5, verdict: 'ok'});
  assert.deepEqual(gapTo(100, 90, 5), {limitKiB: 100, gapKiB: 10, verdict: 'tighten'});
});
