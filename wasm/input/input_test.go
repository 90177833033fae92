package input

import (
	"errors"
	"strings"
	"testing"
)

func TestClip(t *testing.T) {
	tests := []struct {
		name          string
		field         Field
		text          string
		wantLen       int
		wantTruncated bool
		wantWarning   string
	}{
		{"empty", CVText, "", 0, false, ""},
		{"at the limit", CVText, strings.Repeat("a", MaxChars), MaxChars, false, ""},
		{"cv one over", CVText, strings.Repeat("a", MaxChars+1), MaxChars, true, "CV text is limited to 10000 characters"},
		{"jd over", JobDescription, strings.Repeat("b", MaxChars+500), MaxChars, true, "Job description is limited to 10000 characters"},
		{"pdf over", PDFText, strings.Repeat("c", MaxChars*2), MaxChars, true, "PDF content was truncated to 10000 characters"},
		{"word over", DocxText, strings.Repeat("c", MaxChars+1), MaxChars, true, "Word file content was truncated to 10000 characters"},
		{"accents count once", CVText, strings.Repeat("é", MaxChars), MaxChars, false, ""},
		// An emoji is two UTF-16 units; one that would straddle the limit is dropped whole.
		{"no split surrogate", CVText, strings.Repeat("a", MaxChars-1) + "😀", MaxChars - 1, true, "CV text is limited to 10000 characters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Clip(tt.field, tt.text)
			if err != nil {
				t.Fatalf("Clip: %v", err)
			}
			if got.Length != tt.wantLen || Length(got.Text) != tt.wantLen {
				t.Errorf("length = %d (text %d), want %d", got.Length, Length(got.Text), tt.wantLen)
			}
			if got.Truncated != tt.wantTruncated || got.Warning != tt.wantWarning {
				t.Errorf("truncated, warning = %v, %q; want %v, %q", got.Truncated, got.Warning, tt.wantTruncated, tt.wantWarning)
			}
			if !strings.HasPrefix(tt.text, got.Text) {
				t.Errorf("clipped text is not a prefix of the input")
			}
		})
	}
}

func TestClipUnknownField(t *testing.T) {
	if _, err := Clip("name", "x"); !errors.Is(err, ErrUnknownField) {
		t.Errorf("err = %v, want ErrUnknownField", err)
	}
}

func TestCheckAnalyze(t *testing.T) {
	tests := []struct {
		name, cv, jd string
		wantErr      bool
	}{
		{"both filled", "Go developer", "We need Go", false},
		{"cv blank", "  \n\t", "We need Go", true},
		{"jd blank", "Go developer", " ", true},
		{"both empty", "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckAnalyze(tt.cv, tt.jd)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if err != nil && err.(*Error).Message != "Please provide both CV text and job description." {
				t.Errorf("message = %q", err.(*Error).Message)
			}
		})
	}
}
