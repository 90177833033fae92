package main

import (
	"fmt"
	"go/types"
	"path"
	"reflect"
	"sort"
	"strings"

	"github.com/shortlist/shortlist/wasm/cv"
)

// renames gives the page's names of the Go types whose own name would be
// unclear (or unexported) in TypeScript, by package and Go name.
var renames = map[string]string{
	"core.codedError":        "CoreError",
	"input.Clipped":          "Clipped",
	"input.Field":            "InputField",
	"match.Report":           "MatchReport",
	"parse.Item":             "PdfItem",
	"parse.Link":             "PdfLink",
	"parse.PDFResult":        "ParsedPdf",
	"parse.Page":             "PdfPage",
	"suggest.Rated":          "RatedSuggestion",
	"worker.apiError":        "WorkerError",
	"worker.suggestResponse": "SuggestResponse",
}

// marshalled gives the JSON shapes of the types with their own MarshalJSON.
var marshalled = map[string]string{
	"cv.SuggestedText": "string | { name: string }[]",
}

// enum is a string field whose values are the named constants of a package;
// alias, when set, names the union; empty adds ” (the field's "none").
type enum struct {
	pkg    string
	consts []string
	alias  string
	empty  bool
}

// enums are the string fields the page reads as unions, by package, type
// and Go field name; the values are read from the constants.
var enums = map[string]enum{
	"cv.Suggestion.Impact":         {pkg: "cv", consts: []string{"ImpactHigh", "ImpactMedium", "ImpactLow"}, alias: "Impact"},
	"cv.SectionInfo.Kind":          {pkg: "cv", consts: []string{"KindSpec", "KindEntries", "KindNames"}},
	"cv.WordBlock.Kind":            {pkg: "cv", consts: []string{"BlockEntry", "BlockMeta", "BlockParagraph", "BlockBullet"}},
	"match.Check.Status":           {pkg: "match", consts: []string{"Met", "NotMet", "Unknown"}},
	"match.Report.Source":          {pkg: "match", consts: []string{"Source"}},
	"match.Requirement.Importance": {pkg: "match", consts: []string{"Required", "Expected", "Preferred"}},
	"match.Requirement.Kind": {pkg: "match", consts: []string{"KindSkill", "KindTool", "KindYears", "KindEducation",
		"KindLanguage", "KindTitle", "KindSeniority", "KindResponsibility", "KindQualification"}},
	"suggest.Rated.Source": {pkg: "suggest", consts: []string{"SourceOnDevice", "SourceAI"}},
	"suggest.UndoStep.Type": {pkg: "suggest", consts: []string{"UndoSetHeader", "UndoSetAbout", "UndoSetText", "UndoRemove",
		"UndoMove", "UndoRemoveResponsibility"}, alias: "UndoType"},
	"suggest.Rated.TermState": {pkg: "match", consts: []string{"TermShown", "TermImplied", "TermAbsent"}, alias: "TermState", empty: true},
}

// older lists the fields that Go always writes but that records saved on
// the device by an older version lack (the other sections of the editable
// CV, a report's requirements): optional, so the page keeps reading those.
// The extra sections (cv.Sections, not the spec's) are optional in the
// editable CV too: see isOlder.
var older = map[string]bool{
	"cv.StructuredCV.OtherSections": true, "match.Report.Requirements": true,
}

// isOlder reports whether a field may be absent from a record saved on the
// device: one listed in older, or an extra section of the editable CV,
// which a record saved before the section existed lacks.
func isOlder(goName, field, jsonName string) bool {
	if older[goName+"."+field] {
		return true
	}
	if goName != "cv.StructuredCV" {
		return false
	}
	for _, s := range cv.Sections() {
		if s.Key == jsonName {
			return s.Kind != cv.KindSpec
		}
	}
	return false
}

// writer turns Go types into TypeScript, declaring each named type once.
type writer struct {
	pkgs    map[string]*types.Package // by last path element
	names   map[string]string         // TS name → the Go type it declares
	decls   map[string]string         // TS name → its declaration
	aliases map[string]string         // enum alias → its union
	dirs    map[string]string         // import path → source folder
	docs    map[string]docs           // import path → its doc comments
	err     error
}

