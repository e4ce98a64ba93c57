import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ErrorPageContent from '@theme/ErrorPageContent';

type Props = WrapperProps<typeof LayoutType>;

interface PageErrorBoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  error: Error | null;
  pathname: string;
}

/**
 * The "This page crashed." fallback, like the one the theme's Layout puts around
 * its content, but cleared when the path changes. The theme's own boundary keeps
 * its error until "Try again": the docs layout stays mounted from one document to
 * the next, so after one document crashed every other document of that section,
 * reached through the navbar, still showed the old crash.
 */
class PageErrorBoundary extends React.Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  state: PageErrorBoundaryState = {error: null, pathname: this.props.pathname};

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : {error: null, pathname: props.pathname};
  }

  componentDidCatch(error: Error): void {
    // As Docusaurus's ErrorBoundary: only in the browser, the server build must still fail loudly.
    if (ExecutionEnvironment.canUseDOM) {
      this.setState({error});
    }
  }

  render(): ReactNode {
    const {error} = this.state;
    return error ? <ErrorPageContent error={error} tryAgain={() => this.setState({error: null})} /> : this.props.children;
  }
}

/**
 * Wrapped for two reasons. The local search plugin's results page renders its
 * content straight into the layout with no <main> landmark, which screen reader
 * users rely on to skip the navbar; every other page provides its own <main>.
 * And a rendering crash is cleared by the next navigation (PageErrorBoundary).
 */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const isSearchPage = pathname === useBaseUrl('/search/');
  return (
    <Layout {...props}>
      <PageErrorBoundary pathname={pathname}>{isSearchPage ? <main>{children}</main> : children}</PageErrorBoundary>
    </Layout>
  );
}
