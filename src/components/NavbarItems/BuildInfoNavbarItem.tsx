import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useSiteFields} from '../../lib/siteFields';
import NavbarItemShell, {type CustomNavbarItemProps} from './NavbarItemShell';
import styles from './styles.module.css';

/** Version and build time of the site, as computed once at build time. */
export default function BuildInfoNavbarItem({mobile, className}: CustomNavbarItemProps): ReactNode {
  const {build} = useSiteFields();
  return (
    <NavbarItemShell mobile={mobile} className={className}>
      <span className={clsx(styles.buildInfo, mobile && styles.mobile)} title={`Commit ${build.commit}`}>
        <span className={styles.version}>v{build.version}</span>
        <span aria-hidden="true" className={styles.separator}>
          ·
        </span>
        <span className="sr-only">built </span>
        <time dateTime={build.buildTime}>{build.buildTimeDisplay}</time>
      </span>
    </NavbarItemShell>
  );
}
