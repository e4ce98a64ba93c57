import assert from 'node:assert/strict';
import {test} from 'node:test';
import {contrastRatio, parseColour, svgBackgroundFill} from '../support/contrast';

test('contrast: WCAG ratios of computed colours, a translucent one laid over what is under it', () => {
  assert.equal(contrastRatio(parseColour('rgb(0, 0, 0)'), parseColour('rgb(255, 255, 255)')), 21);
  assert.ok(
    Math.abs(contrastRatio(parseColour('#1c1e21'), parseColour('rgb(68, 73, 80)')) - 1.84) < 0.01,
    'the black magnifier on the dark box fails 3:1',
  );
  assert.ok(contrastRatio(parseColour('#e3e3e3'), parseColour('rgb(68, 73, 80)')) > 3);
  assert.deepEqual(parseColour('rgba(0, 0, 0, 0.5)'), [128, 128, 128]);
  assert.throws(() => parseColour('currentColor'));
});

test("contrast: the fill of a background image's SVG, none for currentColor (which an image cannot inherit)", () => {
  assert.equal(
    svgBackgroundFill(`url("data:image/svg+xml;utf8,<svg fill='%23e3e3e3' viewBox='0 0 16 16'><path d='M0'/></svg>")`),
    '#e3e3e3',
  );
  assert.equal(svgBackgroundFill(`url("data:image/svg+xml;utf8,<svg fill=\\"currentColor\\" viewBox='0 0 16 16'></svg>")`), undefined);
  assert.equal(svgBackgroundFill('none'), undefined);
});
