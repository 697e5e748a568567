/**
 * The rule every set of catalogues keeps (the shared ones here, each app's own): every language has the
 * keys of English, no text is empty, and each text has the placeholders (`{{name}}`) of its English one.
 * Pure, so each package and app runs it in its own catalogues test.
 */

/** Every key path of a nested catalogue, e.g. `figures.fullDiff`. */
export function catalogueKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => catalogueKeys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

/** The placeholders of a text, sorted: `Hello {{name}}` -> `['name']`. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function leaf(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], catalogue);
}

export interface CatalogueProblem {
  language: string;
  namespace: string;
  key: string;
  problem: 'missing' | 'extra' | 'empty' | 'placeholders';
}

/**
 * What is wrong with `resources` (language -> namespace -> catalogue) against its `base` language:
 * an empty list when every language has exactly the base's keys, non-empty texts and the same placeholders.
 */
export function checkCatalogues(resources: Record<string, Record<string, unknown>>, base = 'en'): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const [namespace, baseCatalogue] of Object.entries(resources[base])) {
    const baseKeys = catalogueKeys(baseCatalogue);
    for (const [language, namespaces] of Object.entries(resources)) {
      const catalogue = namespaces[namespace];
      const keys = new Set(catalogueKeys(catalogue));
      for (const key of baseKeys) {
        const text = leaf(catalogue, key);
        if (!keys.has(key) || typeof text !== 'string') problems.push({ language, namespace, key, problem: 'missing' });
        else if (text.trim() === '') problems.push({ language, namespace, key, problem: 'empty' });
        else if (placeholdersOf(text).join() !== placeholdersOf(String(leaf(baseCatalogue, key))).join()) {
          problems.push({ language, namespace, key, problem: 'placeholders' });
        }
      }
      for (const key of keys) if (!baseKeys.includes(key)) problems.push({ language, namespace, key, problem: 'extra' });
    }
  }
  return problems;
}
