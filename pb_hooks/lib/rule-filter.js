// Reading PocketBase's filter language (API rules, `?filter=`): a tokenizer and a parser into
// `&&` / `||` trees of comparisons, enough to tell which part of a rule refused a request and
// which fields a filter names. Pure; required by lib/refusals.js and unit-tested.

/**
 * @typedef {{ type: 'ident' | 'string' | 'number' | 'op' | 'and' | 'or' | '(' | ')', text: string }} Token
 * @typedef {{ type: 'atom', left: string, op: string, right: Token, text: string }} Atom
 * @typedef {{ type: 'and' | 'or', items: RuleNode[] }} Group
 * @typedef {Atom | Group} RuleNode
 */

const OPERATORS = ['?!=', '?>=', '?<=', '?!~', '!=', '>=', '<=', '!~', '?=', '?>', '?<', '?~'];
const SINGLE = ['=', '>', '<', '~'];

/**
 * The tokens of a filter. Pure.
 * @param {string} text
 * @returns {Token[]}
 * @throws Error on an unterminated string or a character the language does not have
 */
function tokenize(text) {
  /** @type {Token[]} */
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) j += 1;
        value += text[j];
        j += 1;
      }
      if (j >= text.length) throw new Error('unterminated string');
      tokens.push({ type: 'string', text: value });
      i = j + 1;
    } else if (text.startsWith('&&', i)) {
      tokens.push({ type: 'and', text: '&&' });
      i += 2;
    } else if (text.startsWith('||', i)) {
      tokens.push({ type: 'or', text: '||' });
      i += 2;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: c, text: c });
      i += 1;
    } else {
      const op = OPERATORS.find((o) => text.startsWith(o, i)) || (SINGLE.includes(c) ? c : '');
      if (op) {
        tokens.push({ type: 'op', text: op });
        i += op.length;
        continue;
      }
      const match = /^[@\w.:-]+/.exec(text.slice(i));
      if (!match) throw new Error(`unexpected ${c}`);
      const word = match[0];
      tokens.push({ type: /^-?\d+(\.\d+)?$/.test(word) ? 'number' : 'ident', text: word });
      i += word.length;
    }
  }
  return tokens;
}

/**
 * The tree of a rule or filter: `||` of `&&` of comparisons, parentheses kept as nesting.
 * Pure.
 * @param {string} text
 * @returns {RuleNode}
 * @throws Error when the text is not a filter this parser reads
 */
function parseRule(text) {
  const tokens = tokenize(text);
  let at = 0;
  /** @returns {RuleNode} */
  const group = () => {
    /** @type {RuleNode[]} */
    const ors = [];
    for (;;) {
      /** @type {RuleNode[]} */
      const ands = [primary()];
      while (tokens[at] && tokens[at].type === 'and') {
        at += 1;
        ands.push(primary());
      }
      ors.push(
        ands.length === 1 ? /** @type {RuleNode} */ (ands[0]) : { type: 'and', items: ands },
      );
      if (!tokens[at] || tokens[at].type !== 'or') break;
      at += 1;
    }
    return ors.length === 1 ? /** @type {RuleNode} */ (ors[0]) : { type: 'or', items: ors };
  };
  /** @returns {RuleNode} */
  const primary = () => {
    const token = tokens[at];
    if (!token) throw new Error('unexpected end');
    if (token.type === '(') {
      at += 1;
      const inner = group();
      if (!tokens[at] || tokens[at].type !== ')') throw new Error('missing )');
      at += 1;
      return inner;
    }
    const op = tokens[at + 1];
    const right = tokens[at + 2];
    if (token.type !== 'ident' || !op || op.type !== 'op' || !right) {
      throw new Error(`not a comparison at ${token.text}`);
    }
    at += 3;
    return {
      type: 'atom',
      left: token.text,
      op: op.text,
      right,
      text: `${token.text} ${op.text} ${right.type === 'string' ? JSON.stringify(right.text) : right.text}`,
    };
  };
  const tree = group();
  if (at !== tokens.length) throw new Error('trailing tokens');
  return tree;
}

/**
 * The record fields a filter or sort names (the first segment of each identifier that is not
 * a macro, literal or `@request.…`), e.g. `phone` for `phone = "1"`, `contractor.phone` for
 * `contractor.phone = "1"`. Pure.
 * @param {string} text a filter, or a sort (`-created,phone`)
 * @returns {string[]} the identifiers, with their relation path, modifiers removed
 */
function fieldsNamed(text) {
  /** @type {string[]} */
  const names = [];
  /** @type {Token[]} */
  let tokens;
  try {
    tokens = tokenize(String(text).replace(/,/g, ' '));
  } catch {
    return names;
  }
  for (const token of tokens) {
    if (token.type !== 'ident') continue;
    const word = token.text.replace(/^[-+]/, '');
    if (word.startsWith('@') || /^(true|false|null)$/.test(word)) continue;
    const name = word.split(':')[0];
    if (name && names.indexOf(name) < 0) names.push(name);
  }
  return names;
}

module.exports = { fieldsNamed, parseRule, tokenize };
