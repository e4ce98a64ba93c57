/*
 * Starts the page's entry scripts (the preloads marked data-client-script,
 * src/plugins/staged-start/ssrTemplate.ts) once the page has shown its first
 * contentful paint, in their order: until then they only download, so
 * evaluating them never holds the first paint, however busy the CPU is.
 * A page hidden before its first paint never reports one: it starts two frames
 * after it is shown. A browser without paint timing starts two frames after
 * the first.
 *
 * Loaded as a deferred script, it also stands in for window.docusaurus (no
 * prefetch, no preload) until Docusaurus's entry sets its own: the home page's
 * base-URL check shows its "did not load properly" banner when that is missing
 * at DOMContentLoaded, which now comes before the entry runs. Under a wrong base
 * URL this file is not found either, and the banner shows, as it should.
 *
 * Plain ES5: it runs before any bundle, in every browser.
 */
(function () {
  window.docusaurus = window.docusaurus || {
    prefetch: function () {
      return false;
    },
    preload: function () {
      return false;
    },
  };
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-client-script]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') === -1) return afterTwoFrames();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') afterTwoFrames();
  });
})();
