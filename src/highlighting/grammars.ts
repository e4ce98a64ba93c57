/**
 * The Prism grammars the site ships: the languages of our documents' fenced
 * code (any other language, `text` included, renders as plain text). They are
 * prismjs component names (`prismjs/components/prism-<name>`), in load order:
 * clike first, as go and protobuf extend it; docker also defines `dockerfile`.
 *
 * ./loadGrammars imports them onto our Prism (./prism.ts), in the chunks of
 * the pages that show code; tests/unit/highlighting.test.ts checks that it
 * imports exactly these, and checks them against the documents.
 */
export const PRISM_GRAMMARS = ['clike', 'bash', 'docker', 'go', 'json', 'protobuf', 'python', 'rego', 'rust', 'sql', 'toml', 'yaml'];
