import lunr from 'lunr';

/**
 * Where text splits into words: lunr's white space and hyphens, and slashes,
 * so "TinkerPop/Gremlin" and "pub/sub" are two words each. Set on lunr's
 * tokenizer here, which every module that builds, reads or marks the index
 * imports (the build and the worker both), and used to split queries.
 */
export const WORD_SEPARATOR = /[\s\-/]+/;
lunr.tokenizer.separator = WORD_SEPARATOR;
