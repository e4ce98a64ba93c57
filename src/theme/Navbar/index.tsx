import React, {type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {NAVBAR_PARSED_ID} from '../../config/firstPaint';

type Props = WrapperProps<typeof NavbarType>;

/** The theme's navbar, followed by the marker whose parsing releases the first paint (src/config/firstPaint.ts). */
export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <span id={NAVBAR_PARSED_ID} hidden />
    </>
  );
}
