import type {BuildInfo} from './buildInfo';
import {GRAPH_PATH} from '../lib/graphPaths';
import {githubUrl} from './site';

/**
 * Navbar and footer from one list of destinations, so the two never drift.
 */
interface Destination {
  label: string;
  to: string;
}

export const OVERVIEW: Destination = {label: 'Overview', to: '/docs/intro'};
export const CHANGE_LOG: Destination = {label: 'Change Log', to: '/docs/changelog'};
export const DOCUMENTATION_SECTIONS: readonly Destination[] = [
  {label: 'ADRs', to: '/adr/'},
  {label: 'RFCs', to: '/rfc/'},
  {label: 'Memos', to: '/memos/'},
  {label: 'PRDs', to: '/prds/'},
];
/** How the documents connect (src/pages/graph); last in the Documentation menu, so the navbar gains no item. */
export const DECISION_GRAPH: Destination = {label: 'Decision graph', to: GRAPH_PATH};
const DOCUMENTATION_MENU: readonly Destination[] = [...DOCUMENTATION_SECTIONS, DECISION_GRAPH];

/** Workflow whose badge the navbar shows: the one that publishes the site. */
export const DEPLOY_WORKFLOW = 'deploy.yml';

export function navbarItems(repository: string) {
  return [
    {...OVERVIEW, position: 'left' as const},
    {...CHANGE_LOG, position: 'left' as const},
    {
      type: 'dropdown' as const,
      label: 'Documentation',
      position: 'left' as const,
      items: DOCUMENTATION_MENU.map((d) => ({...d})),
    },
    {type: 'custom-buildInfo', position: 'left' as const},
    {type: 'custom-buildStatus', position: 'left' as const},
    {
      href: githubUrl(repository),
      label: 'GitHub',
      position: 'right' as const,
      'aria-label': 'Prism on GitHub',
    },
    {type: 'search', position: 'right' as const},
  ];
}

export function footerLinks(repository: string) {
  return [
    {
      title: 'Documentation',
      items: [OVERVIEW, CHANGE_LOG, ...DOCUMENTATION_MENU].map((d) => ({...d})),
    },
    {
      title: 'Project',
      // The record as data: the feed of documents (RSS) and every document's metadata (documents.json, see README).
      // `pathname://` makes them plain links to files of the build, under the base URL.
      items: [
        {label: 'GitHub', href: githubUrl(repository)},
        {label: 'RSS feed', href: 'pathname:///feed.xml'},
        {label: 'documents.json', href: 'pathname:///documents.json'},
      ],
    },
  ];
}

export function copyrightLine(build: BuildInfo, year: number): string {
  return `Copyright © ${year} Prism contributors · v${build.version} · Built ${build.buildTimeDisplay} · Commit ${build.commitShort}`;
}

export function workflowUrls(repository: string) {
  const workflow = `${githubUrl(repository)}/actions/workflows/${DEPLOY_WORKFLOW}`;
  return {runs: workflow, badge: `${workflow}/badge.svg`};
}
