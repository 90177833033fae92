package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"strings"
)

// docs holds the doc comments of a package's types and their fields, by
// "Type" and "Type.Field", so the TypeScript reads as the Go does.
type docs map[string]string

// readDocs parses the Go files of dir (tests left out) for their comments.
func readDocs(dir string) docs {
	d := docs{}
	notTest := func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }
	pkgs, err := parser.ParseDir(token.NewFileSet(), dir, notTest, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return d
	}
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, decl := range f.Decls {
				g, ok := decl.(*ast.GenDecl)
				if !ok || g.Tok != token.TYPE {
					continue
				}
				for _, s := range g.Specs {
					d.addType(s.(*ast.TypeSpec), g.Doc)
				}
			}
		}
	}
	return d
}

func (d docs) addType(ts *ast.TypeSpec, outer *ast.CommentGroup) {
	doc := ts.Doc
	if doc == nil {
		doc = outer
	}
	d[ts.Name.Name] = doc.Text()
	st, ok := ts.Type.(*ast.StructType)
	if !ok {
		return
	}
	for _, f := range st.Fields.List {
		text := f.Doc.Text()
		if text == "" {
			text = f.Comment.Text()
		}
		for _, n := range f.Names {
			d[ts.Name.Name+"."+n.Name] = text
		}
	}
}

// jsdoc writes text as a /** */ comment at indent, or "" when empty.
func jsdoc(text, indent string) string {
	text = strings.TrimSpace(text)
	if text == "" {
		return ""
	}
	lines := strings.Split(text, "\n")
	if len(lines) == 1 {
		return indent + "/** " + lines[0] + " */\n"
	}
	var b strings.Builder
	b.WriteString(indent + "/**\n")
	for _, l := range lines {
		b.WriteString(strings.TrimRight(indent+" * "+l, " ") + "\n")
	}
	b.WriteString(indent + " */\n")
	return b.String()
}
