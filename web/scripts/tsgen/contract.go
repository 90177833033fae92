package main

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"
)

const (
	module     = "github.com/shortlist/shortlist/"
	corePath   = module + "wasm/cmd/core"
	workerPath = module + "worker"
)

// call is one function of the contract: what it takes and what it answers
// (several types when its return statements differ, as readReply's do).
type call struct {
	name    string
	args    types.Type
	results []types.Type
}

// coreExports reads the exports map of wasm/cmd/core: for each name, the
// function's decoded arguments and its return statements' types.
func coreExports(c *checked) ([]call, error) {
	lit, err := exportsMap(c)
	if err != nil {
		return nil, err
	}
	decls := funcDecls(c)
	var calls []call
	for _, el := range lit.Elts {
		kv := el.(*ast.KeyValueExpr)
		name, err := strconv.Unquote(kv.Key.(*ast.BasicLit).Value)
		if err != nil {
			return nil, err
		}
		fn, ok := kv.Value.(*ast.Ident)
		if !ok || decls[fn.Name] == nil {
			return nil, fmt.Errorf("export %q: its value must name a function of the package", name)
		}
		d := decls[fn.Name]
		args, err := decodedArgs(c, decls, d)
		if err != nil {
			return nil, fmt.Errorf("export %q: %w", name, err)
		}
		calls = append(calls, call{name: name, args: args, results: returned(c, d)})
	}
	sort.Slice(calls, func(i, j int) bool { return calls[i].name < calls[j].name })
	return calls, nil
}

func exportsMap(c *checked) (*ast.CompositeLit, error) {
	for _, f := range c.files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, s := range g.Specs {
				v := s.(*ast.ValueSpec)
				if len(v.Names) == 1 && v.Names[0].Name == "exports" && len(v.Values) == 1 {
					if lit, ok := v.Values[0].(*ast.CompositeLit); ok {
						return lit, nil
					}
				}
			}
		}
	}
	return nil, fmt.Errorf("%s has no exports map", corePath)
}

func funcDecls(c *checked) map[string]*ast.FuncDecl {
	m := map[string]*ast.FuncDecl{}
	for _, f := range c.files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil {
				m[fd.Name.Name] = fd
			}
		}
	}
	return m
}

// decodedArgs finds the generic call that reads the export's args parameter
// (decode[T](args), or a helper such as cvArg[T](args) that decodes a struct
// with a field of type T) and answers the arguments' type.
func decodedArgs(c *checked, decls map[string]*ast.FuncDecl, d *ast.FuncDecl) (types.Type, error) {
	param := firstParam(c, d)
	var found types.Type
	var helper string
	ast.Inspect(d.Body, func(n ast.Node) bool {
		ce, ok := n.(*ast.CallExpr)
		if !ok || found != nil || !passes(c, ce, param) {
			return found == nil
		}
		id := genericIdent(ce.Fun)
		if inst, ok := c.info.Instances[id]; ok && id != nil {
			found, helper = inst.TypeArgs.At(0), id.Name
		}
		return false
	})
	if found == nil {
		return nil, fmt.Errorf("no decode[T](%s) call", param.Name())
	}
	if helper == "decode" {
		return found, nil
	}
	// A helper decodes a struct whose fields may be its type parameter.
	inner, err := decodedArgs(c, decls, decls[helper])
	if err != nil {
		return nil, fmt.Errorf("%s: %w", helper, err)
	}
	return substitute(inner, found)
}

func firstParam(c *checked, d *ast.FuncDecl) types.Object {
	if d.Type.Params == nil || len(d.Type.Params.List) == 0 || len(d.Type.Params.List[0].Names) == 0 {
		return nil
	}
	return c.info.Defs[d.Type.Params.List[0].Names[0]]
}

func passes(c *checked, ce *ast.CallExpr, param types.Object) bool {
	for _, a := range ce.Args {
		if id, ok := a.(*ast.Ident); ok && param != nil && c.info.Uses[id] == param {
			return true
		}
	}
	return false
}

func genericIdent(e ast.Expr) *ast.Ident {
	switch x := e.(type) {
	case *ast.IndexExpr:
		id, _ := x.X.(*ast.Ident)
		return id
	case *ast.IndexListExpr:
		id, _ := x.X.(*ast.Ident)
		return id
	}
	return nil
}

