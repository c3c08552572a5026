/** Where in a JSON document a problem is: keys and indices from the root. */
export type IssuePath = readonly PropertyKey[];

/** `methods[2].limits.EUR.min`; the whole document is `(root)`. */
export function formatPath(path: IssuePath): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'symbol') text += `[${key.toString()}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) text += text === '' ? key : `.${key}`;
    else text += `[${JSON.stringify(key)}]`;
  }
  return text === '' ? '(root)' : text;
}
