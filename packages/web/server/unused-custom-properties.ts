// Drops the CSS custom properties nothing on a page reads from the CSS inlined into it. Mantine's
// stylesheet defines some 600 variables on :root (every shade of every palette, dark-scheme
// values); a page's markup and inlined rules read a fraction of them. The whole stylesheets, with
// every variable, still arrive after the first paint for what the page shows later.
import postcss from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

const referencesIn = (text: string) => Array.from(text.matchAll(VAR_REFERENCE), (match) => match[1]);

/**
 * `css` minus the custom property declarations that neither it, `otherText` (the page's markup,
 * style attributes and other style elements) nor a kept declaration refers to.
 */
export function withoutUnusedCustomProperties(css: string, otherText = ''): string {
  const root = postcss.parse(css);
  /** Each custom property's declared values (a name can be declared by several rules). */
  const values = new Map<string, string[]>();
  root.walkDecls(/^--/, (decl) => {
    values.set(decl.prop, [...(values.get(decl.prop) ?? []), decl.value]);
  });
  const used = new Set<string>();
  const pending = [...referencesIn(otherText)];
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) pending.push(...referencesIn(decl.value));
  });
  while (pending.length > 0) {
    const name = pending.pop();
    if (name === undefined || used.has(name)) continue;
    used.add(name);
    for (const value of values.get(name) ?? []) pending.push(...referencesIn(value));
  }
  root.walkDecls(/^--/, (decl) => {
    if (!used.has(decl.prop)) decl.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
