// Sidebar file of the docs docs instance; the generator lives in /sidebars.ts.
import {sectionSidebars} from '../../sidebars';

export default sectionSidebars('docs');
