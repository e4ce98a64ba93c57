import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useSiteFields} from '../../lib/siteFields';
import NavbarItemShell, {type CustomNavbarItemProps} from './NavbarItemShell';
import styles from './styles.module.css';

/** The deploy workflow's status badge, linking to its runs on GitHub. */
export default function BuildStatusNavbarItem({mobile, className}: CustomNavbarItemProps): ReactNode {
  const {workflow} = useSiteFields();
  return (
    <NavbarItemShell mobile={mobile} className={className}>
      <Link
        className={clsx(styles.buildStatus, mobile && styles.mobile)}
        href={workflow.runs}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Deploy workflow status (opens GitHub Actions)"
      >
        <img src={workflow.badge} alt="Deploy workflow status" width={104} height={20} loading="lazy" decoding="async" />
      </Link>
    </NavbarItemShell>
  );
}
