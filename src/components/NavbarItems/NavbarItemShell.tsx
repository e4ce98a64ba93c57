import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface CustomNavbarItemProps {
  /** Set by the theme when the item renders in the mobile sidebar menu. */
  mobile?: boolean;
  className?: string;
}

/**
 * The element a custom navbar item lives in: a navbar cell on desktop, a menu
 * list entry in the mobile sidebar (whose parent is a <ul>).
 */
export default function NavbarItemShell({mobile = false, className, children}: CustomNavbarItemProps & {children: ReactNode}): ReactNode {
  return mobile ? (
    <li className={clsx('menu__list-item', className)}>{children}</li>
  ) : (
    <div className={clsx('navbar__item', styles.desktopItem, className)}>{children}</div>
  );
}
