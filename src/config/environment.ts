/**
 * Every environment variable the code reads, with what it does. The README points
 * here; tests/unit/environment.test.ts fails while the code reads one not listed.
 */
export const ENVIRONMENT_VARIABLES: Readonly<Record<string, string>> = {
  PRISM_GITHUB_REPOSITORY: 'The repository the site links to and deploys from (default jrepp/prism-data-layer); a fork sets its own',
  PRISM_SITE_URL: 'The site origin (default https://<owner>.github.io)',
  PRISM_BASE_URL: 'The path the site is served under (default /prism-data-layer/)',
  PRISM_WITHOUT:
    'Comma-separated parts a build leaves out (customisations, to measure the site against stock; link-previews, to measure what previews cost every page), from src/config/withoutCustomisations.ts; npm run bench -- --without=NAME sets it',
  PRISM_CHROMIUM_PATH: 'The browser the tests drive (default /usr/bin/chromium)',
  CHROMIUM_PATH: 'Read when PRISM_CHROMIUM_PATH is not set',
  PRISM_BUILD_DIR: 'The build the site tests, browser tests and npm run bench check (default ./build)',
  PRISM_STOCK_BUILD_DIR: 'npm run bench: a build of the stock search plugin to compare with, instead of building one',
  PRISM_SKIP_BUILD: 'npm test reuses the existing ./build when it is newer than every source',
  PRISM_SWEEP:
    'the accessibility, diagrams and page-width browser files check every built page instead of the representatives (npm run test:sweep)',
  PRISM_TEST_ONLY:
    'unit: npm test stops after the unit and content tests; content: npm run check runs only what reads the documents (the content check and tests/content), for a change to Markdown alone',
  PRISM_TEST_CONCURRENCY: 'How many test files npm test runs at once (default 2)',
  PRISM_BROWSER_WS: 'Set by npm test: the shared browser the browser tests connect to',
  PRISM_CRASH_SITE: 'Set by npm test: the crash fixture site it built once, shared by the browser test files that need it',
  PRISM_CONTENT_ROOT: 'The repository copy the content check reads',
  PRISM_TODAY: 'YYYY-MM-DD: the date npm run new writes',
  SOURCE_DATE_EPOCH: 'The build time shown in the navbar and footer, in seconds (reproducible builds)',
  GITHUB_SHA: 'The commit shown in the navbar (set by GitHub Actions; else git rev-parse HEAD)',
  NODE_ENV: 'Set by Docusaurus: production draws diagrams from src/diagrams/drawings/; npm start draws a diagram without one live',
  FULL_PAGE: '0: npm run screenshots captures the first screen only',
  SKIP_HTML_MINIFICATION: 'Set to true by docusaurus.config.ts for every build (decisions/build-pipeline.md)',
  TZ: 'The time zone; dates on pages do not depend on it',
};
