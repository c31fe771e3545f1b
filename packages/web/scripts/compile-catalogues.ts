import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import type { Plugin } from 'vite';

// English (en.ts, <part>.en.ts) is the source language: plain {name} strings, formatted without Lingui.
const CATALOGUE = /[\\/]i18n[\\/](?:[\w-]+\.)?(?!en\.ts)[a-z]{2}\.ts$/;
const CALLS = new Set(['defineMessages', 'translate']);

/**
 * Replaces each message of a translation (translate(...) in any i18n/[<part>.]<language>.ts but English)
 * with its Lingui-compiled form: ['Hello ', ['name']]. The production runtime of @lingui/core then
 * formats messages without the ICU parser (about 7 KB gzip that the browser never downloads);
 * in development and tests Lingui compiles them at runtime.
 */
export function compileCatalogues(source: string, fileName = 'catalogue.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CALLS.has(node.expression.text)) {
      const messages = node.arguments[1];
      if (messages && ts.isObjectLiteralExpression(messages)) {
        for (const property of messages.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const value = property.initializer;
          if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
            edits.push({
              start: value.getStart(file),
              end: value.end,
              text: JSON.stringify(compileMessage(value.text)),
            });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let output = source;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    output = output.slice(0, start) + text + output.slice(end);
  }
  return output;
}

/** The Vite plugin: production builds only. */
export function precompiledCatalogues(): Plugin {
  return {
    name: 'ehp:precompiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      return { code: compileCatalogues(code, id), map: null };
    },
  };
}
