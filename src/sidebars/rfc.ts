// Sidebar file of the rfc docs instance; the generator lives in /sidebars.ts.
import {sectionSidebars} from '../../sidebars';

export default sectionSidebars('rfc');
