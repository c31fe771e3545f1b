import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { MESSAGE_KEY } from './catalogue';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Props whose text a user reads or hears: any word in them must be translated. */
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

/** Props whose strings are never shown (classes, links, ids, tokens, catalogue keys). */
const NOT_TEXT_PROPS = new Set([
  'className',
  'dir',
  'href',
  'to',
  'src',
  'id',
  'key',
  'rel',
  'target',
  'type',
  'name',
  'role',
  'style',
  'data-testid',
  'autoComplete',
  'inputMode',
  'titleKey',
  'fontFamily',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'htmlFor',
]);

/** Calls whose strings are not shown to users (developer errors, selectors) or are catalogue keys. */
const NOT_TEXT_CALLS = /^(console\.\w+|Error|useT|t|matchMedia|\w+\.querySelector\w*|import\.meta\.glob)$/;

/**
 * Text that reads the same in every language, each with its reason. Anything else with a word in
 * it must come from a catalogue (useT) or a content module (useContent).
 */
const ALLOWED = new Map<string, string>([]);

const isWordy = (text: string) => /[A-Za-z]{2,}/.test(text) && !ALLOWED.has(text.trim());
/** A dotted message key ('code.sent'), never shown. */
const isMessageKey = (text: string) => text.includes('.') && MESSAGE_KEY.test(text);
/** Elsewhere: a phrase (words with a space or punctuation between) or a capitalised word ('Today'). */
const isProse = (text: string) =>
  isWordy(text) &&
  !isMessageKey(text) &&
  (/[A-Za-z]{2,}[\s,:;.!?]+[A-Za-z]/.test(text) || /^[A-Z][a-z]+\b/.test(text)) &&
  !/var\(--|^\d+px |^[a-z-]+:/.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const isStringy = (node: ts.Node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** Strings that are not text: property names, case labels, comparisons, keys, types, imports. */
function notText(node: ts.Node, source: ts.SourceFile): boolean {
  const parent = node.parent;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return true;
  if (ts.isCaseClause(parent) || ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in|instanceof)$/.test(parent.operatorToken.getText(source)))
    return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  for (let at: ts.Node = parent; !ts.isSourceFile(at); at = at.parent) {
    if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && NOT_TEXT_CALLS.test(at.expression.getText(source)))
      return true;
    if (ts.isJsxAttribute(at) && NOT_TEXT_PROPS.has(at.name.getText(source))) return true;
    if (ts.isTypeNode(at)) return true;
  }
  return false;
}

function untranslated(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${relative(srcDir, file)}:${line + 1} ${JSON.stringify(text.trim().slice(0, 60))}`);
  };
  const textOf = (node: ts.Node) =>
    ts.isTemplateExpression(node) ? node.getText(source).slice(1, -1) : (node as ts.StringLiteral).text;
  const visit = (node: ts.Node, visible: boolean) => {
    if (ts.isJsxText(node)) {
      if (isWordy(node.text)) report(node, node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      if (NOT_TEXT_PROPS.has(name)) return;
      if (USER_VISIBLE_PROPS.has(name) && node.initializer) {
        ts.forEachChild(node.initializer, (child) => visit(child, true));
        if (ts.isStringLiteral(node.initializer) && isWordy(node.initializer.text)) report(node, node.initializer.text);
        return;
      }
    }
    if (isStringy(node) && !notText(node, source)) {
      const text = textOf(node);
      const shown = visible || ts.isJsxExpression(node.parent);
      if (shown ? isWordy(text.replace(/\$\{[^}]*\}/g, '')) : isProse(text.replace(/\$\{[^}]*\}/g, ''))) {
        report(node, text);
      }
    }
    ts.forEachChild(node, (child) => visit(child, visible && !ts.isCallExpression(child)));
  };
  visit(source, false);
  return problems;
}

describe('user-visible strings in components', () => {
  test('when a component shows text, then the text comes from a catalogue or a content module', () => {
    const problems = sourceFiles(srcDir).flatMap(untranslated);
    expect(problems).toEqual([]);
  });
});
