import type {ContentCheck} from '../record';
import {decisionRecordProblems} from '../decisionRecords';
import {citations, facts, formats} from './coherence';
import {diagrams} from './diagrams';
import {markdown} from './markdown';
import {writingBar} from './writing';

/** The site's own decision records (decisions/): one per customisation, each with its sections. */
const decisionRecords: ContentCheck = {name: 'decision records', problems: (record) => decisionRecordProblems(record.root)};

/** Every rule module of `npm run lint:content`, one line each: a new module is added here. */
export const CHECKS: readonly ContentCheck[] = [writingBar, markdown, diagrams, facts, formats, citations, decisionRecords];