func newWriter(pkgs map[string]*types.Package, dirs map[string]string) *writer {
	return &writer{pkgs: pkgs, names: map[string]string{}, decls: map[string]string{}, aliases: map[string]string{},
		dirs: dirs, docs: map[string]docs{}}
}

// doc answers the doc comment of a type ("Type") or field ("Type.Field") of pkg.
func (w *writer) doc(pkg *types.Package, name string) string {
	if pkg == nil {
		return ""
	}
	d, ok := w.docs[pkg.Path()]
	if !ok {
		d = readDocs(w.dirs[pkg.Path()])
		w.docs[pkg.Path()] = d
	}
	return d[name]
}

func key(obj *types.TypeName) string {
	if obj.Pkg() == nil {
		return obj.Name()
	}
	return path.Base(obj.Pkg().Path()) + "." + obj.Name()
}

func (w *writer) fail(err error) {
	if w.err == nil {
		w.err = err
	}
}

// expr answers the TypeScript type of t, declaring the named types it uses.
func (w *writer) expr(t types.Type) string {
	switch x := t.(type) {
	case *types.Alias:
		return w.expr(types.Unalias(x))
	case *types.Named:
		return w.named(x)
	case *types.Pointer:
		return w.expr(x.Elem()) + " | null"
	case *types.Slice:
		if b, ok := x.Elem().(*types.Basic); ok && b.Kind() == types.Byte {
			return "string"
		}
		return array(w.expr(x.Elem()))
	case *types.Map:
		return "Record<string, " + w.expr(x.Elem()) + ">"
	case *types.Struct:
		return w.object(x, "")
	case *types.Interface:
		return "unknown"
	case *types.Basic:
		return basic(x)
	}
	w.fail(fmt.Errorf("no TypeScript for %s", t))
	return "unknown"
}

func array(elem string) string {
	if strings.ContainsAny(elem, "|&") {
		return "(" + elem + ")[]"
	}
	return elem + "[]"
}

func basic(b *types.Basic) string {
	switch {
	case b.Info()&types.IsString != 0:
		return "string"
	case b.Info()&types.IsBoolean != 0:
		return "boolean"
	case b.Info()&types.IsNumeric != 0:
		return "number"
	}
	return "unknown"
}

// named declares n (once) and answers its TypeScript name.
func (w *writer) named(n *types.Named) string {
	k := key(n.Obj())
	if shape, ok := marshalled[k]; ok {
		return shape
	}
	if types.Implements(n, marshaler) || types.Implements(types.NewPointer(n), marshaler) {
		w.fail(fmt.Errorf("%s has its own MarshalJSON: give its shape in marshalled", k))
	}
	name := renames[k]
	if name == "" {
		name = strings.ToUpper(n.Obj().Name()[:1]) + n.Obj().Name()[1:]
	}
	if have, ok := w.names[name]; ok {
		if have != k {
			w.fail(fmt.Errorf("%s and %s are both %s: add a rename", have, k, name))
		}
		return name
	}
	w.names[name] = k
	switch u := n.Underlying().(type) {
	case *types.Struct:
		w.decls[name] = w.iface(name, u, k, n.Obj())
	case *types.Basic:
		w.decls[name] = "export type " + name + " = " + w.constsOf(n, u) + ";"
	default:
		w.decls[name] = "export type " + name + " = " + w.expr(u) + ";"
	}
	w.decls[name] = jsdoc(w.doc(n.Obj().Pkg(), n.Obj().Name()), "") + w.decls[name]
	return name
}

var marshaler = func() *types.Interface {
	sig := types.NewSignatureType(nil, nil, nil, nil, types.NewTuple(
		types.NewVar(0, nil, "", types.NewSlice(types.Typ[types.Byte])),
		types.NewVar(0, nil, "", types.Universe.Lookup("error").Type())), false)
	return types.NewInterfaceType([]*types.Func{types.NewFunc(0, nil, "MarshalJSON", sig)}, nil).Complete()
}()

// constsOf answers the union of the constants of type n in its package, in
// the order they are declared, or the basic type when it has none.
func (w *writer) constsOf(n *types.Named, u *types.Basic) string {
	var cs []*types.Const
	scope := n.Obj().Pkg().Scope()
	for _, name := range scope.Names() {
		if c, ok := scope.Lookup(name).(*types.Const); ok && types.Identical(c.Type(), n) {
			cs = append(cs, c)
		}
	}
	if len(cs) == 0 {
		return basic(u)
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].Pos() < cs[j].Pos() })
	var vals []string
	for _, c := range cs {
		vals = append(vals, c.Val().ExactString())
	}
	return quoteUnion(vals, true)
}

