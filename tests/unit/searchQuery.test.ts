/**
 * src/plugins/search/searchQuery (through ./urlParameter): the results page writes the address only
 * when what it writes differs from what the address says (the theme's hook
 * wrote it on every call, so a load of /search/?q=... changed the route twice).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {withParameter} from '../../src/plugins/search/urlParameter';

test('search query: the address is left alone when it already says the query', () => {
  assert.equal(withParameter('?q=kafka', 'q', 'kafka'), undefined);
  assert.equal(withParameter('?q=spring+boot&ctx=in-adr', 'q', 'spring boot'), undefined);
  assert.equal(withParameter('?q=spring%20boot', 'q', 'spring boot'), undefined, 'a space written either way');
  assert.equal(withParameter('', 'q', ''), undefined, 'no query to remove');
  assert.equal(withParameter('?ctx=in-rfc', 'ctx', 'in-rfc'), undefined);
});

test('search query: a new query, section or an emptied box is written, other parameters kept', () => {
  assert.equal(withParameter('?q=kafka', 'q', 'kafka connect'), 'q=kafka+connect');
  assert.equal(withParameter('?q=kafka&ctx=in-adr', 'q', 'redis'), 'q=redis&ctx=in-adr');
  assert.equal(withParameter('?q=kafka', 'ctx', 'in-rfc'), 'q=kafka&ctx=in-rfc');
  assert.equal(withParameter('?q=kafka&ctx=in-adr', 'ctx', ''), 'q=kafka', 'every section: no ctx');
  assert.equal(withParameter('?q=kafka', 'q', ''), '');
  assert.equal(withParameter('', 'q', '<b>&'), 'q=%3Cb%3E%26');
});
