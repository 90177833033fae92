package main

import (
	"encoding/json"
	"fmt"
	"go/types"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// sectionsConst writes the sections of the CV (cv.Sections, the table the
// core's exports, read-back and gap finder walk: the spec's, then the extra
// ones) as a constant, so the page's reducer, editors and gap dialog name
// them from the same description: the keys as literal types, each row
// checked against SectionInfo.
func sectionsConst(w *writer, pkg *types.Package) string {
	if pkg == nil || pkg.Scope().Lookup("SectionInfo") == nil {
		w.fail(fmt.Errorf("no cv.SectionInfo among the core's packages"))
		return ""
	}
	info := w.expr(pkg.Scope().Lookup("SectionInfo").Type())
	var b strings.Builder
	b.WriteString("\n/** The CV's sections, the spec's then the extra ones, in the order of the text file (cv.Sections). */\nexport const sections = [\n")
	for _, s := range cv.Sections() {
		b.WriteString("  " + tsObject(w, s) + ",\n")
	}
	b.WriteString("] as const satisfies readonly " + info + "[];\n")
	return b.String()
}

// tsObject writes v's JSON object as a TypeScript literal on one line:
// { key: 'projects', kind: 'entries', … }.
func tsObject(w *writer, v any) string {
	raw, err := json.Marshal(v)
	if err != nil {
		w.fail(err)
		return "{}"
	}
	var fields []struct{ k, v string }
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.Token() // {
	for dec.More() {
		k, _ := dec.Token()
		val, _ := dec.Token()
		s, ok := val.(string)
		if !ok {
			w.fail(fmt.Errorf("section info: %v is not a string", val))
			return "{}"
		}
		fields = append(fields, struct{ k, v string }{k.(string), s})
	}
	parts := make([]string, 0, len(fields))
	for _, f := range fields {
		parts = append(parts, f.k+": "+quote(f.v))
	}
	return "{ " + strings.Join(parts, ", ") + " }"
}

// quote writes s as a single-quoted TypeScript string.
func quote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}
