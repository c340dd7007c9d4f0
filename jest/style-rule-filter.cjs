// jsdom's getComputedStyle matches the element against every rule of every style sheet. MUI's
// emotion adds a rule per style it renders, thousands in a file of console tests, and MUI's
// TextareaAutosize reads the computed style of its textarea on every render: matching was about a
// third of the console's test time. Most rules name a class their element must carry; this turns
// those the element lacks away before jsdom's selector engine compiles and runs them. The answer
// is the same: a rule whose subject needs a class the element has not cannot match it.
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils');
const { matchesDontThrow } = require('jsdom/lib/jsdom/living/helpers/selectors');

/** Splits `text` at `separator` characters outside brackets, parentheses and quotes. */
function splitOutside(text, separator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && separator.test(char)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * For each comma-separated alternative of `selector`, the classes its subject (last compound)
 * requires; null when some alternative requires none, or for escapes, quotes, namespaces and the
 * rules without a selector (@keyframes, @font-face), which this reading leaves to jsdom.
 */
function requiredClasses(selector) {
  if (typeof selector !== 'string' || /[\\"'|]/.test(selector)) return null;
  const alternatives = splitOutside(selector, /,/).map((alternative) => {
    const compounds = splitOutside(alternative.trim(), /[\s>+~]/);
    // Classes inside :not(), :is() or attribute values say nothing of what the element must carry.
    const subject = compounds[compounds.length - 1].replace(/\([^()]*\)|\[[^\]]*\]/g, '');
    if (/[()[\]]/.test(subject)) return [];
    return [...subject.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
  });
  return alternatives.every((classes) => classes.length > 0) ? alternatives : null;
}

/** Puts the class check in front of the selector engine jsdom matches style sheet rules with. */
module.exports = function filterStyleRules(document) {
  const documentImpl = implForWrapper(document);
  if (document.compatMode !== 'CSS1Compat') return; // quirks mode matches classes without case
  matchesDontThrow(documentImpl.documentElement, '*'); // creates the engine
  const engine = documentImpl._nwsapiDontThrow;
  if (!engine) throw new Error('jsdom no longer matches style rules as jest/style-rule-filter.cjs expects');

  const bySelector = new Map();
  let lastElement;
  let lastClassAttribute;
  let lastClasses;
  const match = engine.match;
  engine.match = function matchCarryingClasses(selector, element, callback) {
    if (!bySelector.has(selector)) bySelector.set(selector, requiredClasses(selector));
    const alternatives = bySelector.get(selector);
    if (alternatives) {
      const classAttribute = element.getAttribute('class') ?? '';
      if (element !== lastElement || classAttribute !== lastClassAttribute) {
        lastElement = element;
        lastClassAttribute = classAttribute;
        lastClasses = new Set(classAttribute.split(/\s+/));
      }
      if (alternatives.every((classes) => classes.some((name) => !lastClasses.has(name)))) return false;
    }
    return match.call(this, selector, element, callback);
  };
};
