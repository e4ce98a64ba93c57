// Import order matters: globalPrism must run before the core, and the grammars after it.
import {restoreGlobalPrism} from './globalPrism';
import Prism from 'prismjs/components/prism-core';
import './loadGrammars';

restoreGlobalPrism();

/**
 * Prism's core with the grammars our documents use (./loadGrammars), in place
 * of the copy in prism-react-renderer that brings some forty grammars into
 * every page.
 */
export default Prism;
