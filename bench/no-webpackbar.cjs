// webpackbar 6.0.1 fails webpack 5.112's ProgressPlugin schema; replace it by a no-op plugin.
const Module = require('module');
const orig = Module._load;
Module._load = function (request) {
  if (request === 'webpackbar')
    return class {
      apply() {}
    };
  return orig.apply(this, arguments);
};
