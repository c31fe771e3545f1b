import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import type { Namespace, Translation } from './catalogue';

// Issue 35: every message is a whole sentence or phrase with named placeholders, so a translator
// reads it whole and Urdu can put its words in Urdu order. Two checks: the catalogues hold no
// fragment, and no component glues a message to another message, a word or a value beside it.

const english = import.meta.glob<Record<string, Namespace>>(['../../**/i18n/en.ts', '../../**/i18n/*.en.ts'], {
  eager: true,
});
const urdu = import.meta.glob<{ ur: Translation }>(['../../**/i18n/ur.ts', '../../**/i18n/*.ur.ts'], { eager: true });

/**
 * A message may start with a letter, a digit, a placeholder `{`, a tag `<`, an opening bracket or
 * quote, or `[` (a run only screen readers hear: HiddenRuns); never with a space or other
 * punctuation (". Call", ") or e-mail", "-digit code"). It may end with a letter or digit, a
 * sentence's end (`.` `?` `!` `…` `۔` `؟`), a placeholder, a closing tag, bracket or quote; never
 * with a space, a comma, a colon, a semicolon, an opening bracket, a hyphen, a dash, a slash or a
 * middle dot ("Your tests (", "Experience:", "Prices in Pakistani rupees,").
 */
const BAD_START = /^(?![{<[(“"'‘])[\s\p{P}]/u;
const BAD_END = /[\s,،:;؛([{\-–—·/]$/u;

export function fragmentProblem(text: string): string | null {
  if (BAD_START.test(text)) return 'starts with a space or punctuation';
  if (BAD_END.test(text)) return 'ends with a space or punctuation that continues the sentence';
  return null;
}

/**
 * Whole sentences that end with a colon because they introduce the list or table right below them
 * (in their own element, not glued to it): the colon is the sentence's end there.
 */
const LEAD_INS = new Map([
  ['auth-sign-in.others.lead', 'heads the list of the other sign-in pages'],
  ['dashboard-clinic.limits.pharmacy', "heads the list of a pharmacy plan's features"],
  ['dashboard-clinic.limits.lead', 'heads the table of plan limits'],
]);

const messages = Object.entries(english).flatMap(([file, module]) => {
  const namespace = Object.values(module).find((value) => value && typeof value === 'object' && 'messages' in value);
  const { id, messages: texts } = namespace as Namespace;
  const translated = urdu[file.replace(/en\.ts$/, 'ur.ts')]?.ur.messages ?? {};
  return Object.entries(texts).flatMap(([key, text]) => [
    { id: `${id}.${key}`, where: `${file} ${key}`, text },
    { id: `${id}.${key}`, where: `${file.replace(/en\.ts$/, 'ur.ts')} ${key}`, text: translated[key] ?? '' },
  ]);
});

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The names a file gives its message functions: t, and anything bound to useT/useAuthT/pageTranslator. */
function translatorNames(source: ts.SourceFile): Set<string> {
  const names = new Set(['t']);
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      /^(useT|useAuthT|pageTranslator|translator)$/.test(node.initializer.expression.getText(source))
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * JSX where a translated message is a sibling of another message, a word or a value: the message
 * `{t('weSentA')} {OTP_LENGTH} {t('digitCodeBySmsTo')}`, or `{t('yourTests')}{count})`, or
 * `{t('call')} <a>{t('helpline')}</a>`. A message stands alone in its element; what goes inside
 * it is a placeholder, or a tag of a rich message (rich, lib/i18n/translations.ts).
 */
export function gluedMessages(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const names = translatorNames(source);
  const isMessage = (node: ts.Node): boolean =>
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text);
  const isJsx = (node: ts.Node) => ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);
  // A message in this expression itself, not inside an element it builds (a list's .map, a && <Group>).
  const holdsMessage = (node: ts.Node): boolean =>
    isMessage(node) || (!isJsx(node) && (ts.forEachChild(node, holdsMessage) ?? false));
  const buildsElements = (node: ts.Node): boolean => isJsx(node) || (ts.forEachChild(node, buildsElements) ?? false);
  // A child a reader sees as text: a word, a value, or an element holding a message or a value.
  const isText = (child: ts.JsxChild): boolean => {
    if (ts.isJsxText(child)) return child.text.trim() !== '';
    if (ts.isJsxExpression(child)) {
      const value = child.expression;
      if (value && ts.isStringLiteral(value)) return value.text.trim() !== '';
      return value !== undefined && !buildsElements(value);
    }
    // An element hidden from screen readers (a ★ before a rating) is decoration, not part of a sentence.
    if (ts.isJsxElement(child) && !/\baria-hidden\b/.test(child.openingElement.attributes.getText(source))) {
      return child.children.some((inner) => isText(inner) || holdsMessage(inner));
    }
    return false;
  };
  const isBareMessage = (child: ts.JsxChild) =>
    ts.isJsxExpression(child) && child.expression !== undefined && holdsMessage(child.expression);
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      const children = node.children.filter(isText);
      if (children.length > 1 && children.some(isBareMessage)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        problems.push(`${relative(srcDir, file)}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('whole-sentence messages', () => {
  test('when a message is a fragment, then the rule names it', () => {
    for (const fragment of ['-digit code by SMS to', ' It is valid.', '. Call', 'Your tests (', 'Experience:', ', ']) {
      expect(fragmentProblem(fragment), fragment).not.toBeNull();
    }
    for (const whole of [
      'We sent a {length}-digit code to <phone>{phone}</phone>.',
      'Experience: {years}',
      '(opens in a new tab)',
      'ہم نے کوڈ بھیجا ہے۔',
      'See packages[ for {product}]',
      'Did it work?',
    ]) {
      expect(fragmentProblem(whole), whole).toBeNull();
    }
  });

  test('when a lead-in is allowed its colon, then it is a message that exists', () => {
    for (const id of LEAD_INS.keys())
      expect(
        messages.map((message) => message.id),
        id,
      ).toContain(id);
  });

  test('when every catalogue is read, then each message in each language is whole', () => {
    expect(messages.length).toBeGreaterThan(2000);
    const problems = messages.flatMap(({ id, where, text }) => {
      const problem = LEAD_INS.has(id) && /^[^:]+:$/.test(text) ? null : fragmentProblem(text);
      return problem ? [`${where} ${JSON.stringify(text)}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  test('when a component glues a message to another, a word or a value, then the check finds it', () => {
    const glued = [
      `const A = () => <p>{t('weSentA')} {OTP_LENGTH} {t('digitCodeBySmsTo')}</p>;`,
      `const A = () => <p>{t('yourTests')}{count})</p>;`,
      `const A = () => <p>{t('call')} <a href="tel:1">{t('helpline')}</a></p>;`,
      `function A() { const common = useT(x); return <p>{common('a')} {name}</p>; }`,
    ];
    for (const sample of glued) expect(gluedMessages(join(srcDir, 'sample.tsx'), sample), sample).toHaveLength(1);
    const whole = [
      `const A = () => <p>{rich(t('weSent', { phone }), { phone: (c) => <bdi>{c}</bdi> })}</p>;`,
      `const A = () => <Button leftSection={<Icon />}>{t('save')}</Button>;`,
      `const A = () => <Group><Text>{t('a')}</Text><Badge>{t('b')}</Badge></Group>;`,
      `const A = () => <p><Icon />{t('a')}</p>;`,
    ];
    for (const sample of whole) expect(gluedMessages(join(srcDir, 'sample.tsx'), sample), sample).toEqual([]);
  });

  test('when every component is parsed, then no message is glued to another, a word or a value', () => {
    const problems = componentFiles(srcDir).flatMap((file) => gluedMessages(file, readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });
});
