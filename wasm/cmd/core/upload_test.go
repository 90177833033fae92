package main

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/shortlist/shortlist/wasm/parse"
)

// pdfItemsDir holds the pdf.js items of the shared fixture PDFs, as the page
// sends them (see wasm/parse/testdata/README.md).
const pdfItemsDir = "../../parse/testdata/pdfitems"

// sharedJDs is the shared set's plain-text job descriptions.
const sharedJDs = "../../../../shared/fixtures/real/jds"

// TestUploadScoreSamePastedOrPDF follows the upload page with every real PDF
// CV: read from the PDF, the text goes to the CV box and the analysis uses
// the PDF's parse; pasted, the same text is parsed on its own. Against every
// fixture job description the two give the same match score.
func TestUploadScoreSamePastedOrPDF(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(pdfItemsDir, "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no PDF dumps in %s: %v", pdfItemsDir, err)
	}
	jds := map[string]string{}
	var cvs []string
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".json")
		if strings.HasPrefix(name, "job_desc") || name == "servicenow_job1" {
			jds[name] = pdfText(t, p)
		} else {
			cvs = append(cvs, p)
		}
	}
	texts, _ := filepath.Glob(filepath.Join(sharedJDs, "*"))
	for _, p := range texts {
		if ext := filepath.Ext(p); ext == ".txt" || ext == ".md" {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			jds[filepath.Base(p)] = string(b)
		}
	}
	if len(jds) < 4 {
		t.Fatalf("%d job descriptions, want the 4 PDF ones at least", len(jds))
	}
	names := slices.Sorted(maps.Keys(jds))
	for _, p := range cvs {
		t.Run(strings.TrimSuffix(filepath.Base(p), ".json"), func(t *testing.T) {
			var pdf parse.PDFResult
			decodeValue(t, mustCall(t, "parsePDF", map[string]any{"pages": loadPages(t, p)}), &pdf)
			var clipped struct {
				Text string `json:"text"`
			}
			decodeValue(t, mustCall(t, "clip", map[string]string{"field": "pdfText", "text": pdf.Text}), &clipped)
			for _, name := range names {
				jd := jds[name]
				var fromPDF, pasted struct {
					MatchPercentage int      `json:"matchPercentage"`
					Strengths       []string `json:"strengths"`
					Weaknesses      []string `json:"weaknesses"`
				}
				decodeValue(t, mustCall(t, "analyze", map[string]any{"cvText": clipped.Text, "jobDescription": jd, "cv": pdf.CV}), &fromPDF)
				decodeValue(t, mustCall(t, "analyze", map[string]any{"cvText": clipped.Text, "jobDescription": jd}), &pasted)
				if fromPDF.MatchPercentage != pasted.MatchPercentage {
					t.Errorf("%s: %d from the PDF, %d pasted", name, fromPDF.MatchPercentage, pasted.MatchPercentage)
				}
				if !slices.Equal(fromPDF.Strengths, pasted.Strengths) || !slices.Equal(fromPDF.Weaknesses, pasted.Weaknesses) {
					t.Errorf("%s: strengths %q and weaknesses %q from the PDF, %q and %q pasted", name,
						fromPDF.Strengths, fromPDF.Weaknesses, pasted.Strengths, pasted.Weaknesses)
				}
			}
		})
	}
}

func pdfText(t *testing.T, path string) string {
	t.Helper()
	var r parse.PDFResult
	decodeValue(t, mustCall(t, "parsePDF", map[string]any{"pages": loadPages(t, path)}), &r)
	return r.Text
}

func loadPages(t *testing.T, path string) []parse.Page {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Pages []parse.Page `json:"pages"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return doc.Pages
}

func decodeValue(t *testing.T, r result, v any) {
	t.Helper()
	if !r.OK {
		t.Fatalf("export failed: %+v", r.Error)
	}
	if err := json.Unmarshal(r.Value, v); err != nil {
		t.Fatal(err)
	}
}
