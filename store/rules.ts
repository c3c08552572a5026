import type { UnknownAction } from '@reduxjs/toolkit';
import type { StartAppListening } from './listener';

/**
 * One row of a declarative action map (the tracking map, the `spi-*` map): which actions it
 * matches and what it makes of them.
 */
export interface ActionRule<Out> {
  /** A name for tests, docs and warnings. */
  name: string;
  /** What the action becomes: nothing for actions the rule does not match. */
  map: (action: UnknownAction) => readonly Out[];
}

/** Builds a rule from an action matcher (`actionCreator.match`, `endpoint.matchFulfilled`…). */
export function rule<A extends UnknownAction, Out>(
  name: string,
  matches: (action: unknown) => action is A,
  map: (action: A) => Out | readonly Out[],
): ActionRule<Out> {
  return {
    name,
    map: (action) => {
      if (!matches(action)) return [];
      const out = map(action);
      return Array.isArray(out) ? (out as readonly Out[]) : [out as Out];
    },
  };
}

/**
 * A map as one function of the action: every rule's output is delivered, in the map's order. It
 * only observes: a failing rule or delivery is logged (`label` names the map), never thrown into
 * the app.
 */
export function applyRules<Out>(
  label: string,
  rules: readonly ActionRule<Out>[],
  deliver: (out: Out) => void,
): (action: UnknownAction) => void {
  return (action) => {
    for (const { name, map } of rules) {
      try {
        for (const out of map(action)) deliver(out);
      } catch (error) {
        console.warn(`${label} "${name}" failed:`, error);
      }
    }
  };
}

/**
 * Registers a map with the store's listener middleware: after the reducers have seen each
 * action, every rule's output is delivered (`applyRules`). Returns the unsubscribe.
 */
export function registerRules<Out>(
  startAppListening: StartAppListening,
  label: string,
  rules: readonly ActionRule<Out>[],
  deliver: (out: Out) => void,
) {
  const apply = applyRules(label, rules, deliver);
  return startAppListening({
    predicate: () => true,
    effect: (action) => {
      apply(action);
    },
  });
}
