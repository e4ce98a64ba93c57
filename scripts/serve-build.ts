/** Serves ./build under the base path on a fixed port, for screenshots and manual checks. */
import path from 'node:path';
import {serveStaticSite} from '../tests/support/server';

const port = Number(process.env.PORT ?? 3210);
serveStaticSite(path.resolve('build'), undefined, {port}).then((site) => {
  console.log(`Serving build at ${site.url}`);
});
