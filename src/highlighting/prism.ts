// Import order matters: globalPrism must run before the core.
import {restoreGlobalPrism} from './globalPrism';
import Prism from 'prismjs/components/prism-core';

restoreGlobalPrism();

/**
 * Prism's core without any grammar, in place of the copy in prism-react-renderer
 * that brings some forty grammars into every page. Docusaurus's theme then
 * loads ./grammars.ts onto it (through `themeConfig.prism.additionalLanguages`).
 */
export default Prism;
