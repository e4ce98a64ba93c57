/*
 * The questions an engineer evaluating Prism comes with, as the home page asks
 * them. Each is answered by entries of the question ledger
 * (ledger/questions.yaml): the ledger's one answer and the document that owns
 * it, so the home page says what the record says and links where it says it.
 */
export interface EvaluatorQuestion {
  id: string;
  question: string;
  /** Ids of ledger entries, in the order the home page lists them. */
  ledger: readonly string[];
}

export const EVALUATOR_QUESTIONS: readonly EvaluatorQuestion[] = [
  {
    id: 'authentication',
    question: 'How are requests authenticated?',
    ledger: ['service-identity', 'person-identity', 'admin-authentication', 'policy-engine'],
  },
  {
    id: 'isolation',
    question: 'How is one team’s data kept apart from another’s?',
    ledger: ['postgres-tenancy', 'credential-granularity', 'isolation-levels'],
  },
];

/**
 * What a status says about where a decision stands, for "what is settled and
 * what is open": the statuses of the section table (src/config/sections.ts)
 * that are neither are history (superseded, rejected, archived).
 */
export const SETTLED_STATUSES: readonly string[] = ['Accepted', 'Implemented', 'Approved'];
export const OPEN_STATUSES: readonly string[] = ['Proposed', 'Draft'];
