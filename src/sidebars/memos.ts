// Sidebar file of the memos docs instance; the generator lives in /sidebars.ts.
import {sectionSidebars} from '../../sidebars';

export default sectionSidebars('memos');
