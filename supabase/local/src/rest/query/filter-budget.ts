import { RestError } from '../errors';
import type { FilterNode } from './filter';

/**
 * What the filters of one request may ask of the database, counted over the whole request (every filter
 * parameter and every branch of every `or=`/`and=` tree together). Each pattern on its own may be safe, yet forty
 * of them against the stories' text run past the statement deadline, so the sum is bounded, not only each part.
 */
export const FILTER_BUDGET = {
  /** Conditions of any kind: the site's own queries use a handful. */
  conditions: 64,
  /** `and`/`or` groups, however they are nested. */
  logicGroups: 32,
  /** Conditions whose cost grows with the text they scan: like, ilike, match, imatch. */
  patternConditions: 8,
  /** Of those, regular expressions (match, imatch), the most expensive to run. */
  regexConditions: 2,
  /**
   * The bounds of every `{m,n}` in every regex together: PostgreSQL's engine copies the repeated part once per
   * count, so `[^q]{1,90}` is ninety states to track over every character of the text.
   */
  regexRepeats: 64,
  /** Characters of every like/ilike/match/imatch pattern together. */
  patternChars: 1024,
  /** `%` wildcards of every like/ilike pattern together: each one multiplies the places a match is tried. */
  likeWildcards: 16,
} as const;

export type FilterBudget = typeof FILTER_BUDGET;

/** What the filters of one request cost, in the units of FILTER_BUDGET. */
export interface FilterCost {
  conditions: number;
  logicGroups: number;
  patternConditions: number;
  regexConditions: number;
  patternChars: number;
  likeWildcards: number;
  regexRepeats: number;
}

const REGEX_OPS = new Set(['match', 'imatch']);
const LIKE_OPS = new Set(['like', 'ilike']);

const BOUNDS = /\{(\d+)(?:,(\d*))?\}/g;

/** The largest count of each `{m}`, `{m,}` and `{m,n}` in a pattern, added up (an over-count is on the safe side). */
function repeatBounds(pattern: string): number {
  let total = 0;
  for (const [, min, max] of pattern.matchAll(BOUNDS)) total += Math.max(Number(min), max ? Number(max) : 0);
  return total;
}

/** Adds up what every filter of a request costs. */
export function filterCost(filters: readonly FilterNode[]): FilterCost {
  const cost: FilterCost = {
    conditions: 0,
    logicGroups: 0,
    patternConditions: 0,
    regexConditions: 0,
    patternChars: 0,
    likeWildcards: 0,
    regexRepeats: 0,
  };
  // An explicit stack: the trees are at most LIMITS.nestingDepth deep, but a loop needs no such promise.
  const pending: FilterNode[] = [...filters];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.kind === 'logic') {
      cost.logicGroups++;
      pending.push(...node.children);
      continue;
    }
    cost.conditions++;
    if (node.op !== 'in' && node.op !== 'is' && (REGEX_OPS.has(node.op) || LIKE_OPS.has(node.op))) {
      cost.patternConditions++;
      cost.patternChars += node.value.length;
      if (REGEX_OPS.has(node.op)) {
        cost.regexConditions++;
        cost.regexRepeats += repeatBounds(node.value);
      } else cost.likeWildcards += node.value.split('%').length - 1;
    }
  }
  return cost;
}

const DESCRIPTIONS: Record<keyof FilterCost, string> = {
  conditions: 'filter conditions',
  logicGroups: 'and/or groups',
  patternConditions: 'like/ilike/match/imatch conditions',
  regexConditions: 'match/imatch conditions',
  patternChars: 'characters in like/ilike/match/imatch patterns',
  likeWildcards: '% wildcards in like/ilike patterns',
  regexRepeats: 'as the sum of {m,n} repeat counts in match/imatch patterns',
};

/**
 * Refuses, before anything reaches the database, a request whose filters together are over the budget:
 * 400 PGRST100 naming the first figure over it.
 */
export function assertWithinFilterBudget(
  filters: readonly FilterNode[],
  budget: FilterBudget = FILTER_BUDGET,
): FilterCost {
  const cost = filterCost(filters);
  for (const key of Object.keys(DESCRIPTIONS) as (keyof FilterCost)[]) {
    if (cost[key] > budget[key]) {
      throw new RestError(
        400,
        'PGRST100',
        'The filters of this request would cost the database too much',
        `The request has ${cost[key]} ${DESCRIPTIONS[key]}; at most ${budget[key]} are allowed in one request`,
        'Split the query into smaller requests, or search with fewer and simpler patterns',
      );
    }
  }
  return cost;
}
