import {test} from 'node:test';
import assert from 'node:assert/strict';
import {redirectsToExisting, retiredTagRedirects} from '../../src/config/tagRedirects';

const retired = {dx: {to: '/tags/developer-experience/', sections: ['adr', 'rfc']}, backend: {to: '/tags/backends/', sections: ['memos']}};

test('each section page of a retired tag redirects to where the tag now leads', () => {
  assert.deepEqual(retiredTagRedirects(retired), [
    {from: '/adr/tags/dx/', to: '/tags/developer-experience/'},
    {from: '/rfc/tags/dx/', to: '/tags/developer-experience/'},
    {from: '/memos/tags/backend/', to: '/tags/backends/'},
  ]);
});

test('an existing page gets the old pages that lead to it; a page the build lacks gets none', () => {
  const createRedirects = redirectsToExisting(retiredTagRedirects(retired));
  assert.deepEqual(createRedirects('/tags/developer-experience/'), ['/adr/tags/dx/', '/rfc/tags/dx/']);
  assert.deepEqual(createRedirects('/tags/developer-experience'), ['/adr/tags/dx/', '/rfc/tags/dx/'], 'with or without the trailing slash');
  assert.equal(createRedirects('/tags/security/'), undefined);
});
