import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import Backlinks from '@site/src/components/Backlinks';
import {useCurrentDocumentRecord} from '@site/src/lib/documentPages';

/** Wrapped to end every document with "Referenced by" before the tags and edit link. */
export default function DocItemFooterWrapper(): ReactNode {
  const doc = useCurrentDocumentRecord();
  return (
    <>
      {doc && <Backlinks doc={doc} />}
      <Footer />
    </>
  );
}
