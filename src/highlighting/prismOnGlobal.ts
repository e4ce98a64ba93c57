import Prism from 'prismjs/components/prism-core';

// A prismjs grammar file adds its language to the global `Prism` as it loads:
// ./loadGrammars imports this module first; ./prism.ts takes it off again.
(globalThis as {Prism?: unknown}).Prism = Prism;
