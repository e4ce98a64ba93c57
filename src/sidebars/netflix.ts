// Sidebar file of the netflix docs instance; the generator lives in /sidebars.ts.
import {sectionSidebars} from '../../sidebars';

export default sectionSidebars('netflix');
