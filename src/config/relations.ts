import {DOCUMENT_ID} from './sections';

/**
 * The typed relations between documents of the record. Each type is written on
 * the later document, in its `relations:` front matter, and names earlier ones;
 * the reverse (`amended-by` on the earlier document) is derived at build time
 * and never written. Supersession keeps its own fields (`supersedes` and
 * `superseded_by`), which the content check holds to each other; the model
 * lists it with the other types so pages and documents.json see one vocabulary.
 */
export const RELATION_TYPES = [
  {
    type: 'supersedes',
    reverse: 'superseded-by',
    label: 'Supersedes',
    reverseLabel: 'Superseded by',
    meaning: 'replaces the earlier document, which is kept as history',
  },
  {
    type: 'amends',
    reverse: 'amended-by',
    label: 'Amends',
    reverseLabel: 'Amended by',
    meaning: 'changes part of what the earlier document decided or specified',
  },
  {
    type: 'builds-on',
    reverse: 'basis-for',
    label: 'Builds on',
    reverseLabel: 'Basis for',
    meaning: 'designs on top of the earlier document and leaves it standing as written',
  },
  {
    type: 'reports-on',
    reverse: 'reported-by',
    label: 'Reports on',
    reverseLabel: 'Reported by',
    meaning: 'reports results, measurements or a review of the earlier document',
  },
] as const;

export type RelationType = (typeof RELATION_TYPES)[number]['type'];
export type ReverseRelationType = (typeof RELATION_TYPES)[number]['reverse'];
export type RelationName = RelationType | ReverseRelationType;

/** A document's relations by name, forward and reverse; only names with targets are present. */
export type Relations = Partial<Record<RelationName, string[]>>;

/** The types an author writes under `relations:`; supersession has its own fields. */
export const WRITTEN_TYPES: readonly RelationType[] = RELATION_TYPES.filter((r) => r.type !== 'supersedes').map((r) => r.type);

/** Every relation name, forward types first, in the vocabulary's order: the order pages list them in. */
export const RELATION_NAMES: readonly RelationName[] = [...RELATION_TYPES.map((r) => r.type), ...RELATION_TYPES.map((r) => r.reverse)];

/** Names that change the standing of the document that carries them: a reader must see them before relying on it. */
export const STANDING_NAMES: readonly RelationName[] = ['superseded-by', 'amended-by'];

const byName = new Map<string, {type: RelationType; reverse: ReverseRelationType; label: string; forward: boolean}>(
  RELATION_TYPES.flatMap((r) => [
    [r.type, {type: r.type, reverse: r.reverse, label: r.label, forward: true}],
    [r.reverse, {type: r.type, reverse: r.reverse, label: r.reverseLabel, forward: false}],
  ]),
);

/** "Amended by" for `amended-by`. */
export const relationLabel = (name: RelationName): string => byName.get(name)!.label;

/** The forward type a name belongs to: `amends` for both `amends` and `amended-by`. */
export const relationType = (name: RelationName): RelationType => byName.get(name)!.type;

export const reverseOf = (type: RelationType): ReverseRelationType => byName.get(type)!.reverse;

export const isReverseName = (name: string): name is ReverseRelationType => byName.get(name)?.forward === false;

/** One written relation, where its target sits in the source file's front matter. */
export interface WrittenRelation {
  type: RelationType;
  target: string;
}

/**
 * Why a `relations:` value cannot be read, or undefined when it is well formed:
 * a mapping from written types to non-empty lists of document ids, none naming
 * the document itself or the same target twice. `key` is the part of the value
 * the problem is in (`amends` or `amends.1`), so the caller can find its line.
 */
export function relationsShapeProblem(value: unknown, ownId: unknown): {key: string; problem: string} | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {key: '', problem: `must map relation types (${WRITTEN_TYPES.join(', ')}) to lists of document ids`};
  }
  const seen = new Set<string>();
  for (const [name, targets] of Object.entries(value as Record<string, unknown>)) {
    if (isReverseName(name)) {
      const type = relationType(name);
      return {
        key: name,
        problem: `"${name}" is the reverse side, which the site derives: write "${type}: [${String(ownId)}]" in the other document's relations instead`,
      };
    }
    if (name === 'supersedes') return {key: name, problem: 'supersession has its own field: write "supersedes: <id>" beside the date'};
    if (!(WRITTEN_TYPES as readonly string[]).includes(name)) {
      return {key: name, problem: `has unknown type "${name}"; the types are ${WRITTEN_TYPES.join(', ')}`};
    }
    if (!Array.isArray(targets) || targets.length === 0) return {key: name, problem: `"${name}" must be a non-empty list of document ids`};
    for (const [index, target] of targets.entries()) {
      const at = `${name}.${index}`;
      if (typeof target !== 'string' || !DOCUMENT_ID.test(target)) {
        return {key: at, problem: `"${name}" lists ${JSON.stringify(target)}, which is not a document id like "adr-012"`};
      }
      if (target === ownId) return {key: at, problem: `"${name}" names the document itself`};
      if (seen.has(target)) return {key: at, problem: `names ${target} twice; one document has at most one relation to another`};
      seen.add(target);
    }
  }
  return undefined;
}

/** The relations a document writes, in the order written; what is not well formed (relationsShapeProblem) is skipped. */
export function writtenRelations(value: unknown): WrittenRelation[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([type, targets]) =>
    (WRITTEN_TYPES as readonly string[]).includes(type) && Array.isArray(targets)
      ? targets.filter((t): t is string => typeof t === 'string').map((target) => ({type: type as RelationType, target}))
      : [],
  );
}

/** The written relations whose target is not among `knownIds`, with each one's index in its type's list. */
export function missingRelationTargets(value: unknown, knownIds: ReadonlySet<string>): Array<WrittenRelation & {index: number}> {
  const indexInType = new Map<string, number>();
  return writtenRelations(value).flatMap((relation) => {
    const index = indexInType.get(relation.type) ?? 0;
    indexInType.set(relation.type, index + 1);
    return knownIds.has(relation.target) ? [] : [{...relation, index}];
  });
}
