import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Adds the meta description a theme page lacks (search engines and link
 * previews show it; Lighthouse's SEO audit requires it).
 */
export default function PageDescription({description}: {description: string}): ReactNode {
  return (
    <Head>
      <meta name="description" content={description} />
      <meta property="og:description" content={description} />
    </Head>
  );
}
