import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Props whose text a user reads or hears. */
const USER_VISIBLE_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
  'caption',
  'emptyMessage',
  'nothingFoundMessage',
  'loadingText',
  'text',
  'heading',
  'subtitle',
]);

/**
 * Text that reads the same in every language, each with its reason. Anything else with a word in
 * it must come from a catalogue (useT) or a content module (useContent).
 */
const ALLOWED = new Map<string, string>([]);

const isWordy = (text: string) => /[A-Za-z]{2,}/.test(text) && !ALLOWED.has(text.trim());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** String literals in an expression, except arguments of calls (t('key'), cx('a')) and keys. */
function literalsIn(node: ts.Node, found: ts.Node[] = []): ts.Node[] {
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) return found;
  if (ts.isElementAccessExpression(node)) return found;
  if (ts.isBinaryExpression(node) && /^(===|!==|==|!=|in|instanceof)$/.test(node.operatorToken.getText())) return found;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
    found.push(node);
    return found;
  }
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return found;
  ts.forEachChild(node, (child) => void literalsIn(child, found));
  return found;
}

function untranslated(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${relative(srcDir, file)}:${line + 1} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  const checkExpression = (expression: ts.Node) => {
    for (const literal of literalsIn(expression)) {
      const text = literal.getText(source).slice(1, -1);
      if (isWordy(text)) report(literal, text);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWordy(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      checkExpression(node.expression);
    if (ts.isJsxAttribute(node) && node.initializer && USER_VISIBLE_PROPS.has(node.name.getText(source))) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && isWordy(value.text)) report(value, value.text);
      if (ts.isJsxExpression(value) && value.expression) checkExpression(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('user-visible strings in components', () => {
  test('when a component shows text, then the text comes from a catalogue or a content module', () => {
    const problems = sourceFiles(srcDir).flatMap(untranslated);
    expect(problems).toEqual([]);
  });
});
