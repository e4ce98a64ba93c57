/**
 * Issue 14: the formats the record shares hold in every example. Every fenced
 * YAML namespace configuration validates against the RFC-027 declaration schema
 * (tests/content/coherence/namespace-config.schema.json), and every complete
 * fenced protobuf file compiles and passes `buf lint` with the rules ADR-003
 * mandates (tests/content/coherence/proto.yaml), using the pinned @bufbuild/buf.
 * These tests run the checks on fixtures; `npm run lint:content` runs them on
 * the record (tests/content/checks/coherence.ts).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseCorpusDocument, REPOSITORY_ROOT} from './coherence/corpus';
import {namespaceConfigurationProblems, protoProblems} from './coherence/checks';

const fixture = (name: string) =>
  parseCorpusDocument(`fixtures/${name}`, readFileSync(path.join(__dirname, 'coherence', 'fixtures', name), 'utf8'));
const BUF = path.join(REPOSITORY_ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'buf.cmd' : 'buf');
const lineOf = (problem: string) => Number(/^[^:]+:(\d+):/.exec(problem)?.[1]);

describe('namespace configurations (RFC-027 schema)', () => {
  test('invalid configurations fail, superseded ones are skipped, other YAML is ignored', () => {
    const result = namespaceConfigurationProblems([fixture('namespace-configurations.md')]);
    assert.equal(result.checked, 4);
    assert.equal(result.skippedAsSuperseded, 1);
    assert.deepEqual(result.problems.map(lineOf), [19, 30, 42]);
    assert.match(result.problems[0], /additional properties \(backend\).*additional properties \(pools\)/);
    assert.match(result.problems[1], /delete_after_read must be equal to constant/);
    assert.match(result.problems[2], /required property 'owner'/);
    assert.match(result.problems[2], /required property 'tier'/);
    assert.match(result.problems[2], /\/namespace must match pattern/);
  });
});

describe('protobuf files (buf lint, ADR-003 rules)', () => {
  test('lint violations and compile errors fail; excerpts without a syntax line are skipped', async () => {
    const result = await protoProblems([fixture('proto-files.md')], {buf: BUF});
    assert.equal(result.checked, 3);
    const text = result.problems.join('\n');
    assert.match(text, /should be prefixed with "COLOUR_"/);
    assert.match(text, /suffixed with a correctly formed version/);
    assert.match(text, /suffixed with "Service"/);
    assert.match(text, /used as the request or response type for multiple RPCs/);
    assert.match(text, /MissingType/);
    assert.ok(!result.problems.some((p) => lineOf(p) < 30), `the valid file was flagged:\n${text}`);
  });
});
