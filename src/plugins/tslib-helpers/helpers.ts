// tslib's own helpers, only those @docusaurus/utils-common's browser code uses (see ./index.ts).
export {__importDefault} from 'tslib';