// quoteUnion writes Go string literals (exact: true) or plain values as a
// union of single-quoted TypeScript literals.
func quoteUnion(vals []string, exact bool) string {
	var out []string
	for _, v := range vals {
		if exact {
			v = strings.Trim(v, `"`)
		}
		out = append(out, "'"+v+"'")
	}
	return strings.Join(out, " | ")
}

// iface declares a struct as an interface; embedded named structs (flattened
// by encoding/json) become what it extends.
func (w *writer) iface(name string, s *types.Struct, goName string, obj *types.TypeName) string {
	var ext []string
	var b strings.Builder
	for i := 0; i < s.NumFields(); i++ {
		f := s.Field(i)
		tag, _, _ := strings.Cut(reflect.StructTag(s.Tag(i)).Get("json"), ",")
		if f.Embedded() && tag == "" {
			if n, ok := types.Unalias(derefType(f.Type())).(*types.Named); ok {
				ext = append(ext, w.named(n))
				continue
			}
		}
		if line, ok := w.field(s, i, goName); ok {
			if obj != nil {
				b.WriteString(jsdoc(w.doc(obj.Pkg(), obj.Name()+"."+f.Name()), "  "))
			}
			b.WriteString("  " + line + "\n")
		}
	}
	head := "export interface " + name
	if len(ext) > 0 {
		head += " extends " + strings.Join(ext, ", ")
	}
	return head + " {\n" + b.String() + "}"
}

func derefType(t types.Type) types.Type {
	if p, ok := t.(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// field writes field i as "name: type;" (name?: when omitempty).
func (w *writer) field(s *types.Struct, i int, goName string) (string, bool) {
	f := s.Field(i)
	tag := reflect.StructTag(s.Tag(i)).Get("json")
	name, opts, _ := strings.Cut(tag, ",")
	if !f.Exported() || name == "-" {
		return "", false
	}
	if name == "" {
		name = f.Name()
	}
	optional := strings.Contains(","+opts+",", ",omitempty,") || isOlder(goName, f.Name(), name)
	t := f.Type()
	if optional {
		t = derefType(t)
	}
	ts := w.expr(t)
	if e, ok := enums[goName+"."+f.Name()]; ok && goName != "" {
		ts = w.enum(e)
	}
	q := ""
	if optional {
		q = "?"
	}
	return name + q + ": " + ts + ";", true
}

func (w *writer) enum(e enum) string {
	pkg := w.pkgs[e.pkg]
	if pkg == nil {
		w.fail(fmt.Errorf("enum: no package %s", e.pkg))
		return "string"
	}
	vals, err := constValues(pkg, e.consts)
	if err != nil {
		w.fail(err)
		return "string"
	}
	union := quoteUnion(vals, false)
	if e.alias != "" {
		w.aliases[e.alias] = union
		union = e.alias
	}
	if e.empty {
		union += " | ''"
	}
	return union
}

// object writes an anonymous struct inline (flattening embedded structs).
func (w *writer) object(s *types.Struct, goName string) string {
	var parts []string
	for i := 0; i < s.NumFields(); i++ {
		if line, ok := w.field(s, i, goName); ok {
			parts = append(parts, line)
		}
	}
	if len(parts) == 0 {
		return "Record<string, never>"
	}
	return "{ " + strings.TrimSuffix(strings.Join(parts, " "), ";") + " }"
}

// result answers an export's or route's answer: a named type for an
// anonymous struct (declared as name), else the union of its types.
func (w *writer) result(ts []types.Type, name string) string {
	var parts []string
	for _, t := range ts {
		if s, ok := t.(*types.Struct); ok && s.NumFields() > 0 {
			if _, taken := w.names[name]; taken {
				w.fail(fmt.Errorf("%s is taken", name))
			}
			w.names[name] = "(anonymous)"
			w.decls[name] = w.iface(name, s, "", nil)
			parts = append(parts, name)
			continue
		}
		parts = append(parts, w.expr(t))
	}
	if len(parts) == 0 {
		return "never"
	}
	return strings.Join(parts, " | ")
}
