import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import Backlinks from '@site/src/components/Backlinks';
import DocumentRelations from '@site/src/components/DocumentRelations';
import {useCurrentDocumentRecord} from '@site/src/lib/documentPages';

/** Wrapped to end every document with its typed relations and "Referenced by", before the tags and edit link. */
export default function DocItemFooterWrapper(): ReactNode {
  const doc = useCurrentDocumentRecord();
  return (
    <>
      {doc && <DocumentRelations doc={doc} />}
      {doc && <Backlinks doc={doc} />}
      <Footer />
    </>
  );
}
