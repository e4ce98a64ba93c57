/**
 * Loads the grammars of ./grammars.ts (`PRISM_GRAMMARS`, in that order) onto
 * our Prism, wherever ./prism.ts is bundled: the chunks of pages with code,
 * not every page's main.js. tests/unit/highlighting.test.ts holds this list
 * equal to `PRISM_GRAMMARS`.
 */
import './prismOnGlobal';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-docker';
import 'prismjs/components/prism-go';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-protobuf';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-rego';
import 'prismjs/components/prism-rust';
import 'prismjs/components/prism-sql';
import 'prismjs/components/prism-toml';
import 'prismjs/components/prism-yaml';
