import type {ContentCheck} from '../record';
import {citations, facts, formats} from './coherence';
import {diagrams} from './diagrams';
import {markdown} from './markdown';
import {writingBar} from './writing';

/** Every rule module of `npm run lint:content`, one line each: a new module is added here. */
export const CHECKS: readonly ContentCheck[] = [writingBar, markdown, diagrams, facts, formats, citations];
