import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Wrapped for one page: the local search plugin's results page renders its
 * content straight into the layout with no <main> landmark, which screen reader
 * users rely on to skip the navbar. Every other page provides its own <main>.
 */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const isSearchPage = useLocation().pathname === useBaseUrl('/search/');
  return <Layout {...props}>{isSearchPage ? <main>{children}</main> : children}</Layout>;
}