// substitute replaces the type parameter fields of a decoded struct by arg.
func substitute(t types.Type, arg types.Type) (types.Type, error) {
	s, ok := t.(*types.Struct)
	if !ok {
		return nil, fmt.Errorf("a helper must decode a struct, not %s", t)
	}
	fields := make([]*types.Var, s.NumFields())
	tags := make([]string, s.NumFields())
	for i := range fields {
		f := s.Field(i)
		ft := f.Type()
		if _, isParam := ft.(*types.TypeParam); isParam {
			ft = arg
		}
		fields[i] = types.NewField(f.Pos(), f.Pkg(), f.Name(), ft, f.Embedded())
		tags[i] = s.Tag(i)
	}
	return types.NewStruct(fields, tags), nil
}

// returned answers the distinct types of d's first result in its return
// statements (not those of function literals inside it), nil left out.
func returned(c *checked, d *ast.FuncDecl) []types.Type {
	var out []types.Type
	seen := map[string]bool{}
	add := func(t types.Type) {
		if b, ok := t.(*types.Basic); ok && b.Kind() == types.UntypedNil {
			return
		}
		if k := types.TypeString(t, nil); !seen[k] {
			seen[k] = true
			out = append(out, t)
		}
	}
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch r := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(r.Results) == 1 {
				if tup, ok := c.info.Types[r.Results[0]].Type.(*types.Tuple); ok {
					add(tup.At(0).Type())
				}
			} else if len(r.Results) > 1 {
				add(c.info.Types[r.Results[0]].Type)
			}
		}
		return true
	})
	return out
}

// workerAnswers reads what the worker's handlers write: the value passed to
// writeAnswer, writeJSON or the assistant's answer in each top-level function, keyed by the
// function's name without its handle or write prefix (handleSuggest:
// suggest, writeFailure: failure). A value of interface type (writeJSON
// passing its own on) is no answer.
func workerAnswers(c *checked) []call {
	byName := map[string]*call{}
	for _, f := range c.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				ce, ok := n.(*ast.CallExpr)
				if !ok || len(ce.Args) < 3 {
					return true
				}
				if !writesAnswer(ce.Fun) {
					return true
				}
				t := c.info.Types[ce.Args[2]].Type
				if types.IsInterface(t) {
					return true
				}
				key := routeKey(fd.Name.Name)
				if byName[key] == nil {
					byName[key] = &call{name: key}
				}
				byName[key].results = appendType(byName[key].results, t)
				return true
			})
		}
	}
	var calls []call
	for _, c := range byName {
		calls = append(calls, *c)
	}
	sort.Slice(calls, func(i, j int) bool { return calls[i].name < calls[j].name })
	return calls
}

// writesAnswer reports whether fun writes a handler's answer as its third
// argument: writeJSON(w, status, v), writeAnswer(w, status, v) or the
// assistant's a.answer(w, name, v), which scans it for the key first.
func writesAnswer(fun ast.Expr) bool {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name == "writeAnswer" || f.Name == "writeJSON"
	case *ast.SelectorExpr:
		return f.Sel.Name == "answer"
	}
	return false
}

func routeKey(fn string) string {
	for _, p := range []string{"handle", "write"} {
		if rest, ok := strings.CutPrefix(fn, p); ok && rest != "" {
			return strings.ToLower(rest[:1]) + rest[1:]
		}
	}
	return fn
}

func appendType(ts []types.Type, t types.Type) []types.Type {
	for _, have := range ts {
		if types.Identical(have, t) {
			return ts
		}
	}
	return append(ts, t)
}

// constValues answers the string values of the named constants of pkg, in
// the order named; an error when one is missing or not a string.
func constValues(pkg *types.Package, names []string) ([]string, error) {
	var out []string
	for _, n := range names {
		obj, ok := pkg.Scope().Lookup(n).(*types.Const)
		if !ok || obj.Val().Kind() != constant.String {
			return nil, fmt.Errorf("%s has no string constant %s", pkg.Path(), n)
		}
		out = append(out, constant.StringVal(obj.Val()))
	}
	return out, nil
}
