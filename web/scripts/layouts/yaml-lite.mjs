// yaml-lite.mjs reads the YAML subset of the yamlresume sample CVs (nested
// block maps and lists, "|" and ">" block scalars, plain and quoted scalars
// that may continue on more indented lines). It exists only to feed the eval
// corpus generator; it is not a general YAML parser and throws on anything
// it does not know, so a new construct fails loudly instead of silently.

function indentOf(s) {
  return s.length - s.trimStart().length;
}

function scalar(text) {
  const t = text.trim();
  if (t.startsWith('"')) return JSON.parse(t);
  if (t.startsWith("'")) return t.slice(1, -1).replaceAll("''", "'");
  if (/^[[{&*!]/.test(t)) throw new Error(`yaml-lite: unsupported value ${t}`);
  return t;
}

export function parseYaml(src) {
  const lines = src
    .split('\n')
    .map((s) => s.replace(/\r$/, ''))
    .filter((s) => !/^\s*#/.test(s));
  let i = 0;

  const skipBlank = () => {
    while (i < lines.length && lines[i].trim() === '') i++;
  };

  // A scalar that starts on the current line may continue on deeper lines.
  function continued(first, minIndent) {
    let text = first;
    while (i < lines.length && lines[i].trim() !== '' && indentOf(lines[i]) >= minIndent) {
      text += ' ' + lines[i].trim();
      i++;
    }
    return scalar(text);
  }

  function blockScalar(style, parentIndent) {
    const body = [];
    let ind = -1;
    while (i < lines.length) {
      const s = lines[i];
      if (s.trim() === '') {
        body.push('');
        i++;
        continue;
      }
      if (indentOf(s) <= parentIndent) break;
      if (ind < 0) ind = indentOf(s);
      body.push(s.slice(ind));
      i++;
    }
    while (body.length && body[body.length - 1] === '') body.pop();
    return style === '|' ? body.join('\n') + '\n' : body.join(' ') + '\n';
  }

  function value(rest, indent) {
    if (rest === '|' || rest === '>') return blockScalar(rest, indent);
    if (rest !== '') return continued(rest, indent + 1);
    skipBlank();
    if (i >= lines.length || indentOf(lines[i]) <= indent) {
      // a list may sit at the same indent as its key
      if (i < lines.length && indentOf(lines[i]) === indent && lines[i].trim().startsWith('- ')) return node(indent);
      return null;
    }
    return node(indentOf(lines[i]));
  }

  function node(indent) {
    skipBlank();
    if (lines[i].trim().startsWith('- ') || lines[i].trim() === '-') return list(indent);
    return map(indent);
  }

  function list(indent) {
    const out = [];
    for (;;) {
      skipBlank();
      if (i >= lines.length || indentOf(lines[i]) !== indent || !lines[i].trim().startsWith('-')) return out;
      const rest = lines[i].trim().slice(1).trimStart();
      const inner = indent + (lines[i].trim().length - rest.length);
      if (/^[^"'][^:]*:(\s|$)/.test(rest)) {
        lines[i] = ' '.repeat(inner) + rest; // the item is a map starting on this line
        out.push(map(inner));
      } else {
        i++;
        out.push(value(rest, indent));
      }
    }
  }

  function map(indent) {
    const out = {};
    for (;;) {
      skipBlank();
      if (i >= lines.length || indentOf(lines[i]) !== indent || lines[i].trim().startsWith('- ')) return out;
      const m = /^([^:]+):(?:\s+(.*))?$/.exec(lines[i].trim());
      if (!m) throw new Error(`yaml-lite: cannot read line ${i + 1}: ${lines[i]}`);
      i++;
      out[m[1].trim()] = value((m[2] ?? '').trim(), indent);
    }
  }

  return node(0);
}
