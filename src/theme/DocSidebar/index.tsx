/**
 * Ejected from @docusaurus/theme-classic 3.9.1 (src/theme/DocSidebar/index.tsx),
 * Copyright (c) Facebook, Inc. and its affiliates, MIT licence.
 *
 * Changed: the desktop sidebar stays mounted on a phone. theme-classic renders
 * it on the server (the window size is unknown there) and removes it once the
 * app learns it runs on a phone, where the theme's CSS hides it anyway
 * (`.docSidebarContainer` shows from 997 px). Removing it unmounted every link
 * of the sidebar in one synchronous render as the page became interactive: the
 * longest task of a document's load on a phone. Hidden, it costs nothing.
 * The phone's sidebar (the navbar menu's) is added as before.
 */
import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
