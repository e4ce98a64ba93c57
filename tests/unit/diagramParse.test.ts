import {test} from 'node:test';
import assert from 'node:assert/strict';
import {diagramParseProblem} from '../../src/diagrams/parse';

test('a sequence diagram Mermaid can read is no problem in Node, though its parser reaches for a DOM', async () => {
  assert.equal(await diagramParseProblem('sequenceDiagram\n  Client->>Proxy: Get\n  Proxy-->>Client: Value', 10), undefined);
});

test('a flowchart Mermaid cannot read is a problem on the line of the file', async () => {
  const found = await diagramParseProblem('flowchart LR\n  A -->\n  B -->> C[', 10);
  assert.ok(found, 'an unreadable flowchart is reported');
  assert.ok(found.line > 10, `the line counts from the file: ${found.line}`);
});
