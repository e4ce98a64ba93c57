/**
 * The Prism grammars the site ships: the languages of our documents' fenced
 * code (any other language, `text` included, renders as plain text). They are
 * prismjs component names (`prismjs/components/prism-<name>`), in load order:
 * clike first, as go and protobuf extend it; docker also defines `dockerfile`.
 *
 * They are `themeConfig.prism.additionalLanguages`, so Docusaurus's theme
 * loads them onto our Prism (./prism.ts) as main.js starts and bundles only
 * these files. tests/unit/highlighting.test.ts loads them the same way and
 * checks them against the documents.
 */
export const PRISM_GRAMMARS = ['clike', 'bash', 'docker', 'go', 'json', 'protobuf', 'python', 'rego', 'rust', 'sql', 'toml', 'yaml'];
