import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import BuildInfoNavbarItem from '@site/src/components/NavbarItems/BuildInfoNavbarItem';
import BuildStatusNavbarItem from '@site/src/components/NavbarItems/BuildStatusNavbarItem';

/**
 * Registers the custom navbar item types used in docusaurus.config.ts. Both the
 * desktop navbar and the mobile sidebar menu resolve item types through this map,
 * so the items render (and cannot crash) in either place.
 */
export default {
  ...ComponentTypes,
  'custom-buildInfo': BuildInfoNavbarItem,
  'custom-buildStatus': BuildStatusNavbarItem,
};
