import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useSiteFields} from '../../lib/siteFields';
import NavbarItemShell, {type CustomNavbarItemProps} from './NavbarItemShell';
import {useOnceVisible} from './useOnceVisible';
import styles from './styles.module.css';

/**
 * The deploy workflow's status badge, linking to its runs on GitHub.
 *
 * In the phone menu the badge is fetched once the menu is open: the menu is
 * rendered, off screen, as every phone page starts, and its badge was a
 * request to GitHub on every page load, a new connection to another host while
 * the page itself loads, for an image the reader sees only in the open menu.
 */
export default function BuildStatusNavbarItem({mobile, className}: CustomNavbarItemProps): ReactNode {
  const {workflow} = useSiteFields();
  const [link, shown] = useOnceVisible<HTMLAnchorElement>();
  return (
    <NavbarItemShell mobile={mobile} className={className}>
      <Link
        ref={link}
        className={clsx(styles.buildStatus, mobile && styles.mobile)}
        href={workflow.runs}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Deploy workflow status (opens GitHub Actions)"
      >
        {!mobile || shown ? (
          <img src={workflow.badge} alt="Deploy workflow status" width={104} height={20} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.badgeSpace} />
        )}
      </Link>
    </NavbarItemShell>
  );
}
