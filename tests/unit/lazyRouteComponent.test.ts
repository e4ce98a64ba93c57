/**
 * src/plugins/staged-start/lazyRouteComponent.tsx: the route table's components
 * are made when a route is first rendered or preloaded, once each, not as the
 * table loads.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {answerRequests} from '../support/answerRequests';
import {madeFor} from '../support/componentCreatorStandIn';
import {COMPONENT_CREATOR} from '../../src/plugins/staged-start';

const STAND_IN = path.join(__dirname, '..', 'support', 'componentCreatorStandIn.ts');
answerRequests((request) => (request === COMPONENT_CREATOR ? STAND_IN : undefined));

type LazyModule = typeof import('../../src/plugins/staged-start/lazyRouteComponent');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded once the creator's name resolves to the stand-in
const {default: lazyRouteComponent} = require('../../src/plugins/staged-start/lazyRouteComponent') as LazyModule;

test('lazy route components: a route table of 531 routes makes no component as it loads', () => {
  madeFor.length = 0;
  const table = Array.from({length: 531}, (_, i) => lazyRouteComponent(`/base/page-${i}/`, `h${i}`));
  assert.equal(table.length, 531);
  assert.deepEqual(madeFor, []);
});

test("lazy route components: preloading a route makes its component once and returns the component's preload", async () => {
  madeFor.length = 0;
  const route = lazyRouteComponent('/base/adr/', 'a1');
  assert.equal(await route.preload(), 'loaded /base/adr/');
  assert.equal(await route.preload(), 'loaded /base/adr/');
  assert.deepEqual(madeFor, ['/base/adr/-a1']);
});

test('lazy route components: rendering a route renders its component with the props, making it once', () => {
  madeFor.length = 0;
  const Route = lazyRouteComponent('/base/rfc/', 'r1');
  assert.equal(renderToStaticMarkup(createElement(Route, {text: 'first'})), '<p>/base/rfc/ first</p>');
  assert.equal(renderToStaticMarkup(createElement(Route, {text: 'second'})), '<p>/base/rfc/ second</p>');
  assert.deepEqual(madeFor, ['/base/rfc/-r1']);
});
