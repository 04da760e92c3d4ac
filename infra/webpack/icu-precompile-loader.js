// Precompiles a catalogue file's ICU messages (the top-level `const en = {...}` and `const de = {...}` of
// a messages.ts) into FormatJS's message ASTs at build time. The browser bundles then carry no message
// parser: intl-messageformat formats an AST as it formats a string, and its parser import is aliased to
// the package's `no-parser` build (FormatJS's documented set-up for precompiled messages). Tests and the
// server keep the strings and the parser. A message that is not a literal (a constant the spec's words
// live in) stays an expression: web-kit's translator formats a string without ICU syntax as it is
// written, with no parser, and packages/web-kit/test/icu-precompile.test.ts checks that each one is such.
const ts = require('typescript');

let parser;

/** The text of a string literal, a template without substitutions, or a `+` of those; else undefined. */
function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** `source` with each message of its `en` and `de` objects replaced by its AST; `parse` is FormatJS's. */
function precompileCatalogue(source, fileName, parse) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const dynamic = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const lang = ts.isIdentifier(declaration.name) ? declaration.name.text : '';
      if (lang !== 'en' && lang !== 'de') continue;
      const init = declaration.initializer;
      if (!init || !ts.isObjectLiteralExpression(init)) continue;
      for (const property of init.properties) {
        if (!ts.isPropertyAssignment(property)) {
          throw new Error(`${fileName}: ${lang} › ${property.getText(file).slice(0, 60)} is not a message`);
        }
        const text = literalText(property.initializer);
        if (text === undefined) {
          dynamic.push(`${lang} › ${property.name.getText(file)}`);
          continue;
        }
        const ast = parse(text, { locale: new Intl.Locale(lang) });
        edits.push({
          start: property.initializer.getStart(file),
          end: property.initializer.getEnd(),
          text: `(${JSON.stringify(ast)} as unknown as string)`,
        });
      }
    }
  }
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return { source: out, messages: edits.length, dynamic };
}

module.exports = function icuPrecompileLoader(source) {
  const done = this.async();
  // The parser is published as an ES module only.
  (parser ??= import('@formatjs/icu-messageformat-parser'))
    .then(({ parse }) => done(null, precompileCatalogue(source, this.resourcePath, parse).source))
    .catch(done);
};
module.exports.precompileCatalogue = precompileCatalogue;
module.exports.literalText = literalText;
