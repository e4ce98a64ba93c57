// Sidebar file of the prds docs instance; the generator lives in /sidebars.ts.
import {sectionSidebars} from '../../sidebars';

export default sectionSidebars('prds');
